import '@testing-library/jest-dom';
import { configureHttp, sessionStore } from '@fidelidade/session';
import { API, adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../../app/app';
import { appRoutes } from '../../../app/router';
import { clearSessionExpired, expiredMessage, markSessionExpired } from '../lib/login-redirect';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const entry = (name: string) => ({
  version: '1.0.0',
  entry: `http://localhost/remotes/${name}/1.0.0/mf.json`,
  fallbacks: [],
});
const manifest = { remotes: { dashboard: entry('dashboard'), tables: entry('tables') } };

function renderAt(url: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(<App router={router} manifestUrl="http://localhost/remotes/manifest.json" manifest={manifest} />);
  return router;
}

const at = (router: ReturnType<typeof renderAt>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

async function signInThroughForm() {
  fakeFetch(() => jsonResponse(200, { access: 'acc', refresh: 'ref', user: adminUser }));
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  clearSessionExpired();
  sessionStore.getState().clearSession();
  configureHttp({ baseUrl: API, onSessionExpired: jest.fn() });
  jest.mocked(loadRemote).mockImplementation((async (id: string) => ({
    default: () => <p>{`Tela ${id}`}</p>,
  })) as unknown as typeof loadRemote);
});

describe('signing in returns to the screen that was open (docs/product.md §2.1, §4)', () => {
  it('a screen opened without a session goes to the sign-in with ?next= and back to it after', async () => {
    const router = renderAt('/admin/tables?tab=offers');
    await waitFor(() => expect(at(router)).toBe('/auth/login?next=%2Fadmin%2Ftables%3Ftab%3Doffers'));
    expect(screen.queryByText(expiredMessage)).not.toBeInTheDocument();
    await signInThroughForm();
    await waitFor(() => expect(at(router)).toBe('/admin/tables?tab=offers'));
  });

  it('an expired session says so on the sign-in page and returns to the same screen', async () => {
    sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
    const router = renderAt('/admin/tables?tab=offers');
    expect(await screen.findByText(/^Tela tables/)).toBeInTheDocument();
    // What the host's expiry handler does when the refresh fails (bootstrap.tsx).
    act(() => {
      markSessionExpired();
      sessionStore.getState().clearSession();
    });
    expect(await screen.findByText(expiredMessage)).toBeInTheDocument();
    expect(at(router)).toBe('/auth/login?motivo=sessao-expirada&next=%2Fadmin%2Ftables%3Ftab%3Doffers');
    await signInThroughForm();
    await waitFor(() => expect(at(router)).toBe('/admin/tables?tab=offers'));
    expect(screen.queryByText(expiredMessage)).not.toBeInTheDocument();
  });

  it.each(['//evil.example/admin', 'https://evil.example', '/\\evil.example', '/auth/login'])(
    'a ?next= outside the app (%s) is ignored: the dashboard opens',
    async (next) => {
      const router = renderAt(`/auth/login?next=${encodeURIComponent(next)}`);
      await signInThroughForm();
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    },
  );

  it('a user already signed in goes straight to ?next=', async () => {
    sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
    const router = renderAt('/auth/login?next=%2Fadmin%2Ftables%3Ftab%3Dpoints');
    await waitFor(() => expect(at(router)).toBe('/admin/tables?tab=points'));
  });
});
