import { type Capability, can } from '@fidelidade/contract/capabilities';
import { configureHttp, sessionStore } from '@fidelidade/session';
import { jsonResponse, roleUsers } from '@fidelidade/session/test-helpers';
import { screen } from '@testing-library/react';
import TablesScreen from './app';
import { pageOf, renderAt, serveApi } from './test/render';

// Every tab of /admin/tables × every kind of user, against the capability table (tables.tab.*):
// the counter clerk (ATENDENTE) sees only 'Usuários', its customers. The API parity test
// (infra/api/src/security/capability-parity.test.ts) checks the server against the same table.

const TABS: ReadonlyArray<readonly [string, Capability]> = [
  ['Usuários', 'tables.tab.points'],
  ['Atividades Recentes', 'tables.tab.activities'],
  ['Últimos Resgates', 'tables.tab.redemptions'],
  ['Lista de Ofertas', 'tables.tab.offers'],
];

it.each(roleUsers)('%s: a tab shows exactly when can() says so', async (_name, user) => {
  localStorage.clear();
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
  if (user) sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
  else sessionStore.getState().clearSession();
  serveApi(() => jsonResponse(200, pageOf([])));
  renderAt('/admin/tables?tab=offers', <TablesScreen />);
  const expected = TABS.filter(([, capability]) => can(user, capability)).map(([label]) => label);
  const shown = screen.queryAllByRole('tab').map((tab) => tab.textContent);
  expect(shown).toEqual(expected);
  if (expected.length === 0) expect(await screen.findByText('Nenhuma aba configurada')).toBeInTheDocument();
});
