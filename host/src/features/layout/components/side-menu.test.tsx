import '@testing-library/jest-dom';
import { configureHttp, type StoredUser, sessionStore } from '@fidelidade/session';
import {
  API,
  adminUser,
  dealerUser,
  fakeFetch,
  jsonResponse,
  partnerUser,
} from '@fidelidade/session/test-helpers';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../../app/app';
import { appRoutes } from '../../../app/router';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const manifest: ComponentProps<typeof App>['manifest'] = {
  remotes: Object.fromEntries(
    ['dashboard', 'acoes', 'tables', 'settings', 'feedback_reports'].map((name) => [
      name,
      { version: '1.0.0', entry: `http://localhost/remotes/${name}/1.0.0/mf-manifest.json`, fallbacks: [] },
    ]),
  ),
};

function renderShell(path: string, user: StoredUser) {
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(<App router={router} manifestUrl="http://localhost/remotes/manifest.json" manifest={manifest} />);
  return router;
}

function menuLinks() {
  return within(screen.getByRole('navigation', { name: 'Menu principal' })).getAllByRole('link');
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  sessionStore.getState().clearSession();
  configureHttp({ baseUrl: API, onSessionExpired: jest.fn() });
  jest.mocked(loadRemote).mockImplementation((async (id: string) => ({
    default: () => <p>Tela remota {id}</p>,
  })) as unknown as typeof loadRemote);
});

describe('side menu (docs/product.md §2.3, docs/architecture.md §6)', () => {
  it('shows an ADMIN the seven links in order, each to its route', async () => {
    renderShell('/admin/dashboard', adminUser);
    await screen.findByText('Tela remota dashboard/App');
    const links = menuLinks();
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Ações',
      'Tabelas',
      'Configurações',
      'Feedback',
      'Relatórios',
      'Operações',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard',
      '/admin/acoes',
      '/admin/tables',
      '/admin/settings',
      '/admin/feedback',
      '/admin/reports',
      '/admin/operacoes',
    ]);
  });

  it('treats a superuser as ADMIN', async () => {
    renderShell('/admin/dashboard', { ...dealerUser, is_superuser: true });
    await screen.findByText('Tela remota dashboard/App');
    expect(menuLinks()).toHaveLength(7);
  });

  it.each([
    ['DEALERSHIP', dealerUser],
    ['PARCEIRO', partnerUser],
  ])('hides Configurações and Feedback from a %s', async (_role, user) => {
    renderShell('/admin/dashboard', user);
    await screen.findByText('Tela remota dashboard/App');
    expect(menuLinks().map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Ações',
      'Tabelas',
      'Relatórios',
    ]);
  });

  it('marks only the current screen’s link active, and follows navigation', async () => {
    const router = renderShell('/admin/tables', adminUser);
    await screen.findByText('Tela remota tables/App');
    const active = () => menuLinks().filter((link) => link.classList.contains('active'));
    expect(active().map((link) => link.textContent)).toEqual(['Tabelas']);

    await userEvent.setup().click(screen.getByRole('link', { name: /Relatórios/ }));
    expect(await screen.findByText('Tela remota feedback_reports/Reports')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/reports');
    expect(active().map((link) => link.textContent)).toEqual(['Relatórios']);
    expect(screen.getByRole('link', { name: /Tabelas/ })).not.toHaveClass('active');
  });

  it('the logo links to /', async () => {
    renderShell('/admin/dashboard', adminUser);
    await screen.findByText('Tela remota dashboard/App');
    expect(screen.getByRole('link', { name: 'Fidelidade — página inicial' })).toHaveAttribute('href', '/');
  });

  it("a DEALERSHIP opening /admin/settings by URL sees 'Acesso negado' inside the shell", async () => {
    renderShell('/admin/settings', dealerUser);
    expect(await screen.findByText('Acesso negado')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(menuLinks()).toHaveLength(4);
    expect(menuLinks().filter((link) => link.classList.contains('active'))).toHaveLength(0);
  });

  it('shows an ADMIN how many requests wait for approval on Configurações', async () => {
    const seen = fakeFetch((_request, entry) =>
      entry.path === 'approvals/' ? jsonResponse(200, { count: 3, results: [] }) : jsonResponse(404, {}),
    );
    renderShell('/admin/dashboard', adminUser);
    const settings = await screen.findByRole('link', { name: /Configurações/ });
    expect(await within(settings).findByLabelText('3 aguardando aprovação')).toBeInTheDocument();
    expect(seen.filter((entry) => entry.path === 'approvals/')).toHaveLength(1);
  });

  it('asks nothing about approvals for a DEALERSHIP', async () => {
    const seen = fakeFetch(() => jsonResponse(404, {}));
    renderShell('/admin/dashboard', dealerUser);
    await screen.findByText('Tela remota dashboard/App');
    expect(seen.filter((entry) => entry.path === 'approvals/')).toHaveLength(0);
  });
});
