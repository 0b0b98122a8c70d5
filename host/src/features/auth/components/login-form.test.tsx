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

// The code step renders a second form after an answer: slow on a busy machine.
jest.setTimeout(60_000);

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

  it('an account with two-factor sign-in gets the code step, then the dashboard', async () => {
    const seen = fakeFetch((_request, entry) =>
      entry.path === 'users/auth/admin-login/'
        ? jsonResponse(202, { two_factor_required: true, challenge: 'desafio', expires_in: 300 })
        : jsonResponse(200, { access: 'acc', refresh: 'ref', user: adminUser }),
    );
    const router = renderLogin();
    await submit('ana@example.com', 'segredo');
    const code = await screen.findByLabelText('Código de verificação');
    expect(localStorage.getItem('token')).toBeNull();
    const user = userEvent.setup();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Conteúdo do dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(seen[1]).toEqual(
      expect.objectContaining({
        path: 'users/auth/two-factor/',
        body: JSON.stringify({ challenge: 'desafio', code: '123456' }),
      }),
    );
  });

  it("a wrong code shows the server's detail and stays on the code step", async () => {
    fakeFetch((_request, entry) =>
      entry.path === 'users/auth/admin-login/'
        ? jsonResponse(202, { two_factor_required: true, challenge: 'desafio', expires_in: 300 })
        : jsonResponse(401, { detail: 'Código inválido.' }),
    );
    renderLogin();
    await submit('ana@example.com', 'segredo');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Código de verificação'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido.');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByLabelText('Senha')).toBeInTheDocument();
  });

  it('a weak staff password leads to Meu Perfil after signing in', async () => {
    fakeFetch((_request, entry) =>
      entry.path === 'users/auth/admin-login/'
        ? jsonResponse(200, {
            access: 'acc',
            refresh: 'ref',
            user: { ...adminUser, password_change_required: true },
          })
        : jsonResponse(200, { sessions: [] }),
    );
    const router = renderLogin();
    await submit('ana@example.com', 'segredo');
    expect(
      await screen.findByText('Defina uma nova senha para continuar', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/perfil');
  });
});
