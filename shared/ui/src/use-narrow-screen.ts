import { useCallback, useSyncExternalStore } from 'react';

/** Whether the viewport matches a media query; follows rotation and window resizes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

// antd's md breakpoint, as the host's menu uses it. Not antd's Grid.useBreakpoint: Grid is not in
// the shared design system.
const narrowScreenQuery = '(max-width: 767.98px)';

/** True on a phone-sized viewport (below 768 px). */
export function useNarrowScreen(): boolean {
  return useMediaQuery(narrowScreenQuery);
}
