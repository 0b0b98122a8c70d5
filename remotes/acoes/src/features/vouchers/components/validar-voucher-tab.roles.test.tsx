import type { StoredUser } from '@fidelidade/contract';
import { adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { screen } from '@testing-library/react';
import AcoesScreen from '../../../app';
import { dealershipUser, partnerUser, renderScreen, signInAs } from '../../../test/render-screen';

// The tab is for ADMIN and for the DEALERSHIP/PARCEIRO accounts marked account_for_qr_code_burn
// (capability acoes.tab.validar-voucher); an unflagged account asking for it gets the default tab.

jest.setTimeout(30_000);

const emptyPage = { count: 0, next: null, previous: null, total_pages: 0, results: [] };

it.each<[string, StoredUser, boolean]>([
  ['ADMIN', adminUser, true],
  ['flagged DEALERSHIP', { ...dealershipUser, account_for_qr_code_burn: true }, true],
  ['flagged PARCEIRO', { ...partnerUser, account_for_qr_code_burn: true }, true],
  ['unflagged DEALERSHIP', { ...dealershipUser, account_for_qr_code_burn: false }, false],
  ['PARCEIRO without the flag', partnerUser, false],
])('%s: tab shown = %s', async (_name, user, shown) => {
  signInAs(user);
  fakeFetch((_request, seen) =>
    seen.path === 'loyalty/admin/offers/available-partners/'
      ? jsonResponse(200, { partner_locations: [], dealerships: [] })
      : jsonResponse(200, emptyPage),
  );
  const { currentUrl } = renderScreen(<AcoesScreen />, '/admin/acoes?tab=validar-voucher');
  await screen.findByText('Ações');
  expect(screen.queryByRole('tab', { name: 'Validar Voucher' }) !== null).toBe(shown);
  if (shown) expect(await screen.findByLabelText('Código do voucher')).toBeInTheDocument();
  else {
    await screen.findByText('Criar Nova Promoção');
    expect(currentUrl()).toBe('/admin/acoes?tab=criar-promocao');
  }
});
