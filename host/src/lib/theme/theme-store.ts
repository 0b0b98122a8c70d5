import { create } from 'zustand';

export type ThemeMode = 'light' | 'dark';
const storageKey = 'theme';

function initialTheme(): ThemeMode {
  const saved = localStorage.getItem(storageKey);
  if (saved === 'dark' || saved === 'light') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

interface ThemeState {
  mode: ThemeMode;
  toggle: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  mode: initialTheme(),
  toggle: () => {
    const mode: ThemeMode = get().mode === 'dark' ? 'light' : 'dark';
    localStorage.setItem(storageKey, mode);
    set({ mode });
  },
}));
