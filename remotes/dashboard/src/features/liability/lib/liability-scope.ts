import { scopeOf } from '@fidelidade/contract/capabilities';
import type { StoredUser } from '@fidelidade/session';

/**
 * Whose points the panel counts, as the API scopes them (scopeOf): the whole programme for ADMIN
 * (and a superuser), the user's dealership for DEALERSHIP, its partner's stores for PARCEIRO.
 */
export function liabilityScopeLabel(user: StoredUser): string {
  const scope = scopeOf(user);
  if (scope.kind === 'all') return 'Todo o programa';
  if (scope.kind === 'dealership')
    return user.dealership_name ? `Concessionária: ${user.dealership_name}` : 'Sua concessionária';
  return user.partner_name ? `Lojas de ${user.partner_name}` : 'Suas lojas';
}
