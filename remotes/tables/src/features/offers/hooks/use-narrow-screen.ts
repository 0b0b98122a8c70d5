import { useSyncExternalStore } from 'react';

// antd's md breakpoint, as the host's menu uses it. Not antd's Grid.useBreakpoint: Grid is not in
// the shared design system (adding it would mean publishing the host before this remote).
const narrowScreenQuery = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(narrowScreenQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(narrowScreenQuery).matches;

/** True on a phone-sized viewport (below 768 px); follows rotation and window resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
