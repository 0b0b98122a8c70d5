// A version that loaded but crashed while rendering can't be swapped out in place: its chunks are
// already installed under the remote's shared chunk ids, so a second version of the same remote would
// reuse them. The host remembers the bad version for this tab and reloads the page without it.
const key = (remote: string) => `fidelidade:versao-ruim:${remote}`;

export function badVersions(remote: string): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(key(remote)) ?? '[]') as string[];
  } catch {
    return [];
  }
}

export function markVersionBad(remote: string, version: string) {
  sessionStorage.setItem(key(remote), JSON.stringify([...new Set([...badVersions(remote), version])]));
}

/** Indirection so tests can observe the reload (jsdom cannot navigate). */
export const pageActions = { reload: () => window.location.reload() };
