import type { ProgrammeSettings } from '@fidelidade/contract';
import { heldAnswer, settleRequests, whenFirstWriteLeaves } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsScreen from '../../../app';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { renderInDataRouter, renderWithProviders, signInForTests } from '../../../test/render';
import { ProgrammeTab } from './programme-tab';

jest.setTimeout(30_000);

const stored = (overrides: Partial<ProgrammeSettings> = {}): ProgrammeSettings => ({
  validity_months: 12,
  pending_days_service: 7,
  pending_days_purchase: 30,
  pending_days_manual: 0,
  reminder_days: 30,
  point_value: '0.05',
  burn_reversal_hours: 24,
  updated_at: '2026-11-20T13:45:00Z',
  updated_by: 'Ana Admin',
  ...overrides,
});

/** GET answers `current`; PUT answers `onPut` (by default stores the body, by Ana Admin). */
function serveProgramme(current: ProgrammeSettings, onPut?: (body: unknown) => Response | Promise<Response>) {
  let shown = current;
  const seen = fakeApi({
    'GET loyalty/admin/programme/': () => jsonResponse(200, shown),
    'PUT loyalty/admin/programme/': async (request) => {
      const body = await request.json();
      if (onPut) return onPut(body);
      shown = { ...shown, ...body, updated_at: '2026-11-26T18:00:00Z', updated_by: 'Ana Admin' };
      return jsonResponse(200, shown);
    },
  });
  const puts = () =>
    seen.filter((request) => request.method === 'PUT').map((request) => JSON.parse(request.body));
  return { seen, puts };
}

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Salvar alterações' });

beforeEach(signInForTests);

it('shows the settings in pt-BR, what a change means and who changed them last', async () => {
  serveProgramme(stored());
  renderWithProviders(<ProgrammeTab />);
  expect(await screen.findByLabelText('Validade dos pontos (meses)')).toHaveValue('12');
  expect(
    screen.getByText('As alterações valem para os novos créditos; os pontos já lançados mantêm suas datas.'),
  ).toBeInTheDocument();
  expect(field('Pontos não expiram')).not.toBeChecked();
  expect(field('Serviços')).toHaveValue('7');
  expect(field('Compras de mercadorias')).toHaveValue('30');
  expect(field('Créditos manuais')).toHaveValue('0');
  expect(screen.getByRole('group', { name: 'Dias pendentes' })).toBeInTheDocument();
  expect(field('Aviso de expiração (dias antes)')).toHaveValue('30');
  expect(field('Valor do ponto (R$)')).toHaveValue('0,05');
  expect(field('Prazo para estornar o uso de um voucher (horas)')).toHaveValue('24');
  expect(screen.getByTestId('programme-last-change')).toHaveTextContent(
    'Última alteração em 20/11/2026 10:45 por Ana Admin.',
  );
});

it("saves at once (nothing to confirm), sends the API's numbers and says the change can be undone", async () => {
  const user = userEvent.setup({ delay: null });
  const server = serveProgramme(stored());
  renderWithProviders(<ProgrammeTab />);
  await screen.findByLabelText('Validade dos pontos (meses)');
  await user.clear(field('Valor do ponto (R$)'));
  await user.type(field('Valor do ponto (R$)'), '0,1');
  await user.clear(field('Compras de mercadorias'));
  await user.type(field('Compras de mercadorias'), '15');
  await user.click(save());
  expect(
    await screen.findByText(
      'Configurações do programa salvas. Elas valem para os novos créditos; para voltar atrás, altere os valores e salve de novo.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(server.puts()).toEqual([
    {
      validity_months: 12,
      pending_days_service: 7,
      pending_days_purchase: 15,
      pending_days_manual: 0,
      reminder_days: 30,
      point_value: '0.10',
      burn_reversal_hours: 24,
    },
  ]);
  expect(field('Valor do ponto (R$)')).toHaveValue('0,10');
  expect(screen.getByTestId('programme-last-change')).toHaveTextContent(
    'Última alteração em 26/11/2026 15:00 por Ana Admin.',
  );
});

it("'Pontos não expiram' hides the validity and sends null; turning it off asks for the months", async () => {
  const user = userEvent.setup({ delay: null });
  const server = serveProgramme(stored({ validity_months: null, updated_by: null }));
  renderWithProviders(<ProgrammeTab />);
  expect(await screen.findByLabelText('Pontos não expiram')).toBeChecked();
  expect(screen.queryByLabelText('Validade dos pontos (meses)')).not.toBeInTheDocument();
  // Never changed through the screen: no author to name.
  expect(screen.getByTestId('programme-last-change')).toHaveTextContent(
    'Última alteração em 20/11/2026 10:45.',
  );
  await user.click(field('Pontos não expiram'));
  await user.click(save());
  expect(
    await screen.findByText('Informe a validade em meses: um número inteiro de 1 a 120.'),
  ).toBeInTheDocument();
  expect(server.puts()).toEqual([]);
  await user.type(field('Validade dos pontos (meses)'), '18');
  await user.click(save());
  await waitFor(() => expect(server.puts()).toHaveLength(1));
  expect(server.puts()[0]).toMatchObject({ validity_months: 18 });
  await user.click(field('Pontos não expiram'));
  await user.click(save());
  await waitFor(() => expect(server.puts()).toHaveLength(2));
  expect(server.puts()[1]).toMatchObject({ validity_months: null });
});

it('refuses out-of-range and unreadable numbers under their fields, in pt-BR, and sends nothing', async () => {
  const user = userEvent.setup({ delay: null });
  const server = serveProgramme(stored());
  renderWithProviders(<ProgrammeTab />);
  await screen.findByLabelText('Validade dos pontos (meses)');
  await user.clear(field('Aviso de expiração (dias antes)'));
  await user.type(field('Aviso de expiração (dias antes)'), '0');
  await user.clear(field('Serviços'));
  await user.type(field('Serviços'), '400');
  await user.clear(field('Valor do ponto (R$)'));
  await user.type(field('Valor do ponto (R$)'), '0.10');
  await user.clear(field('Prazo para estornar o uso de um voucher (horas)'));
  await user.type(field('Prazo para estornar o uso de um voucher (horas)'), '1,5');
  await user.click(save());
  // Each field's own message, shown as its check settles.
  expect(await screen.findByText('Informe um número inteiro de dias de 1 a 365.')).toBeInTheDocument();
  expect(await screen.findByText('Informe um número inteiro de dias de 0 a 365.')).toBeInTheDocument();
  expect(await screen.findByText(/Use vírgula para separar os decimais \(ex\.: 0,10\)/)).toBeInTheDocument();
  expect(await screen.findByText('Informe um número inteiro, sem casas decimais.')).toBeInTheDocument();
  // Typed text is kept as typed, never rewritten.
  expect(field('Valor do ponto (R$)')).toHaveValue('0.10');
  expect(server.puts()).toEqual([]);
});

it("shows the API's field refusal under its field and other refusals as a message", async () => {
  const user = userEvent.setup({ delay: null });
  let answer = jsonResponse(400, {
    point_value: ['Certifique-se de que não haja mais de 2 casas decimais.'],
  });
  serveProgramme(stored(), () => answer);
  renderWithProviders(<ProgrammeTab />);
  await screen.findByLabelText('Validade dos pontos (meses)');
  await user.click(save());
  const item = (await screen.findByText('Certifique-se de que não haja mais de 2 casas decimais.')).closest(
    '.ant-form-item',
  ) as HTMLElement;
  expect(within(item).getByLabelText('Valor do ponto (R$)')).toBeInTheDocument();
  answer = jsonResponse(403, { detail: 'Acesso negado' });
  await user.click(save());
  expect(await screen.findByText('Acesso negado')).toBeInTheDocument();
});

it('a double click, or a second click as the request leaves, saves once; after the answer it saves again', async () => {
  const user = userEvent.setup({ delay: null });
  const held = heldAnswer();
  let answer = () => held.create();
  const server = serveProgramme(stored(), () => answer());
  renderWithProviders(<ProgrammeTab />);
  await screen.findByLabelText('Validade dos pontos (meses)');
  await user.clear(field('Aviso de expiração (dias antes)'));
  await user.type(field('Aviso de expiração (dias antes)'), '15');
  const button = () => screen.getByRole('button', { name: /^(Salvar alterações|Salvando\.\.\.)$/ });
  whenFirstWriteLeaves('PUT', () => fireEvent.click(button()));
  fireEvent.click(button());
  fireEvent.click(button());
  await waitFor(() => expect(button()).toBeDisabled());
  expect(button()).toHaveTextContent('Salvando...');
  await settleRequests();
  expect(server.puts()).toHaveLength(1);
  held.resolve(jsonResponse(200, stored({ reminder_days: 15 })));
  expect(await screen.findByText(/Configurações do programa salvas/)).toBeInTheDocument();
  answer = () => Promise.resolve(jsonResponse(200, stored({ reminder_days: 15 })));
  await user.click(save());
  await waitFor(() => expect(server.puts()).toHaveLength(2));
});

it('a failed load says so and retries', async () => {
  const user = userEvent.setup({ delay: null });
  let fail = true;
  fakeApi({
    'GET loyalty/admin/programme/': () => (fail ? jsonResponse(500, {}) : jsonResponse(200, stored())),
  });
  renderWithProviders(<ProgrammeTab />);
  expect(
    await screen.findByText('Erro ao carregar as configurações do programa. Verifique sua conexão.'),
  ).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByLabelText('Validade dos pontos (meses)')).toHaveValue('12');
});

describe('unsaved changes (docs/product.md §4)', () => {
  it('changing tab with a changed field asks first; after saving it leaves without asking', async () => {
    const user = userEvent.setup({ delay: null });
    serveProgramme(stored());
    const { currentUrl } = renderInDataRouter(<SettingsScreen />, '/admin/settings?tab=programa');
    await screen.findByLabelText('Validade dos pontos (meses)');
    await user.clear(field('Aviso de expiração (dias antes)'));
    await user.type(field('Aviso de expiração (dias antes)'), '15');
    await user.click(screen.getByRole('tab', { name: 'Regras de Pontuação' }));
    expect(await screen.findByRole('dialog', { name: 'Descartar alterações?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(currentUrl()).toBe('/admin/settings?tab=programa');
    expect(field('Aviso de expiração (dias antes)')).toHaveValue('15');
    // The browser's own prompt guards a reload or a closed tab meanwhile.
    const unload = new Event('beforeunload', { cancelable: true });
    fireEvent(window, unload);
    expect(unload.defaultPrevented).toBe(true);
    await user.click(save());
    await screen.findByText(/Configurações do programa salvas/);
    await user.click(screen.getByRole('tab', { name: 'Regras de Pontuação' }));
    await waitFor(() => expect(currentUrl()).toBe('/admin/settings?tab=rules'));
    expect(screen.queryByRole('dialog', { name: 'Descartar alterações?' })).not.toBeInTheDocument();
  });
});
