import type { StoredUser } from '@fidelidade/contract';
import { onScreenWidth } from '@fidelidade/session/test-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealershipUser, renderScreen, signInAs } from '../../../test/render-screen';
import { serveVouchers, voucherRow } from '../../../test/voucher-server';
import { ValidarVoucherTab } from './validar-voucher-tab';

jest.setTimeout(30_000);

const flaggedDealer: StoredUser = { ...dealershipUser, account_for_qr_code_burn: true };
const entry = '/admin/acoes?tab=validar-voucher';
const listCalls = (server: ReturnType<typeof serveVouchers>) =>
  server.urls.filter((url) => url.pathname === '/api/v1/loyalty/vouchers/');
const header = (name: string) =>
  screen.getAllByRole('columnheader').find((th) => th.textContent === name) as HTMLElement;
const clickHeader = (name: string) => userEvent.click(within(header(name)).getByText(name));

beforeEach(() => signInAs(flaggedDealer));

describe('Validar Voucher: sorting the vouchers list', () => {
  // A desktop screen: every column shows (a phone leaves the dates and the offer out).
  onScreenWidth(1440);

  it('a header click sorts through the API, next to tab, filters and codigo; the page resets', async () => {
    const server = serveVouchers();
    server.list = [voucherRow()];
    const { currentUrl } = renderScreen(<ValidarVoucherTab />, `${entry}&status=pendente&page=2`);
    await screen.findByRole('table');
    await screen.findByText('Joana Prado');

    await clickHeader('Pontos');
    await waitFor(() => expect(listCalls(server).at(-1)?.searchParams.get('ordering')).toBe('points_spent'));
    expect(currentUrl()).toBe(`${entry}&status=pendente&ordering=points_spent`);
    expect(listCalls(server).at(-1)?.searchParams.get('page')).toBe('1');
    expect(listCalls(server).at(-1)?.searchParams.get('status')).toBe('pendente');

    await clickHeader('Pontos');
    await waitFor(() => expect(listCalls(server).at(-1)?.searchParams.get('ordering')).toBe('-points_spent'));
    expect(header('Pontos')).toHaveAttribute('aria-sort', 'descending');
  });

  it('the columns the API can sort offer a sorter; who burned it and the actions do not', async () => {
    const server = serveVouchers();
    server.list = [voucherRow()];
    renderScreen(<ValidarVoucherTab />, entry);
    await screen.findByText('Joana Prado');
    const headers = screen.getAllByRole('columnheader');
    const sortable = headers.filter((th) => th.classList.contains('ant-table-column-has-sorters'));
    expect(sortable.map((th) => th.textContent)).toEqual([
      'Código',
      'Cliente',
      'Oferta',
      'Pontos',
      'Status',
      'Resgatado em',
      'Utilizado em',
    ]);
  });

  it('a reload with ordering in the URL requests it and shows the sorted header', async () => {
    const server = serveVouchers();
    server.list = [voucherRow()];
    renderScreen(<ValidarVoucherTab />, `${entry}&ordering=-used_at`);
    await screen.findByText('Joana Prado');
    expect(listCalls(server)[0]?.searchParams.get('ordering')).toBe('-used_at');
    expect(header('Utilizado em')).toHaveAttribute('aria-sort', 'descending');
  });
});
