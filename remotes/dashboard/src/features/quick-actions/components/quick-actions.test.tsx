import '@testing-library/jest-dom';
import { configureHttp, type StoredUser, sessionStore } from '@fidelidade/session';
import { adminUser, dealerUser, partnerUser } from '@fidelidade/session/test-helpers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QuickActions } from './quick-actions';

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Rota atual">{`${location.pathname}${location.search}`}</output>;
}

function renderQuickActions(user: StoredUser) {
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <AntdApp>
          <Routes>
            <Route path="/admin/dashboard" element={<QuickActions />} />
            <Route path="*" element={<p>Outra tela</p>} />
          </Routes>
          <CurrentLocation />
        </AntdApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const buttonLabels = () =>
  within(screen.getByText('Ações Rápidas').closest('.ant-card') as HTMLElement)
    .getAllByRole('button')
    .map((button) => button.textContent?.trim());

beforeEach(() => {
  localStorage.clear();
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
});

describe('QuickActions (docs/product.md §2.5, docs/architecture.md §6)', () => {
  it('shows an ADMIN the five actions', () => {
    renderQuickActions(adminUser);
    expect(buttonLabels()).toEqual([
      'Adicionar Operador',
      'Adicionar Parceiro',
      'Criar Promoção',
      'Enviar Notificação',
      'Validar Voucher',
    ]);
  });

  it.each([
    ['Adicionar Operador', '/admin/acoes?tab=criar-usuario'],
    ['Adicionar Parceiro', '/admin/settings?tab=partners'],
    ['Criar Promoção', '/admin/acoes?tab=criar-promocao'],
    ['Enviar Notificação', '/admin/acoes?tab=enviar-notificacao'],
    ['Validar Voucher', '/admin/acoes?tab=validar-voucher'],
  ])("'%s' navigates to %s", async (label, target) => {
    renderQuickActions(adminUser);
    await userEvent.setup().click(screen.getByRole('button', { name: new RegExp(label) }));
    expect(screen.getByLabelText('Rota atual')).toHaveTextContent(target);
    expect(screen.getByText('Outra tela')).toBeInTheDocument();
  });

  it('treats a superuser as ADMIN', () => {
    renderQuickActions({ ...dealerUser, is_superuser: true });
    expect(buttonLabels()).toHaveLength(5);
  });

  it('shows a DEALERSHIP only Criar Promoção and Enviar Notificação', async () => {
    renderQuickActions(dealerUser);
    expect(buttonLabels()).toEqual(['Criar Promoção', 'Enviar Notificação']);
    await userEvent.setup().click(screen.getByRole('button', { name: /Enviar Notificação/ }));
    expect(screen.getByLabelText('Rota atual')).toHaveTextContent('/admin/acoes?tab=enviar-notificacao');
  });

  it('shows a PARCEIRO only Criar Promoção (no notifications, docs/architecture.md §6)', () => {
    renderQuickActions(partnerUser);
    expect(buttonLabels()).toEqual(['Criar Promoção']);
  });

  it('Validar Voucher: for the DEALERSHIP/PARCEIRO accounts marked to burn vouchers, at the counter', async () => {
    renderQuickActions({ ...dealerUser, account_for_qr_code_burn: true });
    expect(buttonLabels()).toEqual(['Criar Promoção', 'Enviar Notificação', 'Validar Voucher']);
    await userEvent.setup().click(screen.getByRole('button', { name: /Validar Voucher/ }));
    expect(screen.getByLabelText('Rota atual')).toHaveTextContent('/admin/acoes?tab=validar-voucher');
  });

  it('Validar Voucher: a flagged PARCEIRO has it, an unflagged DEALERSHIP does not', () => {
    renderQuickActions({ ...partnerUser, account_for_qr_code_burn: true });
    expect(buttonLabels()).toEqual(['Criar Promoção', 'Validar Voucher']);
    cleanup();
    renderQuickActions({ ...dealerUser, account_for_qr_code_burn: false });
    expect(buttonLabels()).toEqual(['Criar Promoção', 'Enviar Notificação']);
  });
});
