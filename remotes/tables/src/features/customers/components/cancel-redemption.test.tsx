import { can } from '@fidelidade/contract/capabilities';
import { sessionStore } from '@fidelidade/session';
import {
  heldAnswer,
  jsonResponse,
  roleUsers,
  settleRequests,
  whenFirstWriteLeaves,
} from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveCustomer, voucher } from '../../../test/customer-server';
import { bodyRows, renderAt, rowCells, signInAsAdmin } from '../../../test/render';
import { CustomerPage } from './customer-page';

jest.setTimeout(30_000);

beforeEach(signInAsAdmin);

const vouchers = () => [
  voucher(3, { status: 'cancelado' }),
  voucher(2, { status: 'utilizado', is_used: true, used_at: '2024-03-04T18:05:00Z' }),
  voucher(1, { points_spent: 1500 }),
];

const openVouchers = () => renderAt('/admin/clientes/41?secao=vouchers', <CustomerPage customerId={41} />);

/** The dialog titled 'Cancelar resgate' (under jest antd's ids all read 'test-id'). */
async function cancelDialog() {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === 'Cancelar resgate');
    expect(found).toBeDefined();
  });
  return within(found as HTMLElement);
}

it("'Cancelar resgate' is on pending vouchers exactly for who may cancel redemptions; 'Cancelado' has its tag", async () => {
  serveCustomer({ vouchers: vouchers() });
  for (const [name, user] of roleUsers) {
    if (!user) continue;
    sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
    const view = openVouchers();
    await screen.findByText('VC1ABC');
    const buttons = screen.queryAllByRole('button', { name: /^Cancelar resgate / });
    expect([name, buttons.map((button) => button.getAttribute('aria-label'))]).toEqual([
      name,
      can(user, 'redemptions.cancel') ? ['Cancelar resgate VC1ABC'] : [],
    ]);
    view.unmount();
  }
  signInAsAdmin();
  openVouchers();
  await screen.findByText('VC1ABC');
  expect(bodyRows().map((row) => rowCells(row).at(3))).toEqual(['Cancelado', 'Utilizado', 'Pendente']);
  expect(screen.getByText('Cancelado', { selector: '.ant-tag' })).not.toHaveClass('ant-tag-gold');
});

it('asks first, requires a reason, says the points come back; then the voucher reads Cancelado and the figures reload', async () => {
  const user = userEvent.setup({ delay: null });
  const server = serveCustomer({ vouchers: vouchers() });
  openVouchers();
  await user.click(await screen.findByRole('button', { name: 'Cancelar resgate VC1ABC' }));
  const dialog = await cancelDialog();
  expect(dialog.getByText('Cancelar o resgate do voucher VC1ABC (Lavagem grátis)?')).toBeInTheDocument();
  expect(
    dialog.getByText(/^Os 1\.500 pontos voltam para o cliente, com as mesmas datas de validade/),
  ).toBeInTheDocument();
  await user.type(dialog.getByLabelText('Motivo do cancelamento'), ' x ');
  await user.click(dialog.getByRole('button', { name: 'Cancelar resgate' }));
  expect(
    await dialog.findByText('Informe o motivo do cancelamento (mínimo de 3 caracteres).'),
  ).toBeInTheDocument();
  expect(server.seen.filter((request) => request.method === 'POST')).toHaveLength(0);
  await user.clear(dialog.getByLabelText('Motivo do cancelamento'));
  await user.type(dialog.getByLabelText('Motivo do cancelamento'), '  Cliente desistiu  ');
  const profileReads = server.reads('users/41/customer/');
  const pointsReads = server.reads('users/41/points/');
  await user.click(dialog.getByRole('button', { name: 'Cancelar resgate' }));
  expect(
    await screen.findByText('Resgate cancelado: 1.500 pontos voltaram para o cliente.'),
  ).toBeInTheDocument();
  const post = server.seen.find((request) => request.method === 'POST');
  expect(post?.path).toBe('loyalty/admin/redemptions/1/cancel/');
  expect(JSON.parse(post?.body ?? '{}')).toEqual({ reason: 'Cliente desistiu' });
  await waitFor(() =>
    expect(bodyRows().map((row) => rowCells(row).at(3))).toEqual(['Cancelado', 'Utilizado', 'Cancelado']),
  );
  expect(screen.queryByRole('button', { name: /^Cancelar resgate / })).not.toBeInTheDocument();
  await waitFor(() => expect(server.reads('users/41/customer/')).toBeGreaterThan(profileReads));
  expect(server.reads('users/41/points/')).toBeGreaterThan(pointsReads);
});

it("'Voltar' with a reason typed asks before dropping it; a refusal stays in the dialog in the API's words", async () => {
  const user = userEvent.setup({ delay: null });
  const used =
    'Este voucher já foi utilizado e não pode ser cancelado. Para desfazer o uso, use "Estornar uso".';
  serveCustomer({ vouchers: vouchers(), cancel: () => jsonResponse(400, { detail: used }) });
  openVouchers();
  await user.click(await screen.findByRole('button', { name: 'Cancelar resgate VC1ABC' }));
  const dialog = await cancelDialog();
  await user.type(dialog.getByLabelText('Motivo do cancelamento'), 'Pedido do cliente');
  await user.click(dialog.getByRole('button', { name: 'Voltar' }));
  expect((await screen.findAllByText('Descartar alterações?')).length).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
  await user.click(dialog.getByRole('button', { name: 'Cancelar resgate' }));
  expect(await dialog.findByText(used)).toBeInTheDocument();
  expect(dialog.getByLabelText('Motivo do cancelamento')).toHaveValue('Pedido do cliente');
});

it('a double click, or a second click as the request leaves, sends one cancellation; after an answer it can send again', async () => {
  const user = userEvent.setup({ delay: null });
  const held = heldAnswer();
  let answer = () => held.create();
  const server = serveCustomer({ vouchers: vouchers(), cancel: () => answer() });
  const posts = () => server.seen.filter((request) => request.method === 'POST');
  openVouchers();
  await user.click(await screen.findByRole('button', { name: 'Cancelar resgate VC1ABC' }));
  const dialog = await cancelDialog();
  const submit = () => dialog.getByRole('button', { name: 'Cancelar resgate' });
  await user.type(dialog.getByLabelText('Motivo do cancelamento'), 'Cliente desistiu');
  whenFirstWriteLeaves('POST', () => fireEvent.click(submit()));
  fireEvent.click(submit());
  fireEvent.click(submit());
  await waitFor(() => expect(submit()).toBeDisabled());
  await settleRequests();
  expect(posts()).toHaveLength(1);
  // A refusal releases the guard: the same dialog sends again.
  held.resolve(jsonResponse(400, { detail: 'Este voucher já foi cancelado.' }));
  expect(await dialog.findByText('Este voucher já foi cancelado.')).toBeInTheDocument();
  answer = () => Promise.resolve(jsonResponse(400, { detail: 'Tente de novo mais tarde.' }));
  await user.click(submit());
  expect(await dialog.findByText('Tente de novo mais tarde.')).toBeInTheDocument();
  expect(posts()).toHaveLength(2);
});
