// Test-only, run before every test file: the window is 1440 px wide unless a test says otherwise
// (onScreenWidth). jsdom's matchMedia stub matches nothing, which antd's breakpoints read as a
// phone: every column with a `responsive` breakpoint would leave the tables under test.
const desktopWidth = 1440;

window.matchMedia = (query: string) => {
  const min = Number(/min-width:\s*([\d.]+)/.exec(query)?.[1] ?? 0);
  const max = Number(/max-width:\s*([\d.]+)/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
  return {
    matches: desktopWidth >= min && desktopWidth <= max,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
};
