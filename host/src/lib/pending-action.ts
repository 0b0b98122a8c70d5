import type { StoredUser } from '@fidelidade/contract';
import { homePath } from './allowed-screens';

/** Where Meu Perfil lives (a host screen: docs/product.md §2.16). */
export const PROFILE_PATH = '/admin/perfil';

/**
 * What the account must do in Meu Perfil before anything else (a new password the staff policy
 * accepts, the second factor its role requires), or null. The API refuses every other back-office
 * call meanwhile (403 with the same code).
 */
export function pendingAction(user: StoredUser | null): 'password' | 'two_factor' | null {
  if (user?.password_change_required) return 'password';
  if (user?.two_factor_setup_required) return 'two_factor';
  return null;
}

/**
 * After signing in: `next` (by default the user's first screen: homePath), or Meu Perfil while
 * something is pending.
 */
export function afterSignIn(user: StoredUser, next?: string | null): string {
  return pendingAction(user) ? PROFILE_PATH : (next ?? homePath(user));
}
