import { can } from '@fidelidade/contract/capabilities';
import { sessionStore } from '@fidelidade/session';
import { roleUsers } from '@fidelidade/session/test-helpers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsScreen from './app';
import { fakeApi, jsonResponse, page } from './test/fake-api';
import { renderWithProviders, signInForTests } from './test/render';

beforeEach(() => {
  signInForTests();
  fakeApi({
    'GET partnerships/locations/': () => jsonResponse(200, page([])),
    'GET partnerships/partners/': () => jsonResponse(200, []),
  });
});

it('shows the ten tabs and opens Localizações by default (also for an unknown tab)', async () => {
  renderWithProviders(<SettingsScreen />, { url: '/admin/settings?tab=nada' });
  expect(screen.getByRole('heading', { name: 'Configurações', level: 2 })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Localizações',
    'Parceiros',
    'Concessionárias',
    'Lojas de Parceiros',
    'Regras de Pontuação',
    'Programa',
    'Sincronização de Dados',
    'Usuários',
    'Aprovações',
    'Importação',
    'Auditoria',
  ]);
  expect(screen.getByRole('tab', { name: 'Localizações' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Nenhuma localização cadastrada')).toBeInTheDocument();
});

it('switching tabs replaces the URL with ?tab={id}', async () => {
  renderWithProviders(<SettingsScreen />, { url: '/admin/settings?tab=locations&state=SP' });
  await userEvent.click(screen.getByRole('tab', { name: 'Parceiros' }));
  expect(screen.getByTestId('current-url')).toHaveTextContent('/admin/settings?tab=partners');
  expect(await screen.findByText('Nenhum parceiro cadastrado')).toBeInTheDocument();
});

it("'Programa' is a tab exactly for who may manage the programme (programme.manage)", () => {
  for (const [name, user] of roleUsers) {
    if (user) sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
    else sessionStore.getState().clearSession();
    const view = renderWithProviders(<SettingsScreen />, { url: '/admin/settings?tab=locations' });
    const shown = screen.queryByRole('tab', { name: 'Programa' }) !== null;
    expect([name, shown]).toEqual([name, can(user, 'programme.manage')]);
    view.unmount();
  }
});
