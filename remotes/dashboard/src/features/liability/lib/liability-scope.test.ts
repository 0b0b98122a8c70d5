import { can } from '@fidelidade/contract/capabilities';
import { adminUser, roleUsers } from '@fidelidade/session/test-helpers';
import { liabilityScopeLabel } from './liability-scope';

it("names the panel's scope as the API scopes it: all, the dealership, the partner's stores", () => {
  const labels = roleUsers
    // Whoever sees the panel (the counter, ATENDENTE, does not).
    .filter(([, user]) => can(user, 'liability.read'))
    .map(([name, user]) => [name, user && liabilityScopeLabel(user)]);
  expect(labels).toEqual([
    ['ADMIN', 'Todo o programa'],
    ['superuser', 'Todo o programa'],
    ['DEALERSHIP staff', 'Concessionária: Concessionária Centro'],
    ['PARCEIRO', 'Lojas de Posto Bom'],
  ]);
});

it('without the name it still says whose points they are', () => {
  expect([
    liabilityScopeLabel({ ...adminUser, user_type: 'DEALERSHIP', dealership_associated: 7 }),
    liabilityScopeLabel({ ...adminUser, user_type: 'PARCEIRO', partner: 9 }),
  ]).toEqual(['Sua concessionária', 'Suas lojas']);
});
