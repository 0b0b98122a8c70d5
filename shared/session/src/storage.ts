// localStorage access that never throws (storage disabled, quota, non-browser runtime).

export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refresh_token',
  user: 'userData',
} as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Storage full or disabled: the in-memory session still works for this tab.
  }
}
