import { jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerPoints, serveCustomer } from '../../../test/customer-server';
import { renderAt, signInAsAdmin } from '../../../test/render';
import { CustomerPage } from './customer-page';

beforeEach(signInAsAdmin);

const openPage = () => renderAt('/admin/clientes/41', <CustomerPage customerId={41} />);

/** The figures of the points card, title → value, in order. */
async function figures() {
  const card = await screen.findByTestId('customer-points');
  await within(card).findByText('Disponível');
  return Array.from(card.querySelectorAll('.ant-statistic')).map((statistic) => [
    statistic.querySelector('.ant-statistic-title')?.textContent,
    statistic.querySelector('.ant-statistic-content-value')?.textContent,
  ]);
}

it('shows the points by state: available, pending, expiring within the notice window, next expiry, expired', async () => {
  serveCustomer();
  openPage();
  expect(await figures()).toEqual([
    ['Disponível', '1.234'],
    ['Pendente', '300'],
    ['A expirar em 30 dias', '200'],
    ['Próxima expiração', '200 pontos em 10/04/2024'],
    ['Expirados', '50'],
  ]);
  // No debt, no debt line.
  expect(screen.queryByText(/^Débito de/)).not.toBeInTheDocument();
});

it('points that never expire read "Nenhuma"; the window is the programme\'s', async () => {
  serveCustomer({ points: customerPoints({ next_expiry: null, expiring: 0, expiring_days: 45 }) });
  openPage();
  expect(await figures()).toEqual(
    expect.arrayContaining([
      ['A expirar em 45 dias', '0'],
      ['Próxima expiração', 'Nenhuma'],
    ]),
  );
});

it('a debt left by a reversal shows as a warning with what it means', async () => {
  serveCustomer({ points: customerPoints({ available: 0, debt: 1500 }) });
  openPage();
  const alert = (await screen.findByText('Débito de 1.500 pontos')).closest('.ant-alert') as HTMLElement;
  expect(alert).toHaveClass('ant-alert-warning');
  expect(
    within(alert).getByText(/os próximos créditos do cliente pagam este débito primeiro/),
  ).toBeInTheDocument();
});

it('a failed load of the points says so and retries, the rest of the page stays', async () => {
  let fail = true;
  const server = serveCustomer({ points: () => (fail ? jsonResponse(500, {}) : customerPoints()) });
  openPage();
  expect(
    await screen.findByText('Erro ao carregar os pontos do cliente. Verifique sua conexão.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Carla Cliente' })).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await figures()).toHaveLength(5);
  expect(server.reads('users/41/points/')).toBe(2);
});
