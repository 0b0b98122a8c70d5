import { jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bodyRows,
  currentUrl,
  pageOf,
  paramsOf,
  renderAt,
  rowCells,
  serveApi,
  signInAsAdmin,
} from '../../../test/render';
import { recentRedemption as redemption } from '../../../test/tab-rows';
import { RedemptionsTab } from './redemptions-tab';

beforeEach(signInAsAdmin);

it('shows user, type, offer, points, status (pendente / utilizado) and date', async () => {
  serveApi(() =>
    jsonResponse(200, pageOf([redemption(1), redemption(2, { is_used: true, status: 'utilizado' })])),
  );
  renderAt('/admin/tables?tab=redemptions', <RedemptionsTab />);
  await screen.findByText('Oferta 1');
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'Usuário',
    'Tipo de Usuário',
    'Oferta',
    'Pontos',
    'Status',
    'Data',
  ]);
  const [first, second] = bodyRows();
  expect(rowCells(first as HTMLElement)).toEqual([
    'Cliente 1',
    'Cliente',
    'Oferta 1',
    '1.500',
    'Pendente',
    '05/03/2024 10:30',
  ]);
  expect(rowCells(second as HTMLElement)?.[4]).toBe('Utilizado');
});

it('the status filter sends status=utilizado, keeps it in the URL and returns to page 1', async () => {
  const urls = serveApi(() => jsonResponse(200, pageOf([redemption(1)], 40)));
  renderAt('/admin/tables?tab=redemptions&search=ana&page=2', <RedemptionsTab />);
  await screen.findByText('Oferta 1');
  expect(paramsOf(urls[0])).toEqual({ page: '2', search: 'ana' });
  await userEvent.click(screen.getByLabelText('Status'));
  await userEvent.click(await screen.findByTitle('Utilizado'));
  expect(currentUrl()).toBe('/admin/tables?tab=redemptions&search=ana&status=utilizado');
  await waitFor(() =>
    expect(paramsOf(urls.at(-1))).toEqual({ page: '1', search: 'ana', status: 'utilizado' }),
  );
});

it('an unknown status in the URL is not sent', async () => {
  const urls = serveApi(() => jsonResponse(200, pageOf([redemption(1)])));
  renderAt('/admin/tables?tab=redemptions&status=talvez', <RedemptionsTab />);
  await screen.findByText('Oferta 1');
  expect(paramsOf(urls[0])).toEqual({ page: '1' });
});
