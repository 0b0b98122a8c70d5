import { jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveCustomer } from '../../../test/customer-server';
import { renderAt, signInAsAdmin } from '../../../test/render';
import { CustomerPage } from './customer-page';

beforeEach(signInAsAdmin);

async function openAdjustment() {
  renderAt('/admin/clientes/41', <CustomerPage customerId={41} />);
  await userEvent.click(await screen.findByRole('button', { name: /Ajustar pontos/ }));
  return screen.findByRole('dialog', { name: 'Ajuste manual de pontos' });
}

const balance = () => {
  const card = screen.getByText('Saldo').closest('.ant-statistic') as HTMLElement;
  return card.querySelector('.ant-statistic-content-value')?.textContent;
};

async function fill(dialog: HTMLElement, direction: 'Crédito' | 'Débito', points: string, reason: string) {
  await userEvent.click(within(dialog).getByText(direction));
  await userEvent.type(within(dialog).getByLabelText('Pontos'), points);
  await userEvent.type(within(dialog).getByLabelText('Motivo'), reason);
}

it('a credit posts the positive value and the trimmed reason, then the balance and history refresh', async () => {
  const server = serveCustomer();
  const dialog = await openAdjustment();
  await fill(dialog, 'Crédito', '300', '  Compensação por atendimento  ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
  expect(
    await screen.findByText(
      /^Ajuste de pontos registrado com sucesso! Para desfazê-lo, registre um ajuste no sentido oposto\.$/,
    ),
  ).toBeInTheDocument();
  const post = server.seen.find((request) => request.method === 'POST');
  expect(post?.path).toBe('users/41/points-adjustments/');
  expect(JSON.parse(post?.body ?? '{}')).toEqual({ points: 300, reason: 'Compensação por atendimento' });
  await waitFor(() => expect(balance()).toBe('1.534'));
  expect(await screen.findByText('Compensação por atendimento')).toBeInTheDocument();
  expect(screen.getByText('+300')).toBeInTheDocument();
  expect(server.reads('users/41/points-history/')).toBe(2);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it("a debit posts a negative value; the API's refusal is shown on the field and nothing typed is lost", async () => {
  const server = serveCustomer({
    adjust: (body) =>
      body.points < -1234
        ? jsonResponse(400, { points: ['O ajuste deixaria o saldo negativo (saldo atual: 1234 pontos).'] })
        : undefined,
  });
  const dialog = await openAdjustment();
  await fill(dialog, 'Débito', '5000', 'Estorno de lançamento');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
  expect(
    await within(dialog).findByText('O ajuste deixaria o saldo negativo (saldo atual: 1234 pontos).'),
  ).toBeInTheDocument();
  const post = server.seen.find((request) => request.method === 'POST');
  expect(JSON.parse(post?.body ?? '{}')).toEqual({ points: -5000, reason: 'Estorno de lançamento' });
  expect(within(dialog).getByLabelText('Pontos')).toHaveValue('5.000');
  expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Estorno de lançamento');
  expect(balance()).toBe('1.234');
  expect(screen.queryByText(/Ajuste de pontos registrado com sucesso!/)).not.toBeInTheDocument();
});

it('points typed the Brazilian way (1.500) are sent as 1500; 1,5 is refused, not rewritten', async () => {
  const server = serveCustomer();
  const dialog = await openAdjustment();
  await fill(dialog, 'Crédito', '1,5', 'Bônus do evento');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
  expect(
    await within(dialog).findByText('Informe um número inteiro, sem casas decimais.'),
  ).toBeInTheDocument();
  expect(server.seen.filter((request) => request.method === 'POST')).toHaveLength(0);
  await userEvent.clear(within(dialog).getByLabelText('Pontos'));
  await userEvent.type(within(dialog).getByLabelText('Pontos'), '1.500');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
  await screen.findByText(/Ajuste de pontos registrado com sucesso!/);
  const post = server.seen.find((request) => request.method === 'POST');
  expect(JSON.parse(post?.body ?? '{}')).toEqual({ points: 1500, reason: 'Bônus do evento' });
});

it('the form checks points and reason before sending anything', async () => {
  const server = serveCustomer();
  const dialog = await openAdjustment();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
  expect(await within(dialog).findByText('Informe a quantidade de pontos.')).toBeInTheDocument();
  expect(
    within(dialog).getByText('Informe o motivo do ajuste (mínimo de 3 caracteres).'),
  ).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Pontos'), '0');
  await userEvent.type(within(dialog).getByLabelText('Motivo'), ' ab ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
  expect(
    await within(dialog).findByText('Informe um número inteiro de pontos entre 1 e 1.000.000.'),
  ).toBeInTheDocument();
  expect(
    within(dialog).getByText('Informe o motivo do ajuste (mínimo de 3 caracteres).'),
  ).toBeInTheDocument();
  expect(server.seen.filter((request) => request.method === 'POST')).toHaveLength(0);
});

it('a refusal that is not about a field (e.g. 403) is shown as a message; the dialog stays open', async () => {
  serveCustomer({
    adjust: () => jsonResponse(403, { detail: 'Você não tem permissão para executar essa ação.' }),
  });
  const dialog = await openAdjustment();
  await fill(dialog, 'Crédito', '10', 'Bônus de cortesia');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
  expect(await screen.findByText('Você não tem permissão para executar essa ação.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Ajuste manual de pontos' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Bônus de cortesia');
});

it('Cancelar with a draft asks first, then closes; opening it again starts empty', async () => {
  serveCustomer();
  const dialog = await openAdjustment();
  await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Rascunho');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continuar editando' }));
  expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Rascunho');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await userEvent.click(screen.getByRole('button', { name: /Ajustar pontos/ }));
  const again = await screen.findByRole('dialog', { name: 'Ajuste manual de pontos' });
  expect(within(again).getByLabelText('Motivo')).toHaveValue('');
});

it("a credit the programme keeps pending (202) says until when, in the API's words, and the figures reload", async () => {
  const pending = 'Crédito registrado: os pontos ficam pendentes até 10/12/2026.';
  const server = serveCustomer({
    adjust: (body) =>
      jsonResponse(202, {
        pending: true,
        points: body.points,
        available_at: '2026-12-10T15:00:00Z',
        detail: pending,
      }),
  });
  const dialog = await openAdjustment();
  await fill(dialog, 'Crédito', '300', 'Bônus de aniversário');
  const pointsReads = server.reads('users/41/points/');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
  expect(await screen.findByText(pending)).toBeInTheDocument();
  expect(screen.queryByText(/^Ajuste de pontos registrado com sucesso!/)).not.toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(server.reads('users/41/points/')).toBeGreaterThan(pointsReads));
});

it("an adjustment above the approval threshold (202) says it waits for another ADMIN, in the API's words", async () => {
  const waiting = 'Aguardando aprovação de outro administrador.';
  serveCustomer({
    adjust: (body) =>
      jsonResponse(202, { pending_approval: true, approval_id: 7, points: body.points, detail: waiting }),
  });
  const dialog = await openAdjustment();
  await fill(dialog, 'Crédito', '50.000', 'Campanha de reconquista');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
  expect(await screen.findByText(waiting)).toBeInTheDocument();
  expect(screen.queryByText(/^Ajuste de pontos registrado com sucesso!/)).not.toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
