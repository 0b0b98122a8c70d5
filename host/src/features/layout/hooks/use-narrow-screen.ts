import { useSyncExternalStore } from 'react';

/** Below antd's md breakpoint (768 px) the side menu turns into a drawer; app.css uses the same query. */
export const narrowScreenQuery = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(narrowScreenQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isNarrow() {
  return window.matchMedia(narrowScreenQuery).matches;
}

/** True on a phone-sized viewport; follows rotation and window resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
