import type { PointsSummaryRow } from '@fidelidade/contract';
import { jsonResponse } from '@fidelidade/session/test-helpers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf, renderAt, serveApi, signInAsAdmin } from '../../../test/render';
import { PointsTab } from './points-tab';

const row = (id: number, overrides: Partial<PointsSummaryRow> = {}): PointsSummaryRow => ({
  user_id: id,
  user_name: `Cliente ${id}`,
  user_cpf: '52998224725',
  points_balance: 10,
  points_pending: 0,
  points_expiring: 0,
  total_earned: 10,
  total_spent: 0,
  user_type: 'CLIENTE',
  is_active: true,
  last_activity: null,
  ...overrides,
});

beforeEach(signInAsAdmin);

it("a customer's name opens its page; other user types have no page", async () => {
  serveApi(() =>
    jsonResponse(200, pageOf([row(41), row(42, { user_type: 'DEALERSHIP', user_name: 'Davi Dealer' })])),
  );
  renderAt('/admin/tables?tab=points', <PointsTab />);
  const link = await screen.findByRole('link', { name: 'Cliente 41' });
  expect(link).toHaveAttribute('href', '/admin/clientes/41');
  expect(screen.getByText('Davi Dealer').closest('a')).toBeNull();
  await userEvent.click(link);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/clientes\/41$/);
});
