import '@testing-library/jest-dom';
import { configureHttp, sessionStore } from '@fidelidade/session';
import { API, adminUser } from '@fidelidade/session/test-helpers';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../../app/app';
import { appRoutes } from '../../../app/router';
import { narrowScreenQuery } from '../hooks/use-narrow-screen';

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

const originalMatchMedia = window.matchMedia;

/** A viewport `width` px wide: only the phone query is answered, the way a browser would. */
function viewport(width: number) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: query === narrowScreenQuery && width < 768,
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: () => false,
  }));
}

function renderShell(path: string) {
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(<App router={router} manifestUrl="http://localhost/remotes/manifest.json" manifest={manifest} />);
  return router;
}

const mainMenu = () => screen.queryByRole('navigation', { name: 'Menu principal' });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  sessionStore.getState().clearSession();
  configureHttp({ baseUrl: API, onSessionExpired: jest.fn() });
  jest.mocked(loadRemote).mockImplementation((async (id: string) => ({
    default: () => <p>Tela remota {id}</p>,
  })) as unknown as typeof loadRemote);
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('side menu on a phone (below 768 px)', () => {
  it('hides the menu behind "Abrir menu"; choosing a link navigates, closes the drawer and refocuses the button', async () => {
    viewport(390);
    const router = renderShell('/admin/dashboard');
    await screen.findByText('Tela remota dashboard/App');
    expect(mainMenu()).not.toBeInTheDocument();

    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Abrir menu' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Menu de navegação' });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const links = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Fidelidade',
      'Dashboard',
      'Ações',
      'Tabelas',
      'Configurações',
      'Feedback',
      'Relatórios',
      'Operações',
    ]);

    await user.click(within(drawer).getByRole('link', { name: /Tabelas/ }));
    expect(await screen.findByText('Tela remota tables/App')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/tables');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('Escape closes the drawer and gives focus back to the button', async () => {
    viewport(390);
    renderShell('/admin/reports');
    await screen.findByText('Tela remota feedback_reports/Reports');
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Abrir menu' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Menu de navegação' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('on a wide screen the menu stays fixed at the side, with no menu button', async () => {
    viewport(1280);
    renderShell('/admin/dashboard');
    await screen.findByText('Tela remota dashboard/App');
    expect(mainMenu()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
  });
});
