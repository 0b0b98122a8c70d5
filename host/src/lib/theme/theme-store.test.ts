type ThemeStoreModule = typeof import('./theme-store');

const originalMatchMedia = window.matchMedia;

/** The initial theme is computed when the module loads: load a fresh copy per case. */
async function freshStore(): Promise<ThemeStoreModule['useThemeStore']> {
  let store: ThemeStoreModule['useThemeStore'] | undefined;
  await jest.isolateModulesAsync(async () => {
    store = (await import('./theme-store')).useThemeStore;
  });
  if (!store) throw new Error('theme-store não carregou');
  return store;
}

function preferDark(dark: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: () => false,
  }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('theme store (docs/product.md §4)', () => {
  it.each<['light' | 'dark', boolean]>([
    ['dark', false],
    ['light', true],
  ])('starts from the saved choice (%s) whatever the system prefers', async (saved, systemDark) => {
    localStorage.setItem('theme', saved);
    preferDark(systemDark);
    expect((await freshStore()).getState().mode).toBe(saved);
  });

  it.each<[boolean, 'light' | 'dark']>([
    [true, 'dark'],
    [false, 'light'],
  ])('without a saved choice follows the system preference (dark=%s → %s)', async (systemDark, mode) => {
    preferDark(systemDark);
    const store = await freshStore();
    expect(store.getState().mode).toBe(mode);
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('ignores an unknown saved value', async () => {
    localStorage.setItem('theme', 'purple');
    preferDark(true);
    expect((await freshStore()).getState().mode).toBe('dark');
  });

  it('toggle flips the mode and persists it under `theme`', async () => {
    preferDark(false);
    const store = await freshStore();
    store.getState().toggle();
    expect(store.getState().mode).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    store.getState().toggle();
    expect(store.getState().mode).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    // A reload starts from the persisted choice.
    preferDark(true);
    expect((await freshStore()).getState().mode).toBe('light');
  });
});
