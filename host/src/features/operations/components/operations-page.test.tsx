import type { CanaryBody } from '@fidelidade/contract';
import { sessionStore } from '@fidelidade/session';
import { fakeFetch, jsonResponse, roleUsers, type SeenRequest } from '@fidelidade/session/test-helpers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyJobs } from '../../../test/jobs-fixtures';
import {
  dashboardFailures,
  dashboardWithCanary,
  quietRemote,
  releasesOverview,
} from '../../../test/release-fixtures';
import { renderWithProviders, signInAs } from '../../../test/render';
import { OperationsPage } from './operations-page';

type Answer = { status: number; body?: unknown };
let writeAnswer: Answer;
let seen: SeenRequest[];
let failuresQuery: URLSearchParams | undefined;

beforeEach(() => {
  signInAs();
  writeAnswer = { status: 200, body: dashboardWithCanary };
  seen = fakeFetch((request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/v1/ops/releases/')
      return jsonResponse(200, releasesOverview);
    if (request.method === 'GET' && url.pathname === '/api/v1/ops/jobs/') return jsonResponse(200, emptyJobs);
    if (request.method === 'GET' && url.pathname === '/api/v1/ops/remote-failures/') {
      failuresQuery = url.searchParams;
      return jsonResponse(200, dashboardFailures);
    }
    return jsonResponse(writeAnswer.status, writeAnswer.body);
  });
});
afterEach(() => sessionStore.getState().clearSession());

const card = async (label: string) => {
  const title = await screen.findByText(label, { selector: '.ant-card-head-title' });
  const element = title.closest<HTMLElement>('.ant-card');
  if (!element) throw new Error(`cartão ${label} ausente`);
  return within(element);
};
const writes = () => seen.filter((request) => request.method !== 'GET');
/** The confirmation dialog asking `question`. */
const confirmation = async (question: string) =>
  within(await screen.findByRole('dialog', { name: question }));

describe('the operations console (docs/operations.md, releases)', () => {
  it('shows each remote: live version with since/by, its numbers, the canary with its share, or none', async () => {
    renderWithProviders(<OperationsPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Operações' })).toBeInTheDocument();
    const dashboard = await card('Dashboard');
    expect(dashboard.getByText('1.1.0-abc')).toBeInTheDocument();
    expect(dashboard.getByText(/desde 23\/11\/2026 15:30 por Ana Admin/)).toBeInTheDocument();
    expect(dashboard.getByText('40')).toBeInTheDocument();
    expect(dashboard.getByText('0,0%')).toBeInTheDocument();
    expect(dashboard.getByText('1.2.0-def')).toBeInTheDocument();
    expect(dashboard.getByText('10%')).toBeInTheDocument();
    expect(dashboard.getByText('25,0%')).toBeInTheDocument();
    // How many client addresses the canary's figures rest on.
    expect(dashboard.getByText('9 (3 com falha)')).toBeInTheDocument();
    expect((await card('Tabelas')).getByText('Nenhum canário')).toBeInTheDocument();
    expect(await card('Feedback e Relatórios')).toBeTruthy();
    expect(screen.getByText(/últimos 60 minutos/)).toBeInTheDocument();
  });

  it('the detail lists versions before, decisions with the watcher’s reason, hourly numbers and recent failures', async () => {
    renderWithProviders(<OperationsPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Detalhes de Dashboard' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Detalhes — Dashboard' }));
    expect(drawer.getByRole('heading', { name: 'Versões anteriores' })).toBeInTheDocument();
    expect(drawer.getByText('1.0.0-old')).toBeInTheDocument();
    expect(drawer.getByText('Canário revertido automaticamente')).toBeInTheDocument();
    expect(drawer.getByText('Sistema (vigia de versões)')).toBeInTheDocument();
    expect(drawer.getByText(/falhas em 40,0% das sessões do canário/)).toBeInTheDocument();
    expect(drawer.getByRole('columnheader', { name: 'Endereços do canário' })).toBeInTheDocument();
    expect(drawer.getByText('7 (4 com falha)')).toBeInTheDocument();
    expect(drawer.getByText('Promoção')).toBeInTheDocument();
    expect(drawer.getByRole('heading', { name: 'Sessões e falhas por hora' })).toBeInTheDocument();
    expect(drawer.getByText('30')).toBeInTheDocument();
    expect(
      await drawer.findByText('Remote dashboard@1.2.0-def falhou ao renderizar: boom'),
    ).toBeInTheDocument();
    expect(drawer.getByText('Renderização')).toBeInTheDocument();
    expect(failuresQuery?.get('remote')).toBe('dashboard');
    expect(failuresQuery?.get('limit')).toBe('20');
  });

  it.each(roleUsers.filter(([name]) => name !== 'ADMIN' && name !== 'superuser' && name !== 'anonymous'))(
    'without operations.release (%s) the numbers show and no release button does',
    async (_name, user) => {
      if (user) signInAs(user);
      renderWithProviders(<OperationsPage />);
      const dashboard = await card('Dashboard');
      expect(dashboard.getByText('1.2.0-def')).toBeInTheDocument();
      for (const name of ['Iniciar canário', 'Parar canário', 'Promover canário', 'Reverter'])
        expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      // Nor the background jobs (operations.jobs), which it never asks for.
      expect(screen.queryByText('Tarefas em segundo plano')).not.toBeInTheDocument();
      expect(seen.filter((request) => request.path === 'ops/jobs/')).toEqual([]);
    },
  );

  it('with operations.jobs the background jobs panel shows', async () => {
    renderWithProviders(<OperationsPage />);
    expect(await screen.findByText('Tarefas em segundo plano')).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma tarefa registrada.')).toBeInTheDocument();
  });

  it("'Promover canário' asks first, then promotes the canary's version", async () => {
    const user = userEvent.setup();
    renderWithProviders(<OperationsPage />);
    await user.click((await card('Dashboard')).getByRole('button', { name: 'Promover canário' }));
    const dialog = await confirmation('Promover Dashboard 1.2.0-def para todas as sessões?');
    expect(writes()).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Promover' }));
    expect(await screen.findByText('Versão promovida.')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'ops/releases/dashboard/promote/',
        body: JSON.stringify({ version: '1.2.0-def' }),
      }),
    ]);
  });

  it("'Parar canário' asks first, then deletes the canary", async () => {
    const user = userEvent.setup();
    renderWithProviders(<OperationsPage />);
    await user.click((await card('Dashboard')).getByRole('button', { name: 'Parar canário' }));
    const dialog = await confirmation('Parar o canário 1.2.0-def de Dashboard?');
    await user.click(dialog.getByRole('button', { name: 'Parar canário' }));
    expect(await screen.findByText('Canário encerrado.')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: 'ops/releases/dashboard/canary/' }),
    ]);
  });

  it("'Iniciar canário' validates 'Parcela (%)', asks with the version and share, then starts it", async () => {
    writeAnswer = { status: 200, body: quietRemote('tables') };
    const user = userEvent.setup();
    renderWithProviders(<OperationsPage />);
    await user.click((await card('Tabelas')).getByRole('button', { name: 'Iniciar canário' }));
    const form = within(await screen.findByRole('dialog', { name: 'Iniciar canário — Tabelas' }));
    // The versions offered are the published ones except the live one, the newest first.
    expect(form.getByTitle('2.1.0-cccc')).toBeInTheDocument();
    const percent = form.getByLabelText('Parcela (%)');
    await user.clear(percent);
    await user.click(form.getByRole('button', { name: 'Continuar' }));
    expect(await form.findByText('Informe a parcela entre 1 e 99%.')).toBeInTheDocument();
    await user.type(percent, '25');
    await user.click(form.getByRole('button', { name: 'Continuar' }));
    const confirm = await confirmation('Iniciar o canário 2.1.0-cccc de Tabelas para 25% das sessões?');
    await user.click(confirm.getByRole('button', { name: 'Iniciar canário' }));
    expect(await screen.findByText('Canário iniciado.')).toBeInTheDocument();
    const body: CanaryBody = { version: '2.1.0-cccc', percent: 25 };
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'ops/releases/tables/canary/',
        body: JSON.stringify(body),
      }),
    ]);
  });

  it("'Reverter' offers the previous version, asks, then rolls back to it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<OperationsPage />);
    await user.click((await card('Dashboard')).getByRole('button', { name: 'Reverter' }));
    const form = within(await screen.findByRole('dialog', { name: 'Reverter — Dashboard' }));
    await user.click(form.getByRole('button', { name: 'Continuar' }));
    const confirm = await confirmation('Reverter Dashboard para 1.0.0-old?');
    await user.click(confirm.getByRole('button', { name: 'Reverter' }));
    expect(await screen.findByText('Versão revertida.')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'ops/releases/dashboard/rollback/',
        body: JSON.stringify({ version: '1.0.0-old' }),
      }),
    ]);
  });

  it("a refusal shows the API's detail", async () => {
    const detail = 'Canário de dashboard@1.2.0-def recusado: antd: faltam no host ativo: Segmented';
    writeAnswer = { status: 400, body: { detail } };
    const user = userEvent.setup();
    renderWithProviders(<OperationsPage />);
    await user.click((await card('Dashboard')).getByRole('button', { name: 'Promover canário' }));
    const dialog = await confirmation('Promover Dashboard 1.2.0-def para todas as sessões?');
    await user.click(dialog.getByRole('button', { name: 'Promover' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.queryByText('Versão promovida.')).not.toBeInTheDocument();
  });

  it('without a registry the API says so, and the page shows it with a retry', async () => {
    fakeFetch((request) =>
      new URL(request.url).pathname === '/api/v1/ops/jobs/'
        ? jsonResponse(200, emptyJobs)
        : jsonResponse(503, { detail: 'Registro de versões não configurado.' }),
    );
    renderWithProviders(<OperationsPage />);
    expect(await screen.findByText('Registro de versões não configurado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
