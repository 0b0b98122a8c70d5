import { jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerRow } from '../../../test/offer-fixture';
import { onScreenWidth, serveOffers } from '../../../test/offer-server';
import { bodyRows, renderAt, rowCells, signInAsAdmin } from '../../../test/render';
import { OffersTab } from './offers-tab';

const redeemed = 'Esta promoção possui resgates e não pode ser excluída. Você pode desativá-la.';

// Título, Descrição, Tipo, Local, Pontos, Válida até, Horário, Status.
const statusOfFirstRow = () => rowCells(bodyRows()[0] as HTMLElement)[7];
const writes = (server: ReturnType<typeof serveOffers>) =>
  server.seen.filter((request) => request.method !== 'GET').map((r) => `${r.method} ${r.path} ${r.body}`);

beforeEach(signInAsAdmin);
onScreenWidth(1280);

it('Desativar sends is_active false, says so, and the refreshed list shows Inativa', async () => {
  const server = serveOffers([offerRow(1)]);
  renderAt('/admin/tables?tab=offers', <OffersTab />);
  await userEvent.click(await screen.findByRole('button', { name: 'Desativar Oferta 1' }));
  expect(await screen.findByText('Promoção desativada com sucesso!')).toBeInTheDocument();
  expect(writes(server)).toEqual(['PATCH loyalty/admin/offers/1/toggle-status/ {"is_active":false}']);
  await waitFor(() => expect(statusOfFirstRow()).toBe('Inativa'));
  expect(server.listReads()).toBe(2);

  await userEvent.click(screen.getByRole('button', { name: 'Ativar Oferta 1' }));
  expect(await screen.findByText('Promoção ativada com sucesso!')).toBeInTheDocument();
  await waitFor(() => expect(statusOfFirstRow()).toBe('Ativa'));
});

it("a refused toggle shows the API's message and leaves the row as it was", async () => {
  serveOffers([offerRow(1)], { patch: () => jsonResponse(404, { detail: 'Oferta não encontrada.' }) });
  renderAt('/admin/tables?tab=offers', <OffersTab />);
  await userEvent.click(await screen.findByRole('button', { name: 'Desativar Oferta 1' }));
  expect(await screen.findByText('Oferta não encontrada.')).toBeInTheDocument();
  expect(statusOfFirstRow()).toBe('Ativa');
});

it('Excluir asks first; Cancelar deletes nothing', async () => {
  const server = serveOffers([offerRow(1)]);
  renderAt('/admin/tables?tab=offers', <OffersTab />);
  await userEvent.click(await screen.findByRole('button', { name: 'Excluir Oferta 1' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Tem certeza que deseja excluir esta promoção?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(writes(server)).toEqual([]);
});

it('Excluir confirmed deletes, says so, and the row leaves the list', async () => {
  const server = serveOffers([offerRow(1), offerRow(2)]);
  renderAt('/admin/tables?tab=offers', <OffersTab />);
  await userEvent.click(await screen.findByRole('button', { name: 'Excluir Oferta 1' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText('Promoção excluída com sucesso!')).toBeInTheDocument();
  expect(writes(server)).toEqual(['DELETE loyalty/admin/offers/1/ ']);
  await waitFor(() => expect(screen.queryByText('Oferta 1')).not.toBeInTheDocument());
  expect(screen.getByText('Oferta 2')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('a redeemed offer: the dialog shows why it stays and Desativar deactivates it instead', async () => {
  const server = serveOffers([offerRow(1)], { delete: () => jsonResponse(400, { detail: redeemed }) });
  renderAt('/admin/tables?tab=offers', <OffersTab />);
  await userEvent.click(await screen.findByRole('button', { name: 'Excluir Oferta 1' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
  expect(await within(dialog).findByText(redeemed)).toBeInTheDocument();
  expect(dialog).toHaveTextContent('Esta promoção não pode ser excluída');
  expect(within(dialog).queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Desativar' }));
  expect(await screen.findByText('Promoção desativada com sucesso!')).toBeInTheDocument();
  expect(writes(server)).toEqual([
    'DELETE loyalty/admin/offers/1/ ',
    'PATCH loyalty/admin/offers/1/toggle-status/ {"is_active":false}',
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(statusOfFirstRow()).toBe('Inativa'));
});

it('a redeemed offer already inactive: the dialog explains and only closes', async () => {
  const server = serveOffers([offerRow(1, { is_active: false })], {
    delete: () => jsonResponse(400, { detail: redeemed }),
  });
  renderAt('/admin/tables?tab=offers', <OffersTab />);
  await userEvent.click(await screen.findByRole('button', { name: 'Excluir Oferta 1' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
  expect(await within(dialog).findByText(redeemed)).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Desativar' })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(writes(server)).toEqual(['DELETE loyalty/admin/offers/1/ ']);
});

it("any other refusal closes the dialog with the API's message; the row stays", async () => {
  serveOffers([offerRow(1)], { delete: () => jsonResponse(403, { detail: 'Acesso negado.' }) });
  renderAt('/admin/tables?tab=offers', <OffersTab />);
  await userEvent.click(await screen.findByRole('button', { name: 'Excluir Oferta 1' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText('Acesso negado.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByText('Oferta 1')).toBeInTheDocument();
});
