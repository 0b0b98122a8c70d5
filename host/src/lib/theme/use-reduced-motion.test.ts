import { act, renderHook } from '@testing-library/react';
import { useReducedMotion } from './use-reduced-motion';

/** A matchMedia whose reduced-motion answer the test sets, telling its listeners as a browser does. */
function fakeReducedMotion(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

describe('useReducedMotion', () => {
  it('follows the system setting, also when it changes', () => {
    const media = fakeReducedMotion(true);
    try {
      const { result } = renderHook(() => useReducedMotion());
      expect(result.current).toBe(true);
      act(() => media.set(false));
      expect(result.current).toBe(false);
    } finally {
      media.restore();
    }
  });
});
