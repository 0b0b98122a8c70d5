import { type Capability, can, scopeOf } from '@fidelidade/contract/capabilities';
import { configureHttp, type StoredUser, sessionStore } from '@fidelidade/session';
import { fakeFetch, jsonResponse, roleUsers } from '@fidelidade/session/test-helpers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AcoesScreen from './app';
import { renderScreen, signInAs } from './test/render-screen';

// Every gated element of /admin/acoes × every kind of user, against the capability table: the tabs
// (acoes.tab.*), the offer form's location lock (offers.target.*: which kind of place the user may
// choose) and the ADMIN warnings (offers.target.any, notifications.audience.all). The API parity
// test (infra/api/src/security/capability-parity.test.ts) checks the server against the same table.

jest.setTimeout(120_000);

const TABS: ReadonlyArray<readonly [string, Capability]> = [
  ['Criar Promoção', 'acoes.tab.criar-promocao'],
  ['Criar Usuário', 'acoes.tab.criar-usuario'],
  ['Enviar Notificação', 'acoes.tab.enviar-notificacao'],
  ['Histórico de Notificações', 'acoes.tab.historico-notificacoes'],
  ['Públicos', 'acoes.tab.publicos'],
  ['Campanhas', 'acoes.tab.campanhas'],
  ['Validar Voucher', 'acoes.tab.validar-voucher'],
];

/** The API's available-partners, scoped as the server scopes it. */
function serveAs(user: StoredUser | null) {
  fakeFetch((_request, seen) => {
    if (!user) return jsonResponse(401, { detail: 'As credenciais de autenticação não foram fornecidas.' });
    if (seen.path === 'loyalty/admin/offers/available-partners/') {
      const { kind } = scopeOf(user);
      const store = { id: 21, name: 'Posto Bom Sul', location: null };
      const dealership = { id: 7, name: 'Concessionária Centro', location: null };
      return jsonResponse(200, {
        partner_locations: kind === 'dealership' ? [] : [store],
        dealerships: kind === 'partner' ? [] : [dealership],
      });
    }
    return jsonResponse(200, { count: 0, next: null, previous: null, total_pages: 0, results: [] });
  });
}

/** Whether the user may place the offer at that kind of place: the radio is free, or locked on it. */
function mayChoose(kind: 'Concessionária' | 'Parceiro'): boolean {
  const radio = screen.queryByRole('radio', { name: kind });
  return radio !== null && (!radio.hasAttribute('disabled') || (radio as HTMLInputElement).checked);
}

function freeChoice(): boolean {
  return screen.queryAllByRole('radio').some((radio) => !radio.hasAttribute('disabled'));
}

describe('Ações tabs, location lock and warnings follow the capability table', () => {
  it.each(roleUsers)('%s', async (_name, user: StoredUser | null) => {
    if (user) signInAs(user);
    else {
      sessionStore.getState().clearSession();
      configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
    }
    serveAs(user);
    renderScreen(<AcoesScreen />, '/admin/acoes?tab=criar-promocao');
    await screen.findByText('Ações');
    const tabs = screen.queryAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(TABS.filter(([, capability]) => can(user, capability)).map(([label]) => label));

    if (can(user, 'acoes.tab.criar-promocao')) {
      await screen.findByText('Criar Nova Promoção');
      // The lock settles once the places have loaded.
      await waitFor(() => expect(screen.getByRole('radio', { name: 'Parceiro' })).toBeInTheDocument());
      await waitFor(() => expect(mayChoose('Concessionária')).toBe(can(user, 'offers.target.dealership')));
    }
    expect(mayChoose('Concessionária')).toBe(can(user, 'offers.target.dealership'));
    expect(mayChoose('Parceiro')).toBe(can(user, 'offers.target.partner-store'));
    expect(freeChoice()).toBe(can(user, 'offers.target.any'));
    expect(screen.queryByText(/promoções criadas .* TODOS OS USUÁRIOS/) !== null).toBe(
      can(user, 'offers.target.any'),
    );

    if (can(user, 'acoes.tab.enviar-notificacao')) {
      await userEvent.setup({ delay: null }).click(screen.getByRole('tab', { name: 'Enviar Notificação' }));
      await screen.findByText('Enviar Notificação', { selector: 'h3' });
    }
    expect(screen.queryByText(/notifica TODOS OS USUÁRIOS/) !== null).toBe(
      can(user, 'notifications.audience.all'),
    );
  });
});
