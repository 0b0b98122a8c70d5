import '@testing-library/jest-dom';
import { type Capability, can } from '@fidelidade/contract/capabilities';
import { configureHttp, type StoredUser, sessionStore } from '@fidelidade/session';
import { roleUsers } from '@fidelidade/session/test-helpers';
import { render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { QuickActions } from './quick-actions';

// Each quick action × every kind of user: the button shows exactly when the capability table says
// `can(user, 'dashboard.quick.<action>')`. The API parity test
// (infra/api/src/security/capability-parity.test.ts) checks the server against the same table.

const ACTIONS: ReadonlyArray<readonly [string, Capability]> = [
  ['Adicionar Operador', 'dashboard.quick.adicionar-operador'],
  ['Adicionar Parceiro', 'dashboard.quick.adicionar-parceiro'],
  ['Criar Promoção', 'dashboard.quick.criar-promocao'],
  ['Enviar Notificação', 'dashboard.quick.enviar-notificacao'],
  ['Validar Voucher', 'dashboard.quick.validar-voucher'],
];

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().clearSession();
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
});

describe('quick actions follow the capability table', () => {
  it.each(roleUsers)('%s', (_name, user: StoredUser | null) => {
    if (user) sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
    render(
      <MemoryRouter>
        <AntdApp>
          <QuickActions />
        </AntdApp>
      </MemoryRouter>,
    );
    const card = screen.getByText('Ações Rápidas').closest('.ant-card') as HTMLElement;
    const labels = within(card)
      .queryAllByRole('button')
      .map((button) => button.textContent?.trim());
    expect(labels).toEqual(ACTIONS.filter(([, capability]) => can(user, capability)).map(([label]) => label));
  });
});
