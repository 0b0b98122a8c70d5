import '@testing-library/jest-dom';
import { configureHttp, sessionStore } from '@fidelidade/session';
import { API, adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../../app/app';
import { appRoutes } from '../../../app/router';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const manifest = {
  remotes: {
    dashboard: { version: '1.0.0', entry: 'http://localhost/remotes/dashboard/1.0.0/mf.json', fallbacks: [] },
  },
};

function renderLogin() {
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/auth/login'] });
  render(<App router={router} manifestUrl="http://localhost/remotes/manifest.json" manifest={manifest} />);
  return router;
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  sessionStore.getState().clearSession();
  configureHttp({ baseUrl: API, onSessionExpired: jest.fn() });
  jest.mocked(loadRemote).mockImplementation((async () => ({
    default: () => <p>Conteúdo do dashboard</p>,
  })) as unknown as typeof loadRemote);
});

describe('login screen (docs/product.md §2.4, §8)', () => {
  it('shows the title, the two fields and the Entrar button', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Sistema de Fidelidade' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('does not call the server when the fields are empty', async () => {
    const seen = fakeFetch(() => jsonResponse(500));
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe seu email')).toBeInTheDocument();
    expect(screen.getByText('Informe sua senha')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it("a 401 shows the server's detail", async () => {
    const seen = fakeFetch(() => jsonResponse(401, { detail: 'Email ou senha inválidos.' }));
    const router = renderLogin();
    await submit('ana@example.com', 'errada');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email ou senha inválidos.');
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'users/auth/admin-login/',
        body: JSON.stringify({ email: 'ana@example.com', password: 'errada' }),
      }),
    ]);
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("a 500 without a body shows 'Erro no login'", async () => {
    fakeFetch(() => jsonResponse(500));
    renderLogin();
    await submit('ana@example.com', 'segredo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro no login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("a 200 without an access token shows 'Resposta inválida do servidor'", async () => {
    fakeFetch(() => jsonResponse(200, { refresh: 'ref', user: adminUser }));
    const router = renderLogin();
    await submit('ana@example.com', 'segredo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Resposta inválida do servidor');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a success stores token, refresh_token and userData and opens /admin/dashboard', async () => {
    fakeFetch(() => jsonResponse(200, { access: 'acc', refresh: 'ref', user: adminUser }));
    const router = renderLogin();
    await submit('ana@example.com', 'segredo');
    expect(await screen.findByText('Conteúdo do dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(localStorage.getItem('token')).toBe('acc');
    expect(localStorage.getItem('refresh_token')).toBe('ref');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(adminUser);
    expect(screen.getByText('Ana Admin')).toBeInTheDocument();
  });
});
