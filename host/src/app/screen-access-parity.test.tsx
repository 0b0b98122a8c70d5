import '@testing-library/jest-dom';
import { type Capability, can } from '@fidelidade/contract/capabilities';
import { configureHttp, type StoredUser, sessionStore } from '@fidelidade/session';
import { API, fakeFetch, jsonResponse, roleUsers } from '@fidelidade/session/test-helpers';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { RemoteManifest } from '../features/remotes/remote-manifest';
import { releasesOverview } from '../test/release-fixtures';
import { App } from './app';
import { appRoutes } from './router';

// Every menu screen × every kind of user: the side menu shows a link, and a direct URL opens the
// screen, exactly when the capability table says `can(user, 'screen.<path>')`. The API parity test
// checks the server against the same table (infra/api/src/security/capability-parity.test.ts).

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const manifest: RemoteManifest = {
  remotes: Object.fromEntries(
    ['dashboard', 'acoes', 'tables', 'settings', 'feedback_reports'].map((name) => [
      name,
      { version: '1.0.0', entry: `http://localhost/remotes/${name}/1.0.0/mf-manifest.json`, fallbacks: [] },
    ]),
  ),
};

/** What proves a screen opened: the remote module's text, or the host screen's heading. */
const remoteModule = (module: string) => () => screen.findByText(`Tela remota ${module}`);
const operationsConsole = () => screen.findByRole('heading', { level: 2, name: 'Operações' });

/** Menu label, URL, what it renders, and its capability. */
const SCREENS: ReadonlyArray<readonly [string, string, () => Promise<HTMLElement>, Capability]> = [
  ['Dashboard', '/admin/dashboard', remoteModule('dashboard/App'), 'screen.dashboard'],
  ['Ações', '/admin/acoes', remoteModule('acoes/App'), 'screen.acoes'],
  ['Tabelas', '/admin/tables', remoteModule('tables/App'), 'screen.tables'],
  ['Configurações', '/admin/settings', remoteModule('settings/App'), 'screen.settings'],
  ['Feedback', '/admin/feedback', remoteModule('feedback_reports/Feedback'), 'screen.feedback'],
  ['Relatórios', '/admin/reports', remoteModule('feedback_reports/Reports'), 'screen.reports'],
  // The host's own screen (not a remote): the release console.
  ['Operações', '/admin/operacoes', operationsConsole, 'screen.operacoes'],
];

function menuLabels(): string[] {
  const nav = screen.queryByRole('navigation', { name: 'Menu principal' });
  return nav
    ? within(nav)
        .queryAllByRole('link')
        .map((link) => link.textContent ?? '')
    : [];
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  sessionStore.getState().clearSession();
  configureHttp({ baseUrl: API, onSessionExpired: jest.fn() });
  fakeFetch((request) =>
    new URL(request.url).pathname === '/api/v1/ops/releases/'
      ? jsonResponse(200, releasesOverview)
      : jsonResponse(404),
  );
  jest.mocked(loadRemote).mockImplementation((async (id: string) => ({
    default: () => <p>Tela remota {id}</p>,
  })) as unknown as typeof loadRemote);
});

describe('side menu and router guard follow the capability table', () => {
  it.each(roleUsers)(
    '%s',
    async (_name, user: StoredUser | null) => {
      if (user) sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
      const router = createMemoryRouter(appRoutes, { initialEntries: ['/admin/dashboard'] });
      render(
        <App router={router} manifestUrl="http://localhost/remotes/manifest.json" manifest={manifest} />,
      );
      for (const [label, path, opened, capability] of SCREENS) {
        await act(() => router.navigate(path));
        if (can(user, capability)) {
          expect(await opened()).toBeInTheDocument();
          expect(router.state.location.pathname).toBe(path);
        } else if (user) {
          expect(await screen.findByText('Acesso negado')).toBeInTheDocument();
          expect(screen.queryByText(/^Tela remota/)).not.toBeInTheDocument();
          expect(screen.queryByRole('heading', { name: 'Operações' })).not.toBeInTheDocument();
        } else {
          expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
          expect(router.state.location.pathname).toBe('/auth/login');
        }
        expect(menuLabels().includes(label)).toBe(can(user, capability));
      }
      expect(menuLabels()).toEqual(SCREENS.filter((s) => can(user, s[3])).map((s) => s[0]));
      // Seven screens opened in turn per role, each found by its accessible name (jsdom computes those
      // slowly): 8–18 s on an idle machine, so the default 30 s is too close on a busy one.
    },
    90_000,
  );
});
