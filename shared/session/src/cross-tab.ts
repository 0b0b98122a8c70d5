import { readPersistedSession, sessionStore } from './session-store';
import { STORAGE_KEYS } from './storage';

/**
 * Keeps this tab's session in step with the others (the `storage` event fires only for changes
 * made by another tab). Token removed there → clear here and call `onLogout`; new token or refresh
 * token written there (a refresh) → adopt it without logging out. Returns the unsubscribe function.
 */
export function listenForCrossTabLogout(onLogout: () => void): () => void {
  if (typeof window === 'undefined') return () => {};

  const handler = (event: StorageEvent): void => {
    if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
    const state = sessionStore.getState();

    // key === null: localStorage.clear() in another tab.
    if (event.key === null || (event.key === STORAGE_KEYS.token && event.newValue === null)) {
      if (event.key === null && window.localStorage.getItem(STORAGE_KEYS.token) !== null) return;
      state.clearSession();
      onLogout();
      return;
    }
    if (event.key === STORAGE_KEYS.token && event.newValue !== null) {
      // Set the in-memory state only: localStorage already holds the value.
      sessionStore.setState({ token: event.newValue });
      return;
    }
    if (event.key === STORAGE_KEYS.refreshToken && event.newValue !== null) {
      sessionStore.setState({ refreshToken: event.newValue });
      return;
    }
    if (event.key === STORAGE_KEYS.user && event.newValue !== null) {
      // Another tab signed in (possibly as someone else): follow it.
      const user = readPersistedSession().user;
      if (user) sessionStore.setState({ user });
    }
  };

  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
