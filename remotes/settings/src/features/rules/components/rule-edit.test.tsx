import type { PointsRule, PointsRuleVersion } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import { sessionStore } from '@fidelidade/session';
import {
  heldAnswer,
  roleUsers,
  settleRequests,
  whenFirstWriteLeaves,
} from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, jsonResponse, page } from '../../../test/fake-api';
import { renderWithProviders, signInForTests } from '../../../test/render';
import { findDialog, rowTexts } from '../../../test/ui-helpers';
import { PointsRulesTab } from './points-rules-tab';

jest.setTimeout(30_000);

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value in browser time (the input's own format). */
const localInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

const service = (overrides: Partial<PointsRule> = {}): PointsRule => ({
  id: 1,
  name: 'Serviços',
  transaction_type_key: 'SERVICE',
  weight: 0.1,
  is_active: true,
  next_change: null,
  ...overrides,
});

function serveRules(
  rules: PointsRule[],
  versions: PointsRuleVersion[] = [],
  put?: () => Response | Promise<Response>,
) {
  const seen = fakeApi({
    'GET loyalty/admin/rules/pontuation/': () => jsonResponse(200, page(rules)),
    'GET loyalty/admin/rules/1/versions/': () => jsonResponse(200, versions),
    'PUT loyalty/admin/rules/1/': () => put?.() ?? jsonResponse(200, rules[0]),
  });
  return () => seen.filter((request) => request.method === 'PUT').map((request) => JSON.parse(request.body));
}

const openEdit = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Editar Serviços' }));
  return within(await findDialog('Editar regra de pontuação'));
};

beforeEach(signInForTests);

it("'Editar' and 'Histórico' are on each row exactly for who may (rules.manage, rules.read)", async () => {
  serveRules([service()]);
  for (const [name, user] of roleUsers) {
    if (user) sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
    else sessionStore.getState().clearSession();
    const view = renderWithProviders(<PointsRulesTab />, { url: '/admin/settings?tab=rules' });
    await screen.findByText('Serviços');
    const edit = screen.queryByRole('button', { name: 'Editar Serviços' }) !== null;
    const history = screen.queryByRole('button', { name: 'Histórico de Serviços' }) !== null;
    expect([name, edit, history]).toEqual([name, can(user, 'rules.manage'), can(user, 'rules.read')]);
    view.unmount();
  }
});

it('edits from now: the weight typed as a percent goes as the fraction, no date sent', async () => {
  const user = userEvent.setup({ delay: null });
  const puts = serveRules([service()]);
  renderWithProviders(<PointsRulesTab />, { url: '/admin/settings?tab=rules' });
  const beforeOpening = new Date();
  const dialog = await openEdit(user);
  const afterOpening = new Date();
  expect(dialog.getByLabelText('Nome')).toHaveValue('Serviços');
  expect(dialog.getByLabelText('Peso (%)')).toHaveValue('10');
  expect(dialog.getByLabelText('Ativa')).toBeChecked();
  // Default: from the minute the dialog opened (either side of a minute's turn while it opened).
  const openedAt = (dialog.getByLabelText('Vigente a partir de') as HTMLInputElement).value;
  expect([localInput(beforeOpening), localInput(afterOpening)]).toContain(openedAt);
  await user.clear(dialog.getByLabelText('Peso (%)'));
  await user.type(dialog.getByLabelText('Peso (%)'), '12,5');
  await user.type(dialog.getByLabelText('Nome'), ' de oficina ');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Regra de pontuação atualizada com sucesso!')).toBeInTheDocument();
  expect(puts()).toEqual([{ name: 'Serviços de oficina', weight: 0.125, is_active: true }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it("when rule edits need approval the API's 202 is said as it is: the change waits, nothing is claimed saved", async () => {
  const user = userEvent.setup({ delay: null });
  const waiting = 'Alteração registrada: a nova versão da regra aguarda a aprovação de outro administrador.';
  serveRules([service()], [], () =>
    jsonResponse(202, { pending_approval: true, approval_id: 3, detail: waiting }),
  );
  renderWithProviders(<PointsRulesTab />, { url: '/admin/settings?tab=rules' });
  const dialog = await openEdit(user);
  await user.clear(dialog.getByLabelText('Peso (%)'));
  await user.type(dialog.getByLabelText('Peso (%)'), '20');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText(waiting)).toBeInTheDocument();
  expect(screen.queryByText('Regra de pontuação atualizada com sucesso!')).not.toBeInTheDocument();
});

it('a future date schedules the change; the row then shows it as scheduled, the rule as in force', async () => {
  const user = userEvent.setup({ delay: null });
  const when = new Date(Date.now() + 10 * DAY);
  when.setSeconds(0, 0);
  const scheduled = { name: 'Serviços', weight: 0.15, is_active: false, effective_from: when.toISOString() };
  let rules = [service()];
  fakeApi({
    'GET loyalty/admin/rules/pontuation/': () => jsonResponse(200, page(rules)),
    'PUT loyalty/admin/rules/1/': () => {
      rules = [service({ next_change: scheduled })];
      return jsonResponse(200, service());
    },
  });
  renderWithProviders(<PointsRulesTab />, { url: '/admin/settings?tab=rules' });
  const dialog = await openEdit(user);
  await user.clear(dialog.getByLabelText('Peso (%)'));
  await user.type(dialog.getByLabelText('Peso (%)'), '15');
  await user.click(dialog.getByLabelText('Ativa'));
  fireEvent.change(dialog.getByLabelText('Vigente a partir de'), { target: { value: localInput(when) } });
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  expect(
    await screen.findByText(/^Alteração da regra agendada para \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/),
  ).toBeInTheDocument();
  const row = (await screen.findByText('Alteração agendada')).closest('tr') as HTMLElement;
  expect(
    within(row).getByText(/^A partir de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}: Serviços, peso 15%, Inativa$/),
  ).toBeInTheDocument();
  // The row still shows the rule as in force.
  expect(rowTexts()[0]?.slice(1, 4)).toEqual(['Serviço', '10%', 'Ativa']);
  // A dialog opened on a rule with a scheduled change says it stays.
  const again = await openEdit(user);
  expect(
    again.getByText(/^Já há uma alteração agendada para .*: Serviços, peso 15%, Inativa\./),
  ).toBeInTheDocument();
});

it('sends the date of a scheduled change and refuses a past one, in pt-BR, under the field', async () => {
  const user = userEvent.setup({ delay: null });
  const puts = serveRules([service()]);
  renderWithProviders(<PointsRulesTab />, { url: '/admin/settings?tab=rules' });
  const dialog = await openEdit(user);
  const field = dialog.getByLabelText('Vigente a partir de');
  fireEvent.change(field, { target: { value: localInput(new Date(Date.now() - 2 * DAY)) } });
  await user.clear(dialog.getByLabelText('Nome'));
  await user.clear(dialog.getByLabelText('Peso (%)'));
  await user.type(dialog.getByLabelText('Peso (%)'), '10.5');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  expect(await dialog.findByText('A vigência não pode começar antes de agora.')).toBeInTheDocument();
  expect(await dialog.findByText('Informe o nome da regra.')).toBeInTheDocument();
  expect(await dialog.findByText(/Use vírgula para separar os decimais/)).toBeInTheDocument();
  fireEvent.change(field, { target: { value: '' } });
  expect(await dialog.findByText('Informe a data de vigência.')).toBeInTheDocument();
  const later = new Date(Date.now() + 3 * DAY);
  later.setSeconds(0, 0);
  fireEvent.change(field, { target: { value: localInput(later) } });
  await user.type(dialog.getByLabelText('Nome'), 'Serviços');
  await user.clear(dialog.getByLabelText('Peso (%)'));
  await user.type(dialog.getByLabelText('Peso (%)'), '10,5');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(puts()).toHaveLength(1));
  expect(puts()[0]).toEqual({
    name: 'Serviços',
    weight: 0.105,
    is_active: true,
    effective_from: later.toISOString(),
  });
});

it('closing the dialog with changes asks first; the API refusal of a field shows under it', async () => {
  const user = userEvent.setup({ delay: null });
  serveRules([service()], [], () =>
    jsonResponse(400, { weight: ['Certifique-se de que não haja mais de 4 casas decimais.'] }),
  );
  renderWithProviders(<PointsRulesTab />, { url: '/admin/settings?tab=rules' });
  const dialog = await openEdit(user);
  await user.type(dialog.getByLabelText('Nome'), ' X');
  await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
  expect(await findDialog('Descartar alterações?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
  expect(dialog.getByLabelText('Nome')).toHaveValue('Serviços X');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  expect(
    await dialog.findByText('Certifique-se de que não haja mais de 4 casas decimais.'),
  ).toBeInTheDocument();
});

it('a double click, or a second click as the request leaves, saves once; a refusal lets it save again', async () => {
  const user = userEvent.setup({ delay: null });
  const held = heldAnswer();
  let answer = () => held.create();
  const puts = serveRules([service()], [], () => answer());
  renderWithProviders(<PointsRulesTab />, { url: '/admin/settings?tab=rules' });
  const dialog = await openEdit(user);
  const submit = () => dialog.getByRole('button', { name: /^(Salvar|Salvando\.\.\.)$/ });
  await user.type(dialog.getByLabelText('Nome'), ' X');
  whenFirstWriteLeaves('PUT', () => fireEvent.click(submit()));
  fireEvent.click(submit());
  fireEvent.click(submit());
  await waitFor(() => expect(submit()).toBeDisabled());
  expect(submit()).toHaveTextContent('Salvando...');
  await settleRequests();
  expect(puts()).toHaveLength(1);
  held.resolve(jsonResponse(400, { name: ['Já existe uma regra com este nome.'] }));
  expect(await dialog.findByText('Já existe uma regra com este nome.')).toBeInTheDocument();
  answer = () => Promise.resolve(jsonResponse(200, service({ name: 'Serviços X' })));
  await user.click(submit());
  expect(await screen.findByText('Regra de pontuação atualizada com sucesso!')).toBeInTheDocument();
  expect(puts()).toHaveLength(2);
});

it("'Histórico' lists the versions newest first: when in force, weight, status and author", async () => {
  const user = userEvent.setup({ delay: null });
  const future = new Date(Date.now() + 5 * DAY).toISOString();
  serveRules(
    [service()],
    [
      {
        id: 3,
        name: 'Serviços',
        weight: 0.15,
        is_active: true,
        effective_from: future,
        created_at: '2026-11-20T12:00:00Z',
        created_by: 'Ana Admin',
      },
      {
        id: 2,
        name: 'Serviços',
        weight: 0.1,
        is_active: true,
        effective_from: '2026-11-01T12:00:00Z',
        created_at: '2026-11-01T12:00:00Z',
        created_by: 'Ana Admin',
      },
      {
        id: 1,
        name: 'Serviços',
        weight: 0.08,
        is_active: false,
        effective_from: '1970-01-01T00:00:00Z',
        created_at: '2026-01-01T12:00:00Z',
        created_by: null,
      },
    ],
  );
  renderWithProviders(<PointsRulesTab />, { url: '/admin/settings?tab=rules' });
  await user.click(await screen.findByRole('button', { name: 'Histórico de Serviços' }));
  const drawer = within(await findDialog('Histórico: Serviços'));
  await drawer.findByText('Desde o início');
  const rows = drawer
    .getAllByRole('row')
    .filter((row) => row.classList.contains('ant-table-row'))
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(rows).toEqual([
    [
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}Agendada$/),
      'Serviços',
      '15%',
      'Ativa',
      'Ana Admin',
    ],
    ['01/11/2026 09:00Em vigor', 'Serviços', '10%', 'Ativa', 'Ana Admin'],
    ['Desde o início', 'Serviços', '8%', 'Inativa', '—'],
  ]);
});
