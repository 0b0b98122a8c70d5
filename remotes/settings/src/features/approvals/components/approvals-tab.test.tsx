import type { ApprovalRequest, ApprovalSettings } from '@fidelidade/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsScreen from '../../../app';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';

jest.setTimeout(30_000);

const request = (id: number, overrides: Partial<ApprovalRequest> = {}): ApprovalRequest => ({
  id,
  kind: 'POINTS_ADJUSTMENT',
  status: 'PENDING',
  customer: { id: 41, full_name: 'Carla Cliente' },
  points: 15_000,
  reason: 'Campanha de reconquista',
  summary: null,
  requested_by: { id: 9, full_name: 'Bruno Admin' },
  created_at: '2026-11-26T13:00:00Z',
  decided_by: null,
  decided_at: null,
  decision_comment: null,
  ...overrides,
});

/** approvals/ by ?status=, the decisions (which leave the pending list) and the threshold. */
function serveApprovals(
  pending: ApprovalRequest[],
  settings: ApprovalSettings = {
    points_adjustment_threshold: 5000,
    rule_changes_need_approval: false,
    offer_budget_threshold_points: null,
  },
) {
  let rows = [...pending];
  let stored = settings;
  const decisions: Array<{ id: number; action: string; body: unknown }> = [];
  const decide = (action: 'approve' | 'reject') => async (req: Request) => {
    const id = Number(new URL(req.url).pathname.split('/').at(-3));
    decisions.push({ id, action, body: await req.json() });
    rows = rows.filter((row) => row.id !== id);
    return jsonResponse(200, {
      detail:
        action === 'approve'
          ? 'Solicitação aprovada: o ajuste foi aplicado.'
          : 'Solicitação rejeitada: nada foi aplicado.',
    });
  };
  const routes: Parameters<typeof fakeApi>[0] = {
    'GET approvals/': (req) => {
      const status = new URL(req.url).searchParams.get('status');
      const results = status === 'PENDING' ? rows : [];
      return jsonResponse(200, { count: results.length, results });
    },
    'GET approvals/settings/': () => jsonResponse(200, stored),
    'PUT approvals/settings/': async (req) => {
      stored = (await req.json()) as ApprovalSettings;
      return jsonResponse(200, stored);
    },
  };
  for (const row of pending) {
    routes[`POST approvals/${row.id}/approve/`] = decide('approve');
    routes[`POST approvals/${row.id}/reject/`] = decide('reject');
  }
  const seen = fakeApi(routes);
  const puts = () => seen.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body));
  return { decisions, puts };
}

const openTab = async () => {
  renderWithProviders(<SettingsScreen />, { url: '/admin/settings?tab=aprovacoes' });
  await screen.findByText('Solicitações aguardando aprovação');
};

beforeEach(signInForTests);

it('the tab shows how many wait; another ADMIN approves after confirming, and the row leaves the list', async () => {
  const server = serveApprovals([request(3), request(4, { points: -2000 })]);
  await openTab();
  expect(await screen.findByLabelText('2 aguardando aprovação')).toBeInTheDocument();
  expect(await screen.findByText('+15.000')).toBeInTheDocument();
  expect(screen.getByText('−2.000')).toBeInTheDocument();
  const row = screen.getByText('+15.000').closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: 'Aprovar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Aprovar este ajuste?' });
  expect(within(dialog).getByText(/não pode ser desfeita/)).toBeInTheDocument();
  expect(server.decisions).toEqual([]);
  await userEvent.type(within(dialog).getByLabelText('Comentário (opcional)'), 'Conferido');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar ajuste' }));
  expect(await screen.findByText('Solicitação aprovada: o ajuste foi aplicado.')).toBeInTheDocument();
  expect(server.decisions).toEqual([{ id: 3, action: 'approve', body: { comment: 'Conferido' } }]);
  await waitFor(() => expect(screen.queryByText('+15.000')).not.toBeInTheDocument());
  expect(await screen.findByLabelText('1 aguardando aprovação')).toBeInTheDocument();
});

it('rejecting asks for the reason first; nothing is sent without it', async () => {
  const server = serveApprovals([request(5)]);
  await openTab();
  await userEvent.click(await screen.findByRole('button', { name: 'Rejeitar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rejeitar este ajuste?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar ajuste' }));
  expect(await within(dialog).findByText('Informe o motivo da rejeição.')).toBeInTheDocument();
  expect(server.decisions).toEqual([]);
  await userEvent.type(within(dialog).getByLabelText('Comentário'), 'Sem justificativa');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar ajuste' }));
  expect(await screen.findByText('Solicitação rejeitada: nada foi aplicado.')).toBeInTheDocument();
  expect(server.decisions).toEqual([{ id: 5, action: 'reject', body: { comment: 'Sem justificativa' } }]);
  expect(await screen.findByText('Nenhuma solicitação aguardando aprovação.')).toBeInTheDocument();
});

it("one's own request has no buttons: another administrator decides", async () => {
  serveApprovals([request(6, { requested_by: { id: 1, full_name: 'Ana Admin' } })]);
  await openTab();
  expect(
    await screen.findByText('Sua solicitação: outro administrador precisa decidir.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
});

it('the threshold is typed the Brazilian way (10.000) and sent as a number; blank turns approvals off', async () => {
  const server = serveApprovals([]);
  await openTab();
  const field = await screen.findByLabelText('Ajustes manuais acima de (pontos)');
  expect(field).toHaveValue('5.000');
  await userEvent.clear(field);
  await userEvent.type(field, '10.000');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar limite' }));
  expect(await screen.findByText('Limite para aprovação salvo.')).toBeInTheDocument();
  await userEvent.clear(field);
  await userEvent.click(screen.getByRole('button', { name: 'Salvar limite' }));
  await waitFor(() =>
    expect(server.puts()).toEqual([
      {
        points_adjustment_threshold: 10_000,
        rule_changes_need_approval: false,
        offer_budget_threshold_points: null,
      },
      {
        points_adjustment_threshold: null,
        rule_changes_need_approval: false,
        offer_budget_threshold_points: null,
      },
    ]),
  );
});

it("rule edits and offers' budgets: the switch and the offers' limit (typed 50.000) are sent with the rest", async () => {
  const server = serveApprovals([]);
  await openTab();
  await userEvent.click(
    await screen.findByLabelText('Alterações de regras de pontuação precisam de aprovação'),
  );
  await userEvent.type(screen.getByLabelText('Ofertas com orçamento acima de (pontos)'), '50.000');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar limite' }));
  await waitFor(() =>
    expect(server.puts()).toEqual([
      {
        points_adjustment_threshold: 5000,
        rule_changes_need_approval: true,
        offer_budget_threshold_points: 50_000,
      },
    ]),
  );
});

it("a rule's change shows what changes; approving it says the change applies now", async () => {
  const summary = 'Regra "Revisões": peso 0,2500 → 2,0000; a partir da aprovação.';
  serveApprovals([request(8, { kind: 'POINTS_RULE', customer: null, points: null, reason: null, summary })]);
  await openTab();
  expect(await screen.findByText(summary)).toBeInTheDocument();
  expect(screen.getByText('Regra de pontuação')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Aprovar esta alteração?' });
  expect(within(dialog).getByText(`Regra de pontuação: ${summary}`)).toBeInTheDocument();
  expect(
    within(dialog).getByText('A alteração passa a valer agora. Essa decisão não pode ser desfeita.'),
  ).toBeInTheDocument();
});
