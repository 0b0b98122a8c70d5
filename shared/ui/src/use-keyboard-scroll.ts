import { useEffect, useState } from 'react';

/** The boxes antd's Table scrolls in: the whole table with `scroll.x`, the body with `scroll.y`. */
const scrollBoxes = '.ant-table-content, .ant-table-body';

function overflows(box: HTMLElement): boolean {
  // A pixel of slack: sub-pixel column widths round up without anything to scroll.
  return box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
}

/**
 * Makes each scroll box inside the element that gets the returned ref reachable with Tab while
 * its content overflows (WCAG 2.1.1; axe "scrollable-region-focusable"): a focused box scrolls with
 * the arrow keys. It becomes a region named `label`; a table that fits adds no tab stop. antd does
 * not expose that box, so this follows it: rows arriving (mutations) and resizes re-check it.
 */
export function useKeyboardScroll<E extends HTMLElement>(label: string): (element: E | null) => void {
  const [root, setRoot] = useState<E | null>(null);
  useEffect(() => {
    if (!root) return;
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(() => update()) : null;
    function update() {
      for (const box of root?.querySelectorAll<HTMLElement>(scrollBoxes) ?? []) {
        resizes?.observe(box);
        if (box.firstElementChild) resizes?.observe(box.firstElementChild);
        if (overflows(box)) {
          box.tabIndex = 0;
          box.setAttribute('role', 'region');
          box.setAttribute('aria-label', label);
        } else if (box.hasAttribute('tabindex')) {
          box.removeAttribute('tabindex');
          box.removeAttribute('role');
          box.removeAttribute('aria-label');
        }
      }
    }
    update();
    resizes?.observe(root);
    const mutations = new MutationObserver(update);
    mutations.observe(root, { childList: true, subtree: true });
    return () => {
      mutations.disconnect();
      resizes?.disconnect();
    };
  }, [root, label]);
  return setRoot;
}
