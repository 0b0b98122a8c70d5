import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ledgerEntry, serveCustomer } from '../../../test/customer-server';
import {
  bodyRows,
  currentUrl,
  paramsOf,
  renderAt,
  rowCells,
  signInAsAdmin,
  sortableHeaders,
} from '../../../test/render';
import { openOptions } from '../../../test/select-options';
import { PointsHistorySection } from './points-history-section';

beforeEach(signInAsAdmin);

const history = [
  ledgerEntry(3, {
    kind: 'ADJUSTMENT',
    points: -250,
    activity_type: 'Subtração',
    description: 'Ajuste manual de pontos',
    reason: 'Pontos lançados em dobro',
    created_by: { id: 1, full_name: 'Ana Admin' },
  }),
  ledgerEntry(2, { kind: 'BONUS', points: 1500, description: 'Bônus de aniversário' }),
];

const historyUrls = (urls: URL[]) => urls.filter((url) => url.pathname.endsWith('/points-history/'));

it('lists each entry: date, pt-BR kind, signed and coloured points, description, reason and who made it', async () => {
  serveCustomer({ history });
  renderAt('/admin/clientes/41', <PointsHistorySection customerId={41} />);
  await screen.findByText('Bônus de aniversário');
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'Data',
    'Tipo',
    'Pontos',
    'Descrição',
    'Motivo',
    'Feito por',
  ]);
  const [debit, credit] = bodyRows() as HTMLElement[];
  expect(rowCells(debit as HTMLElement)).toEqual([
    '05/03/2024 10:30',
    'Ajuste manual',
    '−250',
    'Ajuste manual de pontos',
    'Pontos lançados em dobro',
    'Ana Admin',
  ]);
  expect(rowCells(credit as HTMLElement)).toEqual([
    '05/03/2024 10:30',
    'Bônus',
    '+1.500',
    'Bônus de aniversário',
    '—',
    '—',
  ]);
  const tone = (row: HTMLElement, text: string) => within(row).getByText(text).closest('.ant-typography');
  expect(tone(debit as HTMLElement, '−250')).toHaveClass('ant-typography-danger');
  expect(tone(credit as HTMLElement, '+1.500')).toHaveClass('ant-typography-success');
});

it('the kind filter offers every kind in pt-BR, goes to the URL and to the API', async () => {
  const server = serveCustomer({ history });
  renderAt('/admin/clientes/41?page=2', <PointsHistorySection customerId={41} />);
  await screen.findByText('Bônus de aniversário');
  expect(paramsOf(historyUrls(server.urls)[0])).toEqual({ page: '2' });
  expect(await openOptions('Tipo', 'Expiração')).toEqual([
    'Todos os tipos',
    'Serviço',
    'Mercadoria',
    'Bônus',
    'Ajuste manual',
    'Resgate',
    'Estorno',
    'Expiração',
    'Cancelamento de crédito',
    'Saldo inicial',
  ]);
  await userEvent.click(screen.getByTitle('Ajuste manual'));
  expect(currentUrl()).toBe('/admin/clientes/41?kind=ADJUSTMENT');
  await waitFor(() =>
    expect(paramsOf(historyUrls(server.urls).at(-1))).toEqual({ page: '1', kind: 'ADJUSTMENT' }),
  );
});

it('the period goes to the URL as date_from/date_to and to the API; Limpar filtros clears it', async () => {
  const server = serveCustomer({ history });
  renderAt('/admin/clientes/41', <PointsHistorySection customerId={41} />);
  await screen.findByText('Bônus de aniversário');
  await userEvent.type(screen.getByLabelText('De'), '2024-03-01');
  await userEvent.type(screen.getByLabelText('Até'), '2024-03-31');
  expect(currentUrl()).toBe('/admin/clientes/41?date_from=2024-03-01&date_to=2024-03-31');
  await waitFor(() =>
    expect(paramsOf(historyUrls(server.urls).at(-1))).toEqual({
      page: '1',
      date_from: '2024-03-01',
      date_to: '2024-03-31',
    }),
  );
  await userEvent.click(screen.getByRole('button', { name: /Limpar filtros/ }));
  expect(currentUrl()).toBe('/admin/clientes/41');
});

it('a shared link restores the kind, the period and the page', async () => {
  const server = serveCustomer({ history });
  renderAt(
    '/admin/clientes/41?kind=BONUS&date_from=2024-01-01&date_to=2024-02-01&page=3',
    <PointsHistorySection customerId={41} />,
  );
  await screen.findByText('Bônus de aniversário');
  expect(paramsOf(historyUrls(server.urls)[0])).toEqual({
    page: '3',
    kind: 'BONUS',
    date_from: '2024-01-01',
    date_to: '2024-02-01',
  });
  expect(screen.getByLabelText('De')).toHaveValue('2024-01-01');
  expect(screen.getByLabelText('Até')).toHaveValue('2024-02-01');
  expect(screen.getByTitle('Bônus')).toBeInTheDocument();
});

it('an empty history says so', async () => {
  serveCustomer({ history: [] });
  renderAt('/admin/clientes/41', <PointsHistorySection customerId={41} />);
  expect(await screen.findByText('Nenhuma movimentação de pontos encontrada')).toBeInTheDocument();
});

it('Data, Tipo and Pontos sort through the API: the click goes to the URL and the request, a reload keeps it', async () => {
  const server = serveCustomer({ history });
  renderAt('/admin/clientes/41?kind=BONUS&page=2', <PointsHistorySection customerId={41} />);
  await screen.findByText('Bônus de aniversário');
  expect(sortableHeaders()).toEqual(['Data', 'Tipo', 'Pontos']);
  await userEvent.click(screen.getByRole('columnheader', { name: 'Pontos' }));
  expect(currentUrl()).toBe('/admin/clientes/41?kind=BONUS&ordering=points');
  await waitFor(() =>
    expect(paramsOf(historyUrls(server.urls).at(-1))).toEqual({
      page: '1',
      kind: 'BONUS',
      ordering: 'points',
    }),
  );
  // 'Limpar filtros' keeps the sort.
  await userEvent.click(screen.getByRole('button', { name: /Limpar filtros/ }));
  expect(currentUrl()).toBe('/admin/clientes/41?ordering=points');
});

it('a link sorted by date ascending shows the sorted header and sends the order', async () => {
  const server = serveCustomer({ history });
  renderAt('/admin/clientes/41?ordering=created_at', <PointsHistorySection customerId={41} />);
  await screen.findByText('Bônus de aniversário');
  expect(paramsOf(historyUrls(server.urls)[0])).toEqual({ page: '1', ordering: 'created_at' });
  expect(screen.getByRole('columnheader', { name: 'Data' })).toHaveAttribute('aria-sort', 'ascending');
});
