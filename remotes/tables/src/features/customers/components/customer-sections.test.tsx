import { can } from '@fidelidade/contract/capabilities';
import { sessionStore } from '@fidelidade/session';
import { roleUsers } from '@fidelidade/session/test-helpers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedback, pointsBatch, serveCustomer, voucher } from '../../../test/customer-server';
import { bodyRows, currentUrl, paramsOf, renderAt, rowCells, signInAsAdmin } from '../../../test/render';
import { CustomerSections } from './customer-sections';

beforeEach(signInAsAdmin);

const vouchers = [
  voucher(2, {
    status: 'utilizado',
    is_used: true,
    used_at: '2024-03-04T18:05:00Z',
    burned_by: { id: 3, full_name: 'Davi Dealer' },
  }),
  voucher(1),
];

it('opens on the points history; each section goes to ?secao= and back to the default', async () => {
  const server = serveCustomer();
  renderAt('/admin/clientes/41?kind=BONUS', <CustomerSections customerId={41} />);
  expect(await screen.findByRole('tab', { name: 'Histórico de pontos' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await userEvent.click(screen.getByRole('tab', { name: 'Resgates e vouchers' }));
  // A section starts afresh: the history's filters stay behind.
  expect(currentUrl()).toBe('/admin/clientes/41?secao=vouchers');
  await screen.findByText('Nenhum resgate encontrado');
  await userEvent.click(screen.getByRole('tab', { name: 'Histórico de pontos' }));
  expect(currentUrl()).toBe('/admin/clientes/41');
  expect(server.reads('loyalty/vouchers/')).toBe(1);
});

it("'Resgates e vouchers' lists the customer's vouchers (user={id}) with status, dates and who validated", async () => {
  const server = serveCustomer({ vouchers });
  renderAt('/admin/clientes/41?secao=vouchers', <CustomerSections customerId={41} />);
  await screen.findByText('VC2ABC');
  const request = server.urls.find((url) => url.pathname.endsWith('/loyalty/vouchers/'));
  expect(paramsOf(request)).toEqual({ page: '1', user: '41' });
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'Código',
    'Oferta',
    'Pontos',
    'Status',
    'Criado em',
    'Utilizado em',
    'Validado por',
    'Ações',
  ]);
  expect(bodyRows().map((row) => rowCells(row))).toEqual([
    [
      'VC2ABC',
      'Lavagem grátis',
      '500',
      'Utilizado',
      '01/03/2024 09:00',
      '04/03/2024 15:05',
      'Davi Dealer',
      '—',
    ],
    ['VC1ABC', 'Lavagem grátis', '500', 'Pendente', '01/03/2024 09:00', '—', '—', 'Cancelar resgate'],
  ]);
});

it("'Feedbacks enviados' is a section exactly for who reads feedback, and lists what the customer sent", async () => {
  serveCustomer({ feedback: [feedback(5, { status: 'RESOLVED', admin_response: 'Obrigado!' })] });
  for (const [name, user] of roleUsers) {
    if (!user) continue;
    sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
    const view = renderAt('/admin/clientes/41', <CustomerSections customerId={41} />);
    await screen.findByRole('tab', { name: 'Histórico de pontos' });
    const shown = screen.queryByRole('tab', { name: 'Feedbacks enviados' }) !== null;
    expect([name, shown]).toEqual([name, can(user, 'feedback.read')]);
    view.unmount();
  }
  signInAsAdmin();
  const server = serveCustomer({
    feedback: [feedback(5, { status: 'RESOLVED', admin_response: 'Obrigado!' })],
  });
  renderAt('/admin/clientes/41?secao=feedbacks', <CustomerSections customerId={41} />);
  await screen.findByText('Assunto 5');
  const request = server.urls.find((url) => url.pathname.endsWith('/communications/admin/feedback/list/'));
  expect(paramsOf(request)).toEqual({ page: '1', user: '41' });
  expect(rowCells(bodyRows()[0] as HTMLElement)).toEqual([
    '02/03/2024 09:00',
    'Assunto 5',
    'Elogio',
    'Resolvido',
    'Obrigado!',
  ]);
});

it('a link to the feedback section from someone who may not read feedback opens the history', async () => {
  const server = serveCustomer();
  const dealer = roleUsers.find(([name]) => name === 'DEALERSHIP staff')?.[1];
  if (!dealer) throw new Error('roleUsers has a DEALERSHIP staff member');
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: dealer });
  renderAt('/admin/clientes/41?secao=feedbacks', <CustomerSections customerId={41} />);
  expect(await screen.findByRole('tab', { name: 'Histórico de pontos' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(server.reads('communications/admin/feedback/list/')).toBe(0);
});

it("'Lotes de pontos' lists each credit: origin, points, what is left, its dates and its state as a coloured tag", async () => {
  const server = serveCustomer({
    batches: [
      pointsBatch(3, {
        source: 'MERCHANDISE',
        state: 'pending',
        remaining: 500,
        consumed: 0,
        description: 'Pneus',
      }),
      pointsBatch(2),
      pointsBatch(1, {
        source: 'OPENING',
        state: 'spent',
        points: 100,
        remaining: 0,
        consumed: 100,
        expires_at: null,
        description: '',
      }),
      pointsBatch(0, { source: 'ADJUSTMENT', state: 'expired', remaining: 0, expired: 500, consumed: 0 }),
      pointsBatch(9, { source: 'REFUND', state: 'reversed', remaining: 0, reversed: 500, consumed: 0 }),
    ],
  });
  renderAt('/admin/clientes/41?secao=lotes', <CustomerSections customerId={41} />);
  expect(await screen.findByRole('tab', { name: 'Lotes de pontos' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await screen.findByText('Pneus');
  expect(server.reads('users/41/points-batches/')).toBe(1);
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'Origem',
    'Pontos',
    'Restantes',
    'Ganho em',
    'Disponível em',
    'Expira em',
    'Estado',
  ]);
  expect(bodyRows().map((row) => rowCells(row))).toEqual([
    ['MercadoriaPneus', '500', '500', '01/03/2024 09:00', '08/03/2024 09:00', '01/03/2025 09:00', 'Pendente'],
    [
      'ServiçoRevisão 2',
      '500',
      '300',
      '01/03/2024 09:00',
      '08/03/2024 09:00',
      '01/03/2025 09:00',
      'Disponível',
    ],
    ['Saldo anterior', '100', '0', '01/03/2024 09:00', '08/03/2024 09:00', 'Não expira', 'Utilizado'],
    [
      'Ajuste manualRevisão 0',
      '500',
      '0',
      '01/03/2024 09:00',
      '08/03/2024 09:00',
      '01/03/2025 09:00',
      'Expirado',
    ],
    [
      'Estorno de resgateRevisão 9',
      '500',
      '0',
      '01/03/2024 09:00',
      '08/03/2024 09:00',
      '01/03/2025 09:00',
      'Cancelado',
    ],
  ]);
  const tag = (label: string) => screen.getByText(label, { selector: '.ant-tag' });
  expect(tag('Pendente')).toHaveClass('ant-tag-gold');
  expect(tag('Disponível')).toHaveClass('ant-tag-green');
  expect(tag('Utilizado')).toHaveClass('ant-tag-blue');
  expect(tag('Expirado')).toHaveClass('ant-tag-red');
  expect(tag('Cancelado')).not.toHaveClass('ant-tag-green');
});

it('a customer without batches reads so', async () => {
  serveCustomer({ batches: [] });
  renderAt('/admin/clientes/41?secao=lotes', <CustomerSections customerId={41} />);
  expect(await screen.findByText('Nenhum lote de pontos encontrado')).toBeInTheDocument();
});
