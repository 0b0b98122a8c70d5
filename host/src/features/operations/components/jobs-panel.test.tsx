import { sessionStore } from '@fidelidade/session';
import { fakeFetch, jsonResponse, type SeenRequest } from '@fidelidade/session/test-helpers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failedSync, jobsOverview, runningImport } from '../../../test/jobs-fixtures';
import { renderWithProviders, signInAs } from '../../../test/render';
import { JobsPanel } from './jobs-panel';

let seen: SeenRequest[];

beforeEach(() => {
  signInAs();
  seen = fakeFetch((request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/v1/ops/jobs/')
      return jsonResponse(200, jobsOverview);
    if (url.pathname.endsWith('/retry/')) return jsonResponse(200, { ...failedSync, state: 'queued' });
    return jsonResponse(200, { ...runningImport, state: 'cancelled' });
  });
});
afterEach(() => sessionStore.getState().clearSession());

const writes = () => seen.filter((request) => request.method !== 'GET');
const rowOf = async (text: string) => {
  const cell = await screen.findByText(text);
  const row = cell.closest<HTMLElement>('tr');
  if (!row) throw new Error(`linha ${text} ausente`);
  return within(row);
};

describe('the background jobs panel (docs/operations.md, background jobs)', () => {
  it('shows the counts, the schedules, each job with its state, progress, attempts and last error', async () => {
    renderWithProviders(<JobsPanel />);
    expect(await screen.findByText('Tarefas em segundo plano')).toBeInTheDocument();
    const schedule = await rowOf('Envio de notificações agendadas');
    expect(schedule.getByText('a cada 5 s')).toBeInTheDocument();
    expect(schedule.getByText('Concluída')).toBeInTheDocument();
    const running = await rowOf('imports.customers');
    expect(running.getByText('Em execução')).toBeInTheDocument();
    expect(running.getByText('Travada')).toBeInTheDocument();
    expect(running.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(running.getByText(/40\.000 de 100\.000 \(40%\) · linhas 39\.001–40\.000/)).toBeInTheDocument();
    expect(running.getByText('1 de 5')).toBeInTheDocument();
    const failed = await rowOf('Sincronização com o ERP');
    expect(failed.getByText('Falhou')).toBeInTheDocument();
    expect(failed.getByText(failedSync.last_error as string)).toBeInTheDocument();
    expect(failed.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
  });

  it("'Tentar novamente' queues a failed job again", async () => {
    renderWithProviders(<JobsPanel />);
    const failed = await rowOf('Sincronização com o ERP');
    await userEvent.setup().click(failed.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Tarefa enviada para nova tentativa.')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'POST', path: 'ops/jobs/42/retry/' })]);
  });

  it("'Cancelar' asks first; 'Voltar' changes nothing, 'Cancelar tarefa' cancels", async () => {
    const user = userEvent.setup();
    renderWithProviders(<JobsPanel />);
    const running = await rowOf('imports.customers');
    await user.click(running.getByRole('button', { name: 'Cancelar' }));
    let dialog = within(
      await screen.findByRole('dialog', { name: 'Cancelar a tarefa 43 (imports.customers)?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Voltar' }));
    expect(writes()).toEqual([]);
    await user.click(running.getByRole('button', { name: 'Cancelar' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Cancelar a tarefa 43 (imports.customers)?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancelar tarefa' }));
    expect(await screen.findByText('Cancelamento solicitado.')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'POST', path: 'ops/jobs/43/cancel/' })]);
  });
});
