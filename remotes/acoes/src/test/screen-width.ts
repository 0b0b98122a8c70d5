// Test-only: a window `width` px wide for antd's breakpoints and other screen-size queries (jsdom's
// matchMedia stub matches nothing, which antd reads as the narrowest screen).
export function onScreenWidth(width: number) {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => {
      const min = Number(/min-width:\s*([\d.]+)/.exec(query)?.[1] ?? 0);
      const max = Number(/max-width:\s*([\d.]+)/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
      return {
        matches: width >= min && width <= max,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      };
    };
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}
