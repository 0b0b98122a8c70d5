import type { StoredUser } from '@fidelidade/contract';
import { adminUser, jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealershipUser, partnerUser, renderScreen, signInAs } from '../../../test/render-screen';
import {
  answers,
  burned,
  notFound,
  otherStore,
  serveVouchers,
  voucherDetail,
  voucherRow,
} from '../../../test/voucher-server';
import { ValidarVoucherTab } from './validar-voucher-tab';

jest.setTimeout(30_000);

const flaggedDealer: StoredUser = { ...dealershipUser, account_for_qr_code_burn: true };
const flaggedPartner: StoredUser = { ...partnerUser, account_for_qr_code_burn: true };
const entry = (code?: string) => `/admin/acoes?tab=validar-voucher${code ? `&codigo=${code}` : ''}`;
const card = async () =>
  (await screen.findByText('Lavagem completa')).closest('.ant-descriptions') as HTMLElement;
const posts = (server: ReturnType<typeof serveVouchers>) =>
  server.seen.filter((request) => request.method === 'POST').map((request) => JSON.parse(request.body));

/** 'Confirmar uso', then the same button in the dialog that asks first. */
async function confirmBurn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Confirmar uso/ }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: /Confirmar uso/ }));
}

beforeEach(() => signInAs(flaggedDealer));

describe('Validar Voucher: the counter', () => {
  it('shows the voucher of ?codigo=: offer, customer and masked CPF, status, points, validity, place', async () => {
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => voucherDetail()),
    );
    renderScreen(<ValidarVoucherTab />, entry('ab12cd34ef'));
    const details = within(await card());
    expect(details.getByText('Joana Prado')).toBeInTheDocument();
    expect(details.getByText('***.456.789-**')).toBeInTheDocument();
    expect(details.getByText('Pendente')).toBeInTheDocument();
    expect(details.getByText('1.200')).toBeInTheDocument();
    expect(details.getByText('31/01/2030 23:59')).toBeInTheDocument();
    expect(details.getByText('Paulista Veículos')).toBeInTheDocument();
    expect(server.seen[0]?.path).toBe('loyalty/vouchers/code/AB12CD34EF/');
    expect(screen.getByLabelText('Código do voucher')).toHaveValue('AB12CD34EF');
    // Phone keyboards: capitals for the code, the decimal pad for the value.
    expect(screen.getByLabelText('Código do voucher')).toHaveAttribute('autocapitalize', 'characters');
    expect(screen.getByLabelText('Valor da compra (R$)')).toHaveAttribute('inputmode', 'decimal');
  });

  it("'Buscar' puts the typed code in the URL (upper case, no spaces) and looks it up", async () => {
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => voucherDetail()),
    );
    const { currentUrl } = renderScreen(<ValidarVoucherTab />, entry());
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Código do voucher'), 'ab12 cd34ef');
    await user.click(screen.getByRole('button', { name: /Buscar/ }));
    await card();
    expect(currentUrl()).toContain('codigo=AB12CD34EF');
    expect(currentUrl()).toContain('tab=validar-voucher');
  });

  it('an empty code is not looked up', async () => {
    const server = serveVouchers();
    renderScreen(<ValidarVoucherTab />, entry());
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /Buscar/ }));
    expect(await screen.findByText('Informe o código do voucher.')).toBeInTheDocument();
    expect(server.seen.filter((request) => request.path.startsWith('loyalty/vouchers/code/'))).toHaveLength(
      0,
    );
  });

  it.each([
    [404, notFound],
    [403, otherStore],
  ])('a lookup answered %s shows the API’s words', async (status, detail) => {
    const server = serveVouchers();
    server.byCode.set('ZZ99ZZ99ZZ', () => jsonResponse(status, { detail }));
    renderScreen(<ValidarVoucherTab />, entry('ZZ99ZZ99ZZ'));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirmar uso/ })).not.toBeInTheDocument();
  });

  it('a DEALERSHIP clerk burns it with its dealership, the value and the reference; the card turns Utilizado', async () => {
    let shown = voucherDetail();
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => shown),
    );
    server.onUse = () => {
      shown = { ...shown, ...burned(voucherRow()) };
      return jsonResponse(200, burned(voucherRow()));
    };
    renderScreen(<ValidarVoucherTab />, entry('AB12CD34EF'));
    await card();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Valor da compra (R$)'), '150,9');
    await user.type(screen.getByLabelText('Código de referência'), ' NF-123 ');
    await confirmBurn(user);
    expect(await screen.findByText('Voucher utilizado com sucesso!')).toBeInTheDocument();
    expect(posts(server)).toEqual([
      { voucher_code: 'AB12CD34EF', dealership_id: 3, purchase_value: '150.90', reference_code: 'NF-123' },
    ]);
    const details = within(await card());
    expect(await details.findByText('Utilizado')).toBeInTheDocument();
    expect(details.getByText('Carlos Concessionária')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirmar uso/ })).not.toBeInTheDocument();
  });

  it.each([
    ['ADMIN', adminUser],
    ['PARCEIRO', flaggedPartner],
  ])('%s names no dealership (the API scopes it); blank values are left out', async (_name, who) => {
    signInAs(who);
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => voucherDetail()),
    );
    renderScreen(<ValidarVoucherTab />, entry('AB12CD34EF'));
    await card();
    await confirmBurn(userEvent.setup({ delay: null }));
    await screen.findByText('Voucher utilizado com sucesso!');
    expect(posts(server)).toEqual([{ voucher_code: 'AB12CD34EF' }]);
  });

  it('already used: the API’s when-and-by-whom, and the card re-read shows Utilizado', async () => {
    const used = 'Este voucher já foi utilizado em 03/01/2030 às 11:30 por Paula Andrade.';
    let shown = voucherDetail();
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => shown),
    );
    server.onUse = () => {
      shown = { ...shown, ...burned(voucherRow(), 'Paula Andrade') };
      return jsonResponse(400, { detail: used });
    };
    renderScreen(<ValidarVoucherTab />, entry('AB12CD34EF'));
    await card();
    await confirmBurn(userEvent.setup({ delay: null }));
    expect(await screen.findByText(used)).toBeInTheDocument();
    expect(await within(await card()).findByText('Utilizado')).toBeInTheDocument();
    expect(screen.getAllByText(used).length).toBeGreaterThan(0);
  });

  it('another store’s voucher (403) and a bad value (400 field) keep what was typed', async () => {
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => voucherDetail()),
    );
    server.onUse = () => jsonResponse(403, { detail: otherStore });
    renderScreen(<ValidarVoucherTab />, entry('AB12CD34EF'));
    await card();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Valor da compra (R$)'), '99,90');
    await user.type(screen.getByLabelText('Código de referência'), 'PED-9');
    await confirmBurn(user);
    expect(await screen.findByText(otherStore)).toBeInTheDocument();
    expect(screen.getByLabelText('Código de referência')).toHaveValue('PED-9');

    const fieldError = 'Informe um valor em reais com até duas casas decimais.';
    server.onUse = () => jsonResponse(400, { purchase_value: [fieldError] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await confirmBurn(user);
    expect(await screen.findByText(fieldError)).toBeInTheDocument();
    expect(screen.queryByText(otherStore)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Valor da compra (R$)')).toHaveValue('99,90');
    expect(screen.getByLabelText('Código de referência')).toHaveValue('PED-9');
  });

  it('asks before burning, naming the voucher, the customer and the value; Voltar burns nothing', async () => {
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => voucherDetail()),
    );
    renderScreen(<ValidarVoucherTab />, entry('AB12CD34EF'));
    await card();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Valor da compra (R$)'), '1.234,56');
    await user.click(screen.getByRole('button', { name: /Confirmar uso/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getAllByText('Confirmar uso do voucher AB12CD34EF de Joana Prado?').length).toBeGreaterThan(
      0,
    );
    expect(dialog.getByText(/Valor da compra: R\$\s1\.234,56\./)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(server)).toEqual([]);
    await confirmBurn(user);
    await screen.findByText('Voucher utilizado com sucesso!');
    expect(posts(server)).toEqual([
      { voucher_code: 'AB12CD34EF', dealership_id: 3, purchase_value: '1234.56' },
    ]);
  });

  it('a pasted R$ 89,90 is kept and sent as 89.90; 5.49 is refused with a message, not rewritten', async () => {
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => voucherDetail()),
    );
    renderScreen(<ValidarVoucherTab />, entry('AB12CD34EF'));
    await card();
    const user = userEvent.setup({ delay: null });
    const value = screen.getByLabelText('Valor da compra (R$)');
    await user.type(value, '5.49');
    await user.click(screen.getByRole('button', { name: /Confirmar uso/ }));
    expect(await screen.findByText(/Use vírgula para separar os decimais/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.clear(value);
    await user.click(value);
    await user.paste('R$ 89,90');
    await confirmBurn(user);
    await screen.findByText('Voucher utilizado com sucesso!');
    expect(posts(server)).toEqual([
      { voucher_code: 'AB12CD34EF', dealership_id: 3, purchase_value: '89.90' },
    ]);
  });

  it('a used voucher looked up shows a red alert with when and by whom, and no burn form', async () => {
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => ({ ...voucherDetail(), ...burned(voucherRow(), 'Paula Andrade') })),
    );
    renderScreen(<ValidarVoucherTab />, entry('AB12CD34EF'));
    const alert = (await screen.findByText('Voucher já utilizado')).closest('.ant-alert') as HTMLElement;
    expect(alert).toHaveClass('ant-alert-error');
    expect(
      within(alert).getByText(
        /^Este voucher já foi utilizado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} por Paula Andrade\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(await card())
        .getByText('Utilizado')
        .closest('.ant-tag'),
    ).toHaveClass('ant-tag-red');
    expect(screen.queryByRole('button', { name: /Confirmar uso/ })).not.toBeInTheDocument();
  });

  it('a zero purchase value is refused before any call', async () => {
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => voucherDetail()),
    );
    renderScreen(<ValidarVoucherTab />, entry('AB12CD34EF'));
    await card();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Valor da compra (R$)'), '0');
    await user.click(screen.getByRole('button', { name: /Confirmar uso/ }));
    expect(await screen.findByText('Informe um valor em reais maior que zero.')).toBeInTheDocument();
    await waitFor(() => expect(posts(server)).toEqual([]));
  });
});
