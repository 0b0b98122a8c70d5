import type { PointsSummaryRow } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import { sessionStore } from '@fidelidade/session';
import { jsonResponse, roleUsers } from '@fidelidade/session/test-helpers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OffersTab } from './features/offers/components/offers-tab';
import { PointsTab } from './features/points/components/points-tab';
import { pageOf, renderAt, serveApi, signInAsAdmin } from './test/render';

const customer: PointsSummaryRow = {
  user_id: 41,
  user_name: 'Cliente Quarenta',
  user_cpf: '52998224725',
  points_balance: 10,
  points_pending: 0,
  points_expiring: 0,
  total_earned: 10,
  total_spent: 0,
  user_type: 'CLIENTE',
  is_active: true,
  last_activity: null,
};

beforeEach(signInAsAdmin);

it("a user's row links to its history: Configurações → Auditoria filtered to it", async () => {
  serveApi(() => jsonResponse(200, pageOf([customer])));
  renderAt('/admin/tables?tab=points', <PointsTab />);
  const link = await screen.findByRole('link', { name: 'Histórico de Cliente Quarenta' });
  expect(link).toHaveAttribute('href', '/admin/settings?tab=auditoria&target_type=user&target_id=41');
  await userEvent.click(link);
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/admin/settings?tab=auditoria&target_type=user&target_id=41',
  );
});

it("an offer's row links to the offer's history", async () => {
  // Only what the offers list renders (the fake network sends JSON, not a typed Offer).
  const offer = {
    id: 12,
    title: 'Brinde de junho',
    description: null,
    offer_type: 'GIFT',
    points_cost: 5,
    valid_until: '2029-12-31T23:59:00Z',
    is_active: true,
    is_valid_now: true,
    time_restricted: false,
  };
  serveApi(() => jsonResponse(200, pageOf([offer])));
  renderAt('/admin/tables?tab=offers', <OffersTab />);
  expect(await screen.findByRole('link', { name: 'Histórico de Brinde de junho' })).toHaveAttribute(
    'href',
    '/admin/settings?tab=auditoria&target_type=offer&target_id=12',
  );
});

it('the Histórico column is there exactly for who may read the audit log', async () => {
  serveApi(() => jsonResponse(200, pageOf([customer])));
  for (const [name, user] of roleUsers) {
    if (!user) continue;
    sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
    const view = renderAt('/admin/tables?tab=points', <PointsTab />);
    await screen.findByText('Cliente Quarenta');
    const shown = screen.queryByRole('columnheader', { name: 'Histórico' }) !== null;
    expect([name, shown]).toEqual([name, can(user, 'audit.read')]);
    view.unmount();
  }
});
