import { can } from '@fidelidade/contract/capabilities';
import { sessionStore } from '@fidelidade/session';
import { jsonResponse, roleUsers } from '@fidelidade/session/test-helpers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerProfile, serveCustomer } from '../../../test/customer-server';
import { renderAt, signInAsAdmin } from '../../../test/render';
import { CustomerPage } from './customer-page';

beforeEach(signInAsAdmin);

const openPage = () => renderAt('/admin/clientes/41', <CustomerPage customerId={41} />);

it('shows the title, the name, the masked CPF on one line, the e-mail, the status and the four figures', async () => {
  serveCustomer();
  openPage();
  expect(screen.getByRole('heading', { level: 2, name: 'Cliente' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 3, name: 'Carla Cliente' })).toBeInTheDocument();
  expect(screen.getByText('529.982.247-25')).toHaveStyle({ whiteSpace: 'nowrap' });
  expect(screen.getByText('carla@example.com')).toBeInTheDocument();
  expect(screen.getByText('Ativo')).toBeInTheDocument();
  const figures = ['Saldo', 'Pontos ganhos', 'Pontos gastos', 'Última atividade'].map((title) => {
    const card = screen.getByText(title).closest('.ant-statistic') as HTMLElement;
    return within(card).getByText(
      (_, element) => element?.classList.contains('ant-statistic-content-value') ?? false,
    ).textContent;
  });
  expect(figures).toEqual(['1.234', '2.000', '766', '05/03/2024 10:30']);
});

it.each([
  ['Inativo', { is_active: false }],
  ['Anonimizado', { is_active: false, anonymized: true, full_name: 'Cliente removido', cpf: 'anon-41' }],
])('the status tag reads %s', async (label, overrides) => {
  serveCustomer({ profile: customerProfile(overrides) });
  openPage();
  expect(await screen.findByText(label)).toBeInTheDocument();
  expect(screen.queryByText('Ativo')).not.toBeInTheDocument();
});

it("an anonymized customer's CPF reads 'CPF anonimizado' (never its placeholder) and offers no adjustment", async () => {
  serveCustomer({ profile: customerProfile({ anonymized: true, cpf: 'X0000000041', email: null }) });
  openPage();
  expect(await screen.findByText('CPF anonimizado')).toBeInTheDocument();
  expect(screen.queryByText(/000\.000\.004/)).not.toBeInTheDocument();
  const header = screen.getByRole('heading', { level: 3 }).closest('.ant-card') as HTMLElement;
  expect(within(header).getByText('—')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Ajustar pontos/ })).not.toBeInTheDocument();
});

it("'Ajustar pontos' is there exactly for who may adjust points", async () => {
  serveCustomer();
  for (const [name, user] of roleUsers) {
    if (!user) continue;
    sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
    const view = openPage();
    await screen.findByRole('heading', { level: 3, name: 'Carla Cliente' });
    const shown = screen.queryByRole('button', { name: /Ajustar pontos/ }) !== null;
    expect([name, shown]).toEqual([name, can(user, 'points.adjust')]);
    view.unmount();
  }
});

it('an unknown or out-of-scope customer (404) shows "Cliente não encontrado." with a way back to Tabelas', async () => {
  const server = serveCustomer({ profile: jsonResponse(404, { detail: 'Cliente não encontrado.' }) });
  openPage();
  expect(await screen.findByText('Cliente não encontrado.')).toBeInTheDocument();
  const back = screen.getByRole('link', { name: 'Voltar para Tabelas' });
  expect(back).toHaveAttribute('href', '/admin/tables?tab=points');
  // No section asks for the history of a customer the user may not see.
  expect(server.reads('users/41/points-history/')).toBe(0);
  await userEvent.click(back);
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/tables?tab=points');
});

it('an id that is not a customer id shows the not-found state without calling the API', () => {
  const server = serveCustomer();
  renderAt('/admin/clientes/abc', <CustomerPage customerId={null} />);
  expect(screen.getByText('Cliente não encontrado.')).toBeInTheDocument();
  expect(server.seen).toHaveLength(0);
});

it('a failed load shows the error and retries without a page reload', async () => {
  const server = serveCustomer({ profile: jsonResponse(500, { detail: 'Erro interno.' }) });
  openPage();
  expect(
    await screen.findByText('Erro ao carregar dados do cliente. Verifique sua conexão.'),
  ).toBeInTheDocument();
  server.setProfile(customerProfile());
  await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('heading', { level: 3, name: 'Carla Cliente' })).toBeInTheDocument();
  expect(server.reads('users/41/customer/')).toBe(2);
});
