import type { StoredUser } from '@fidelidade/contract';
import { act, renderHook } from '@testing-library/react';
import { isAdmin, isAuthenticated, roleLabel, sessionStore, useSession } from './session-store';
import { adminUser } from './test/helpers';

const dealer: StoredUser = {
  ...adminUser,
  id: 2,
  user_type: 'DEALERSHIP',
  dealership_name: 'Concessionária Recife',
  dealership_associated: 4,
};
const partner: StoredUser = {
  ...adminUser,
  id: 3,
  user_type: 'PARCEIRO',
  partner_name: 'Posto Azul',
  partner: 9,
};

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().clearSession();
});

async function freshStore() {
  let mod: typeof import('./session-store') | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = await import('./session-store');
  });
  if (!mod) throw new Error('module not loaded');
  return mod;
}

describe('persistence', () => {
  it('setSession writes exactly token, refresh_token (raw) and userData (JSON)', () => {
    sessionStore.getState().setSession({ token: 'a.b.c', refreshToken: 'r.s.t', user: dealer });
    expect(localStorage.getItem('token')).toBe('a.b.c');
    expect(localStorage.getItem('refresh_token')).toBe('r.s.t');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(dealer);
    expect(Object.keys(localStorage).sort()).toEqual(['refresh_token', 'token', 'userData']);
  });

  it('setToken replaces the access token and keeps the refresh token unless a new one is given', () => {
    sessionStore.getState().setSession({ token: 't1', refreshToken: 'r1', user: dealer });
    sessionStore.getState().setToken('t2');
    expect(localStorage.getItem('token')).toBe('t2');
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    sessionStore.getState().setToken('t3', 'r2');
    expect(sessionStore.getState()).toMatchObject({ token: 't3', refreshToken: 'r2', user: dealer });
    expect(localStorage.getItem('refresh_token')).toBe('r2');
  });

  it('clearSession removes all three keys and leaves others (theme) alone', () => {
    localStorage.setItem('theme', 'dark');
    sessionStore.getState().setSession({ token: 't', refreshToken: 'r', user: dealer });
    sessionStore.getState().clearSession();
    expect(sessionStore.getState()).toMatchObject({ token: null, refreshToken: null, user: null });
    expect(Object.keys(localStorage)).toEqual(['theme']);
  });

  it('reads the initial state from localStorage', async () => {
    localStorage.setItem('token', 'stored');
    localStorage.setItem('refresh_token', 'stored-r');
    localStorage.setItem('userData', JSON.stringify(partner));
    const fresh = await freshStore();
    expect(fresh.sessionStore.getState()).toMatchObject({
      token: 'stored',
      refreshToken: 'stored-r',
      user: partner,
    });
    expect(fresh.isAuthenticated()).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['not a user', '{"id":1}'],
    ['unknown user_type', '{"id":1,"user_type":"ROOT"}'],
  ])('corrupt userData (%s) counts as signed out', async (_case, raw) => {
    localStorage.setItem('token', 'stored');
    localStorage.setItem('refresh_token', 'stored-r');
    localStorage.setItem('userData', raw);
    const fresh = await freshStore();
    expect(fresh.sessionStore.getState()).toMatchObject({ token: null, refreshToken: null, user: null });
    expect(fresh.isAuthenticated()).toBe(false);
  });
});

describe('isAuthenticated', () => {
  it('needs both a token and a user', () => {
    expect(isAuthenticated()).toBe(false);
    sessionStore.setState({ token: 't' });
    expect(isAuthenticated()).toBe(false);
    sessionStore.getState().setSession({ token: 't', user: dealer });
    expect(isAuthenticated()).toBe(true);
  });
});

describe('roles', () => {
  it('isAdmin: ADMIN or superuser', () => {
    expect(isAdmin(adminUser)).toBe(true);
    expect(isAdmin({ ...dealer, is_superuser: true })).toBe(true);
    expect(isAdmin(dealer)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it.each<[string, StoredUser | null, string]>([
    ['ADMIN', adminUser, 'Administrador do Sistema'],
    ['superuser of another type', { ...partner, is_superuser: true }, 'Administrador do Sistema'],
    ['DEALERSHIP', dealer, 'Concessionária Recife'],
    ['PARCEIRO', partner, 'Posto Azul'],
    ['DEALERSHIP without a name', { ...dealer, dealership_name: null }, 'DEALERSHIP'],
    [
      'ATENDENTE of a store',
      { ...partner, user_type: 'ATENDENTE', partner: null, partner_location_name: 'Loja Centro' },
      'Atendente · Loja Centro',
    ],
    ['ATENDENTE of a dealership', { ...dealer, user_type: 'ATENDENTE' }, 'Atendente · Concessionária Recife'],
    ['CLIENTE', { ...adminUser, user_type: 'CLIENTE' }, 'CLIENTE'],
    ['no user', null, 'Usuário'],
  ])('roleLabel: %s', (_case, user, label) => {
    expect(roleLabel(user)).toBe(label);
  });
});

describe('useSession', () => {
  it('re-renders with the selected slice', () => {
    const { result } = renderHook(() => useSession((s) => s.user?.full_name ?? null));
    expect(result.current).toBeNull();
    act(() => sessionStore.getState().setSession({ token: 't', user: dealer }));
    expect(result.current).toBe('Ana Admin');
    act(() => sessionStore.getState().clearSession());
    expect(result.current).toBeNull();
  });
});
