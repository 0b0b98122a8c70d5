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
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../../app/app';
import { appRoutes } from '../../../app/router';
import { useThemeStore } from '../../../lib/theme/theme-store';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const manifest = {
  remotes: {
    dashboard: { version: '1.0.0', entry: 'http://localhost/remotes/dashboard/1.0.0/mf.json', fallbacks: [] },
  },
};

// A lower-case first name: the avatar's initial is upper-cased.
const dealer: StoredUser = { ...dealerUser, full_name: 'davi Dealer' };
const partner = partnerUser;

async function renderShell(user: StoredUser) {
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/admin/dashboard'] });
  render(<App router={router} manifestUrl="http://localhost/remotes/manifest.json" manifest={manifest} />);
  await screen.findByText('Conteúdo do dashboard');
  return router;
}

const trigger = () => screen.getByRole('button', { name: /Menu do usuário$/ });

async function choose(label: string) {
  const user = userEvent.setup();
  await user.click(trigger());
  await user.click(await screen.findByRole('menuitem', { name: new RegExp(label) }));
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  sessionStore.getState().clearSession();
  useThemeStore.setState({ mode: 'light' });
  configureHttp({ baseUrl: API, onSessionExpired: jest.fn() });
  jest.mocked(loadRemote).mockImplementation((async () => ({
    default: () => <p>Conteúdo do dashboard</p>,
  })) as unknown as typeof loadRemote);
});

describe('user menu (docs/product.md §2.3, §6)', () => {
  it.each<[string, StoredUser, string, string]>([
    ['ADMIN', adminUser, 'A', 'Administrador do Sistema'],
    ['superuser', { ...dealer, is_superuser: true }, 'D', 'Administrador do Sistema'],
    ['DEALERSHIP', dealer, 'D', 'Concessionária Centro'],
    ['PARCEIRO', partner, 'P', 'Posto Bom'],
    ['DEALERSHIP without a name', { ...dealer, dealership_name: null }, 'D', 'DEALERSHIP'],
  ])('%s: letter avatar, full name and role label', async (_case, user, letter, label) => {
    await renderShell(user);
    const button = trigger();
    expect(button.querySelector('.ant-avatar')).toHaveTextContent(new RegExp(`^${letter}$`));
    expect(within(button).getByText(user.full_name)).toBeInTheDocument();
    expect(within(button).getByText(label)).toBeInTheDocument();
    // WCAG 2.5.3: the name holds what the button shows, then says what it opens.
    expect(button).toHaveAccessibleName(`${letter} ${user.full_name} ${label} Menu do usuário`);
  });

  it('lists Meu Perfil, Tema Escuro and Sair', async () => {
    await renderShell(adminUser);
    await userEvent.setup().click(trigger());
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Meu Perfil', 'Tema Escuro', 'Sair']);
  });

  it("'Tema Escuro' switches to dark, persists theme=dark, and the entry becomes 'Tema Claro'", async () => {
    await renderShell(adminUser);
    expect(document.querySelector('.app-root')).toHaveClass('theme-light');

    await choose('Tema Escuro');
    expect(useThemeStore.getState().mode).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.querySelector('.app-root')).toHaveClass('theme-dark');
    await userEvent.setup().click(trigger());
    expect(await screen.findByRole('menuitem', { name: /Tema Claro/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Tema Escuro/ })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('menuitem', { name: /Tema Claro/ }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.querySelector('.app-root')).toHaveClass('theme-light');
  });

  it("'Sair' revokes the refresh token, clears token, refresh_token and userData, and opens /auth/login", async () => {
    const seen = fakeFetch(() => jsonResponse(200, {}));
    const router = await renderShell(adminUser);
    localStorage.setItem('theme', 'dark');

    await choose('Sair');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    // Besides the side menu's count of pending approvals (an ADMIN's), the one call is the logout.
    expect(seen.filter((entry) => entry.path !== 'approvals/')).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'auth/logout/',
        body: JSON.stringify({ refresh: 'ref' }),
      }),
    ]);
  });

  it("'Sair' still signs out locally when the server is unreachable", async () => {
    fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const router = await renderShell(dealer);
    await choose('Sair');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStore.getState().user).toBeNull();
  });

  it("'Meu Perfil' opens /admin/perfil (docs/product.md §2.16)", async () => {
    fakeFetch(() => jsonResponse(200, { sessions: [] }));
    const router = await renderShell(dealer);
    await choose('Meu Perfil');
    expect(router.state.location.pathname).toBe('/admin/perfil');
    // A chunk of its own (lazy): its first load in jest compiles the screen.
    expect(
      await screen.findByRole('heading', { name: 'Meu Perfil' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });

  it('a pending new password leads every screen to Meu Perfil', async () => {
    fakeFetch(() => jsonResponse(200, { sessions: [] }));
    sessionStore.getState().setSession({
      token: 'acc',
      refreshToken: 'ref',
      user: { ...dealer, password_change_required: true },
    });
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/admin/dashboard'] });
    render(<App router={router} manifestUrl="http://localhost/remotes/manifest.json" manifest={manifest} />);
    expect(
      await screen.findByText('Defina uma nova senha para continuar', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/perfil');
  });
});
