import type { StoredUser } from '@fidelidade/contract';
import { effectiveRole } from '@fidelidade/contract/capabilities';
import { ROLE_LABELS, USER_TYPE_LABELS, USER_TYPES } from '@fidelidade/contract/enums';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

export interface SessionData {
  token: string | null;
  refreshToken: string | null;
  user: StoredUser | null;
}

export interface SessionState extends SessionData {
  /** Stores a whole session (after login) and persists it. */
  setSession(session: { token: string; refreshToken?: string | null; user: StoredUser }): void;
  /** Stores a new access token (after a refresh) and, when the server rotated it, the new refresh token. */
  setToken(token: string, refreshToken?: string | null): void;
  /** Replaces the stored user (Meu Perfil changed the name, or a pending action was done). */
  setUser(user: StoredUser): void;
  /** Signs out: forgets and unpersists token, refresh token and user. */
  clearSession(): void;
}

// Widened to string so any stored value can be checked against it.
const knownUserTypes: readonly string[] = USER_TYPES;

function parseUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const candidate = value as Partial<StoredUser>;
    if (typeof candidate.user_type !== 'string' || !knownUserTypes.includes(candidate.user_type)) return null;
    return value as StoredUser;
  } catch {
    return null;
  }
}

/** Reads the persisted session; anything incomplete or corrupt counts as signed out. */
export function readPersistedSession(): SessionData {
  const token = readItem(STORAGE_KEYS.token);
  const refreshToken = readItem(STORAGE_KEYS.refreshToken);
  const rawUser = readItem(STORAGE_KEYS.user);
  const user = parseUser(rawUser);
  if (rawUser !== null && user === null) {
    // Corrupt userData: treat as signed out rather than half-signed-in.
    return { token: null, refreshToken: null, user: null };
  }
  return { token, refreshToken, user };
}

function persist(data: SessionData): void {
  writeItem(STORAGE_KEYS.token, data.token);
  writeItem(STORAGE_KEYS.refreshToken, data.refreshToken);
  writeItem(STORAGE_KEYS.user, data.user ? JSON.stringify(data.user) : null);
}

/**
 * The one session store. It lives in module scope: shared as a Module Federation singleton,
 * every app sees the same instance.
 */
export const sessionStore = createStore<SessionState>()((set, get) => ({
  ...readPersistedSession(),
  setSession({ token, refreshToken = null, user }) {
    const data = { token, refreshToken, user };
    persist(data);
    set(data);
  },
  setToken(token, refreshToken) {
    const next = {
      token,
      refreshToken: refreshToken ?? get().refreshToken,
      user: get().user,
    };
    writeItem(STORAGE_KEYS.token, next.token);
    writeItem(STORAGE_KEYS.refreshToken, next.refreshToken);
    set({ token: next.token, refreshToken: next.refreshToken });
  },
  setUser(user) {
    if (get().token === null) return;
    writeItem(STORAGE_KEYS.user, JSON.stringify(user));
    set({ user });
  },
  clearSession() {
    const data = { token: null, refreshToken: null, user: null };
    persist(data);
    set(data);
  },
}));

/** React hook over the session store. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export function isAuthenticated(): boolean {
  const { token, user } = sessionStore.getState();
  return Boolean(token) && user !== null;
}

/** ADMIN or superuser: the role the capability table gives everything. */
export function isAdmin(user: StoredUser | null | undefined): boolean {
  return effectiveRole(user) === 'ADMIN';
}

/** Subtitle of the user menu (docs/product.md §6). */
export function roleLabel(user: StoredUser | null | undefined): string {
  const role = effectiveRole(user);
  if (!user || !role) return ROLE_LABELS.fallback;
  if (role === 'ADMIN') return ROLE_LABELS.admin;
  if (role === 'DEALERSHIP' && user.dealership_name) return user.dealership_name;
  if (role === 'PARCEIRO' && user.partner_name) return user.partner_name;
  // The counter clerk: 'Atendente · <its store or dealership>'.
  if (role === 'ATENDENTE') {
    const place = user.partner_location_name ?? user.dealership_name;
    return place ? `${USER_TYPE_LABELS.ATENDENTE} · ${place}` : USER_TYPE_LABELS.ATENDENTE;
  }
  return user.user_type || ROLE_LABELS.fallback;
}
