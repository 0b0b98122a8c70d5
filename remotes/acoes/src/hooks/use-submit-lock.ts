import { useRef } from 'react';

/**
 * A submit guard set synchronously. `disabled={isPending}` and an `isPending` check in onFinish only
 * take effect after React re-renders (react-query notifies on a later tick), so a second click or
 * Enter in between reaches the old onFinish with `isPending` still false. A ref has no such gap.
 */
export function useSubmitLock() {
  const busy = useRef(false);
  return {
    /** True when this submit may go; false while the previous one is still in flight. */
    take: () => {
      if (busy.current) return false;
      busy.current = true;
      return true;
    },
    release: () => {
      busy.current = false;
    },
  };
}
