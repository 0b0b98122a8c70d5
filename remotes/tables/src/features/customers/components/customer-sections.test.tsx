import { can } from '@fidelidade/contract/capabilities';
import { sessionStore } from '@fidelidade/session';
import { roleUsers } from '@fidelidade/session/test-helpers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedback, serveCustomer, voucher } from '../../../test/customer-server';
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
  ]);
  expect(bodyRows().map((row) => rowCells(row))).toEqual([
    ['VC2ABC', 'Lavagem grátis', '500', 'Utilizado', '01/03/2024 09:00', '04/03/2024 15:05', 'Davi Dealer'],
    ['VC1ABC', 'Lavagem grátis', '500', 'Pendente', '01/03/2024 09:00', '—', '—'],
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
