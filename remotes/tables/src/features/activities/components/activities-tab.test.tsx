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
import { recentActivity as activity } from '../../../test/tab-rows';
import { ActivitiesTab } from './activities-tab';

beforeEach(signInAsAdmin);

it('shows user, type, signed pt-BR points, description and the São Paulo date', async () => {
  serveApi(() =>
    jsonResponse(
      200,
      pageOf([
        activity(1),
        activity(2, { activity_type: 'Adição', points_change: 2000, user_type: 'PARCEIRO' }),
      ]),
    ),
  );
  renderAt('/admin/tables?tab=activities', <ActivitiesTab />);
  await screen.findByText('Cliente 1');
  const [first, second] = bodyRows();
  expect(rowCells(first as HTMLElement)).toEqual([
    'Cliente 1',
    'Cliente',
    'Subtração',
    '-1.500',
    'Resgate de oferta: Troca de óleo (1500 pontos)',
    '31/12/2024 23:59',
  ]);
  expect(rowCells(second as HTMLElement)?.slice(1, 4)).toEqual(['Parceiro', 'Adição', '+2.000']);
});

it('the activity type filter sends activity_type, keeps it in the URL and returns to page 1', async () => {
  const urls = serveApi(() => jsonResponse(200, pageOf([activity(1)], 2231)));
  renderAt('/admin/tables?tab=activities&page=4', <ActivitiesTab />);
  await screen.findByText('Cliente 1');
  expect(screen.getByText('2.231 registro(s)')).toBeInTheDocument();
  await userEvent.click(screen.getByLabelText('Tipo de atividade'));
  await userEvent.click(await screen.findByTitle('Adição'));
  expect(currentUrl()).toBe('/admin/tables?tab=activities&activity_type=Adição');
  await waitFor(() => expect(paramsOf(urls.at(-1))).toEqual({ page: '1', activity_type: 'Adição' }));
});

it('search and type from a shared link are sent; an unknown type is ignored', async () => {
  const urls = serveApi(() => jsonResponse(200, pageOf([activity(1)])));
  renderAt('/admin/tables?tab=activities&search=maria&activity_type=Outra', <ActivitiesTab />);
  await screen.findByText('Cliente 1');
  expect(paramsOf(urls[0])).toEqual({ page: '1', search: 'maria' });
  expect(screen.getByLabelText('Buscar')).toHaveValue('maria');
});

it('search is debounced and committed to the URL', async () => {
  const urls = serveApi(() => jsonResponse(200, pageOf([activity(1)])));
  renderAt('/admin/tables?tab=activities&activity_type=Subtração', <ActivitiesTab />);
  await screen.findByText('Cliente 1');
  await userEvent.type(screen.getByLabelText('Buscar'), 'óleo');
  await waitFor(() =>
    expect(currentUrl()).toBe('/admin/tables?tab=activities&activity_type=Subtração&search=óleo'),
  );
  await waitFor(() =>
    expect(paramsOf(urls.at(-1))).toEqual({ page: '1', activity_type: 'Subtração', search: 'óleo' }),
  );
});

it('a total the server stopped counting reads "mais de N registros" and pages on', async () => {
  // The ledger lists count at most ten pages past the visible one (count_is_exact: false).
  serveApi(() => jsonResponse(200, { ...pageOf([activity(1)], 110), count_is_exact: false }));
  renderAt('/admin/tables?tab=activities', <ActivitiesTab />);
  await screen.findByText('Cliente 1');
  expect(screen.getByText('mais de 110 registros')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Próxima página' })).toBeEnabled();
});
