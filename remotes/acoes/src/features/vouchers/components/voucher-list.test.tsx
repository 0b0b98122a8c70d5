import type { StoredUser } from '@fidelidade/contract';
import { onScreenWidth } from '@fidelidade/session/test-dom';
import { jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealershipUser, pickOption, renderScreen, signInAs } from '../../../test/render-screen';
import { answers, burned, serveVouchers, voucherDetail, voucherRow } from '../../../test/voucher-server';
import { ValidarVoucherTab } from './validar-voucher-tab';

jest.setTimeout(30_000);

const flaggedDealer: StoredUser = { ...dealershipUser, account_for_qr_code_burn: true };
const listCalls = (server: ReturnType<typeof serveVouchers>) =>
  server.urls.filter((url) => url.pathname === '/api/v1/loyalty/vouchers/');
const table = async () => (await screen.findByRole('table')).closest('.ant-table-wrapper') as HTMLElement;

beforeEach(() => signInAs(flaggedDealer));

describe('Validar Voucher: the vouchers list', () => {
  onScreenWidth(1440);

  it('lists the scope’s vouchers with status, who burned them, and Validar only on pending ones', async () => {
    const server = serveVouchers();
    server.list = [
      voucherRow(),
      burned(voucherRow({ id: 12, voucher_code: 'QQ11WW22EE', user_name: 'Rui Lima' }), 'Paula Andrade'),
    ];
    renderScreen(<ValidarVoucherTab />, '/admin/acoes?tab=validar-voucher');
    const rows = within(await table());
    expect(await rows.findByText('Joana Prado')).toBeInTheDocument();
    expect(rows.getByText('Pendente')).toBeInTheDocument();
    expect(rows.getByText('Utilizado')).toBeInTheDocument();
    expect(rows.getByText('Paula Andrade')).toBeInTheDocument();
    expect(rows.getByRole('button', { name: 'Validar AB12CD34EF' })).toBeInTheDocument();
    expect(rows.queryByRole('button', { name: 'Validar QQ11WW22EE' })).not.toBeInTheDocument();
    expect(screen.getByText('2 voucher(s)')).toBeInTheDocument();
  });

  it('status and search go to the URL and to the API; a reload keeps them', async () => {
    const server = serveVouchers();
    server.list = [voucherRow()];
    const { currentUrl } = renderScreen(<ValidarVoucherTab />, '/admin/acoes?tab=validar-voucher&page=2');
    await table();
    expect(new URL(`http://x${currentUrl()}`).searchParams.get('page')).toBe('2');
    const user = userEvent.setup({ delay: null });
    await pickOption(user, 'Status', 'Utilizado');
    await waitFor(() => expect(currentUrl()).toContain('status=utilizado'));
    expect(currentUrl()).not.toContain('page=');
    await user.type(screen.getByLabelText('Buscar vouchers'), 'Joana');
    await waitFor(() => expect(currentUrl()).toContain('search=Joana'));
    await waitFor(() => expect(listCalls(server).at(-1)?.searchParams.get('search')).toBe('Joana'));
    const last = listCalls(server).at(-1);
    expect(last?.searchParams.get('status')).toBe('utilizado');
    expect(last?.searchParams.get('page')).toBe('1');
    expect(last?.searchParams.get('page_size')).toBe('10');
    expect(listCalls(server)[0]?.searchParams.get('page')).toBe('2');
  });

  it("'Só as minhas baixas' keeps the list to the user's own burns (URL and API)", async () => {
    const server = serveVouchers();
    server.list = [voucherRow()];
    const { currentUrl } = renderScreen(<ValidarVoucherTab />, '/admin/acoes?tab=validar-voucher');
    await table();
    expect(listCalls(server)[0]?.searchParams.get('burned_by_me')).toBeNull();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('checkbox', { name: 'Só as minhas baixas' }));
    await waitFor(() => expect(currentUrl()).toContain('burned_by_me=true'));
    await waitFor(() => expect(listCalls(server).at(-1)?.searchParams.get('burned_by_me')).toBe('true'));
  });

  it("'Validar' on a pending row puts its code on the counter", async () => {
    const server = serveVouchers();
    server.list = [voucherRow()];
    server.byCode.set(
      'AB12CD34EF',
      answers(() => voucherDetail()),
    );
    const { currentUrl } = renderScreen(
      <ValidarVoucherTab />,
      '/admin/acoes?tab=validar-voucher&status=pendente',
    );
    const rows = within(await table());
    await userEvent
      .setup({ delay: null })
      .click(await rows.findByRole('button', { name: 'Validar AB12CD34EF' }));
    expect(await screen.findByText('***.456.789-**')).toBeInTheDocument();
    expect(currentUrl()).toContain('codigo=AB12CD34EF');
    expect(currentUrl()).toContain('status=pendente');
  });

  it('an empty list says so; a failing one shows the error and retries', async () => {
    const server = serveVouchers();
    server.onList = () => jsonResponse(500, { detail: 'Erro interno.' });
    renderScreen(<ValidarVoucherTab />, '/admin/acoes?tab=validar-voucher');
    expect(await screen.findByText('Erro ao carregar os vouchers.')).toBeInTheDocument();
    server.onList = () =>
      jsonResponse(200, { count: 0, next: null, previous: null, total_pages: 0, results: [] });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByText('Nenhum voucher encontrado.')).toBeInTheDocument();
  });
});

describe('Validar Voucher: the vouchers list on a phone', () => {
  onScreenWidth(390);

  it('keeps the code, customer, points, status and Validar; the actions stay pinned at the right edge', async () => {
    const server = serveVouchers();
    server.list = [voucherRow()];
    renderScreen(<ValidarVoucherTab />, '/admin/acoes?tab=validar-voucher');
    const list = await table();
    await within(list).findByText('Joana Prado');
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Código', 'Cliente', 'Pontos', 'Status', 'Ações']);
    const validar = within(list).getByRole('button', { name: 'Validar AB12CD34EF' });
    expect(validar.closest('td')).toHaveClass('ant-table-cell-fix-end');
  });
});
