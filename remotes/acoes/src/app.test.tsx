import { adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AcoesScreen from './app';
import { dealershipUser, partnerUser, renderScreen, signInAs } from './test/render-screen';

jest.setTimeout(20_000);

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

beforeEach(() =>
  fakeFetch((_request, seen) =>
    seen.path.includes('notifications/list')
      ? jsonResponse(200, { count: 0, next: null, previous: null, total_pages: 0, results: [] })
      : jsonResponse(200, {}),
  ),
);

describe('AcoesScreen tabs (docs/product.md §2.2, docs/architecture.md §6)', () => {
  it('ADMIN sees the seven tabs; criar-promocao is the default', async () => {
    signInAs(adminUser);
    renderScreen(<AcoesScreen />);
    expect(tabNames()).toEqual([
      'Criar Promoção',
      'Criar Usuário',
      'Enviar Notificação',
      'Histórico de Notificações',
      'Públicos',
      'Campanhas',
      'Validar Voucher',
    ]);
    expect(await screen.findByText('Criar Nova Promoção')).toBeInTheDocument();
  });

  it('an invalid ?tab= is ignored; switching replaces the URL with ?tab=<id>', async () => {
    signInAs(adminUser);
    const user = userEvent.setup({ delay: null });
    const { router, currentUrl } = renderScreen(<AcoesScreen />, '/admin/acoes?tab=nada');
    expect(await screen.findByText('Criar Nova Promoção')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Histórico de Notificações' }));
    await waitFor(() => expect(currentUrl()).toBe('/admin/acoes?tab=historico-notificacoes'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Nenhuma notificação encontrada')).toBeInTheDocument();
  });

  it('the tab strip sits on the page, above the card that holds the tab (as in Tabelas)', async () => {
    signInAs(adminUser);
    renderScreen(<AcoesScreen />, '/admin/acoes?tab=historico-notificacoes');
    const empty = await screen.findByText('Nenhuma notificação encontrada');
    expect(screen.getByRole('tablist').closest('.ant-card')).toBeNull();
    expect(empty.closest('.ant-card')).not.toBeNull();
  });

  it('?tab=criar-usuario opens the user form for ADMIN', async () => {
    signInAs(adminUser);
    renderScreen(<AcoesScreen />, '/admin/acoes?tab=criar-usuario');
    expect(await screen.findByText('Criar Novo Usuário')).toBeInTheDocument();
  });

  it('DEALERSHIP: no user creation; ?tab=criar-usuario falls back to the default', async () => {
    signInAs(dealershipUser);
    const { router, currentUrl } = renderScreen(<AcoesScreen />, '/admin/acoes?tab=criar-usuario');
    expect(tabNames()).toEqual([
      'Criar Promoção',
      'Enviar Notificação',
      'Histórico de Notificações',
      'Públicos',
      'Campanhas',
    ]);
    expect(await screen.findByText('Criar Nova Promoção')).toBeInTheDocument();
    // The URL names the tab shown, in place of the one refused (replace: Back does not return to it).
    await waitFor(() => expect(currentUrl()).toBe('/admin/acoes?tab=criar-promocao'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('PARCEIRO: only the promotion tab', async () => {
    signInAs(partnerUser);
    renderScreen(<AcoesScreen />, '/admin/acoes?tab=enviar-notificacao');
    expect(tabNames()).toEqual(['Criar Promoção', 'Públicos']);
    expect(await screen.findByText('Criar Nova Promoção')).toBeInTheDocument();
  });
});
