import type { StoredUser } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import { onScreenWidth } from '@fidelidade/session/test-dom';
import { adminUser, jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealershipUser, partnerUser, renderScreen, signInAs } from '../../../test/render-screen';
import { answers, burned, serveVouchers, voucherDetail, voucherRow } from '../../../test/voucher-server';
import { ValidarVoucherTab } from './validar-voucher-tab';

jest.setTimeout(30_000);

const HOUR = 3_600_000;
const flaggedDealer: StoredUser = { ...dealershipUser, account_for_qr_code_burn: true };
const entry = '/admin/acoes?tab=validar-voucher&codigo=AB12CD34EF';

/** A voucher burned `hoursAgo`, reversible for `window` hours after that. */
function usedVoucher(hoursAgo: number, window = 24) {
  const usedAt = new Date(Date.now() - hoursAgo * HOUR);
  return voucherDetail({
    ...burned(voucherRow(), 'Paula Andrade'),
    used_at: usedAt.toISOString(),
    reversible_until: new Date(usedAt.getTime() + window * HOUR).toISOString(),
  });
}

/** The dialog with this title (under jest antd's generated ids all read 'test-id'). */
async function dialogTitled(title: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === title);
    expect(found).toBeDefined();
  });
  return within(found as HTMLElement);
}

const reverseButton = () => screen.queryByRole('button', { name: /Estornar uso/ });
const posts = (server: ReturnType<typeof serveVouchers>) =>
  server.seen
    .filter((request) => request.method === 'POST')
    .map((request) => [request.path, JSON.parse(request.body)]);

beforeEach(() => signInAs(flaggedDealer));

describe("Validar Voucher: 'Estornar uso'", () => {
  onScreenWidth(1440);

  it.each<[string, StoredUser]>([
    ['ADMIN', adminUser],
    ['flagged DEALERSHIP', flaggedDealer],
    ['flagged PARCEIRO', { ...partnerUser, account_for_qr_code_burn: true }],
    ['DEALERSHIP without the flag', dealershipUser],
    ['PARCEIRO without the flag', partnerUser],
  ])('%s: shown on a used voucher within the window exactly when can() says so', async (_name, user) => {
    signInAs(user);
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => usedVoucher(1)),
    );
    renderScreen(<ValidarVoucherTab />, entry);
    await screen.findByText('Voucher já utilizado');
    expect(reverseButton() !== null).toBe(can(user, 'vouchers.reverse-use'));
  });

  it('asks first with a mandatory reason and explains; then the voucher is pending again and can be burned', async () => {
    let shown = usedVoucher(2);
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => shown),
    );
    server.onReverse = () => {
      shown = voucherDetail({ reversible_until: null });
      return jsonResponse(200, voucherRow());
    };
    renderScreen(<ValidarVoucherTab />, entry);
    expect(
      await screen.findByText(/^O uso pode ser estornado até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/),
    ).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(reverseButton() as HTMLElement);
    const dialog = await dialogTitled('Estornar o uso do voucher AB12CD34EF?');
    expect(
      dialog.getByText(/^O voucher volta a 'Pendente' e poderá ser utilizado de novo/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: /Estornar uso/ }));
    expect(
      await dialog.findByText('Informe o motivo do estorno (mínimo de 3 caracteres).'),
    ).toBeInTheDocument();
    expect(posts(server)).toEqual([]);
    await user.type(dialog.getByLabelText('Motivo do estorno'), '  Baixa por engano  ');
    await user.click(dialog.getByRole('button', { name: /Estornar uso/ }));
    expect(
      await screen.findByText('Uso estornado: o voucher voltou a Pendente e pode ser utilizado de novo.'),
    ).toBeInTheDocument();
    expect(posts(server)).toEqual([
      ['loyalty/vouchers/reverse-use/', { voucher_code: 'AB12CD34EF', reason: 'Baixa por engano' }],
    ]);
    // Pending again: the burn form is back, the used alert and the reversal are gone.
    expect(await screen.findByRole('button', { name: /Confirmar uso/ })).toBeInTheDocument();
    expect(screen.queryByText('Voucher já utilizado')).not.toBeInTheDocument();
    expect(reverseButton()).not.toBeInTheDocument();
  });

  it('is offered right after a burn at the counter, with the window the counter reads again', async () => {
    let shown = voucherDetail({ reversible_until: null });
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => shown),
    );
    server.onUse = (body) => {
      shown = usedVoucher(0);
      return jsonResponse(200, burned(voucherRow({ voucher_code: String(body.voucher_code) })));
    };
    renderScreen(<ValidarVoucherTab />, entry);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Confirmar uso/ }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: /Confirmar uso/ }));
    expect(await screen.findByText('Voucher já utilizado')).toBeInTheDocument();
    expect(
      await screen.findByText(/^O uso pode ser estornado até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/),
    ).toBeInTheDocument();
    expect(reverseButton()).toBeInTheDocument();
  });

  it("the API's refusal shows in the dialog in its words and the card is read again", async () => {
    const over = 'O prazo para estornar o uso terminou (24 horas após o uso).';
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => usedVoucher(23.99)),
    );
    server.onReverse = () => jsonResponse(400, { detail: over });
    renderScreen(<ValidarVoucherTab />, entry);
    const user = userEvent.setup({ delay: null });
    await user.click((await screen.findByRole('button', { name: /Estornar uso/ })) as HTMLElement);
    const dialog = await dialogTitled('Estornar o uso do voucher AB12CD34EF?');
    await user.type(dialog.getByLabelText('Motivo do estorno'), 'Cliente devolveu');
    const lookups = server.seen.filter(
      (request) => request.path === 'loyalty/vouchers/code/AB12CD34EF/',
    ).length;
    await user.click(dialog.getByRole('button', { name: /Estornar uso/ }));
    expect(await dialog.findByText(over)).toBeInTheDocument();
    expect(dialog.getByLabelText('Motivo do estorno')).toHaveValue('Cliente devolveu');
    await waitFor(() =>
      expect(
        server.seen.filter((request) => request.path === 'loyalty/vouchers/code/AB12CD34EF/').length,
      ).toBe(lookups + 1),
    );
  });

  it('after the window there is no reversal, only when it ended', async () => {
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => usedVoucher(30)),
    );
    renderScreen(<ValidarVoucherTab />, entry);
    expect(
      await screen.findByText(
        /^O prazo para estornar este uso terminou em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/,
      ),
    ).toBeInTheDocument();
    expect(reverseButton()).not.toBeInTheDocument();
  });

  it('a cancelled voucher says it cannot be used and offers no burn', async () => {
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => voucherDetail({ status: 'cancelado' })),
    );
    renderScreen(<ValidarVoucherTab />, entry);
    const alert = (await screen.findByText('Voucher cancelado')).closest('.ant-alert') as HTMLElement;
    expect(alert).toHaveClass('ant-alert-error');
    expect(
      within(alert).getByText('Este voucher foi cancelado e não pode ser utilizado.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirmar uso/ })).not.toBeInTheDocument();
    expect(reverseButton()).not.toBeInTheDocument();
  });

  it("the vouchers list shows 'Cancelado' in its own colour, without 'Validar'", async () => {
    const server = serveVouchers();
    server.list = [voucherRow({ status: 'cancelado', voucher_code: 'CC11CC22CC' })];
    renderScreen(<ValidarVoucherTab />, '/admin/acoes?tab=validar-voucher');
    const tag = await screen.findByText('Cancelado', { selector: '.ant-tag' });
    expect(tag).not.toHaveClass('ant-tag-gold');
    expect(tag).not.toHaveClass('ant-tag-red');
    expect(tag).not.toHaveClass('ant-tag-green');
    expect(screen.queryByRole('button', { name: 'Validar CC11CC22CC' })).not.toBeInTheDocument();
  });
});
