import { listenForCrossTabLogout } from './cross-tab';
import { sessionStore } from './session-store';
import { adminUser } from './test/helpers';

/** What the browser does in this tab when another tab changes localStorage. */
function otherTabWrites(key: string | null, newValue: string | null): void {
  if (key === null) localStorage.clear();
  else if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

let stop: () => void = () => {};

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().setSession({ token: 't1', refreshToken: 'r1', user: adminUser });
});
afterEach(() => stop());

it('a token removed in another tab clears this tab and calls onLogout', () => {
  const onLogout = jest.fn();
  stop = listenForCrossTabLogout(onLogout);
  otherTabWrites('refresh_token', null);
  otherTabWrites('userData', null);
  expect(onLogout).not.toHaveBeenCalled();
  otherTabWrites('token', null);
  expect(onLogout).toHaveBeenCalledTimes(1);
  expect(sessionStore.getState()).toMatchObject({ token: null, refreshToken: null, user: null });
});

it('localStorage.clear() in another tab logs out too', () => {
  const onLogout = jest.fn();
  stop = listenForCrossTabLogout(onLogout);
  otherTabWrites(null, null);
  expect(onLogout).toHaveBeenCalledTimes(1);
  expect(sessionStore.getState().token).toBeNull();
});

it('a refresh in another tab updates the token without logging out', () => {
  const onLogout = jest.fn();
  stop = listenForCrossTabLogout(onLogout);
  otherTabWrites('token', 't2');
  otherTabWrites('refresh_token', 'r2');
  expect(onLogout).not.toHaveBeenCalled();
  expect(sessionStore.getState()).toMatchObject({ token: 't2', refreshToken: 'r2', user: adminUser });
});

it('a sign-in as someone else in another tab switches the user', () => {
  stop = listenForCrossTabLogout(jest.fn());
  const other = { ...adminUser, id: 5, full_name: 'Bruno', user_type: 'PARCEIRO' as const };
  otherTabWrites('userData', JSON.stringify(other));
  expect(sessionStore.getState().user).toEqual(other);
});

it('the returned function stops listening', () => {
  const onLogout = jest.fn();
  listenForCrossTabLogout(onLogout)();
  otherTabWrites('token', null);
  expect(onLogout).not.toHaveBeenCalled();
  expect(sessionStore.getState().token).toBe('t1');
});
