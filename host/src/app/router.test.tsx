import '@testing-library/jest-dom';
import { configureHttp, type StoredUser, sessionStore } from '@fidelidade/session';
import { API, adminUser } from '@fidelidade/session/test-helpers';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { RemoteManifest } from '../features/remotes/remote-manifest';
import { App } from './app';
import { appRoutes } from './router';

// The Module Federation runtime is the network boundary for remotes: every remote "loads" and renders its id.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const manifestUrl = 'http://localhost/remotes/manifest.json';
const manifest: RemoteManifest = {
  remotes: Object.fromEntries(
    ['dashboard', 'acoes', 'tables', 'settings', 'feedback_reports'].map((name) => [
      name,
      { version: '1.0.0', entry: `http://localhost/remotes/${name}/1.0.0/mf-manifest.json`, fallbacks: [] },
    ]),
  ),
};

const dealer: StoredUser = {
  ...adminUser,
  id: 2,
  full_name: 'Davi Dealer',
  email: 'davi@example.com',
  user_type: 'DEALERSHIP',
  dealership_name: 'Concessionária Centro',
  dealership_associated: 7,
};

function renderShell(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(<App router={router} manifestUrl={manifestUrl} manifest={manifest} />);
  return router;
}

function signIn(user: StoredUser) {
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
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

describe('route table (docs/product.md §2.1)', () => {
  it.each(['/', '/qualquer/coisa', '/admin', '/admin/inexistente'])(
    'with a session, %s redirects to /admin/dashboard',
    async (path) => {
      signIn(adminUser);
      const router = renderShell(path);
      expect(await screen.findByText('Tela remota dashboard/App')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/dashboard');
    },
  );

  it.each(['/', '/admin', '/admin/inexistente'])(
    'the counter clerk (ATENDENTE), which has no dashboard, starts at %s on its counter in Ações',
    async (path) => {
      signIn({ ...adminUser, id: 6, user_type: 'ATENDENTE', partner_location: 21 });
      const router = renderShell(path);
      expect(await screen.findByText('Tela remota acoes/App')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/acoes');
    },
  );

  it('/auth redirects to /auth/login', async () => {
    const router = renderShell('/auth');
    expect(await screen.findByText('Sistema de Fidelidade', { selector: 'h2' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it.each(['/', '/admin/dashboard', '/admin/settings', '/admin/reports', '/nada'])(
    'without a session, %s ends on /auth/login',
    async (path) => {
      const router = renderShell(path);
      expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth/login');
      expect(loadRemote).not.toHaveBeenCalled();
    },
  );

  it('a token without userData is not a session', async () => {
    localStorage.setItem('token', 'acc');
    sessionStore.setState({ token: 'acc', user: null });
    const router = renderShell('/admin/dashboard');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('with a stored token and userData, /auth/login goes to /admin/dashboard', async () => {
    signIn(adminUser);
    expect(localStorage.getItem('token')).toBe('acc');
    expect(localStorage.getItem('userData')).not.toBeNull();
    const router = renderShell('/auth/login');
    expect(await screen.findByText('Tela remota dashboard/App')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it.each([
    ['/admin/acoes', 'acoes/App'],
    ['/admin/tables', 'tables/App'],
    ['/admin/settings', 'settings/App'],
    ['/admin/feedback', 'feedback_reports/Feedback'],
    ['/admin/reports', 'feedback_reports/Reports'],
    ['/admin/clientes/42', 'tables/Customer'],
  ])('%s renders the remote module %s for an ADMIN', async (path, id) => {
    signIn(adminUser);
    const router = renderShell(path);
    expect(await screen.findByText(`Tela remota ${id}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('the customer page opens for a DEALERSHIP too and is never a menu entry', async () => {
    signIn(dealer);
    const router = renderShell('/admin/clientes/7');
    expect(await screen.findByText('Tela remota tables/Customer')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/clientes/7');
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).queryByText('Cliente')).not.toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).not.toContain('/admin/clientes/:id');
  });

  it.each(['/admin/settings', '/admin/feedback'])(
    'a DEALERSHIP opening %s directly sees "Acesso negado" and the remote is never loaded',
    async (path) => {
      signIn(dealer);
      renderShell(path);
      expect(await screen.findByText('Acesso negado')).toBeInTheDocument();
      expect(loadRemote).not.toHaveBeenCalled();
      // The shell is still there.
      expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    },
  );
});
