import { type ThemeConfig, theme } from 'antd';
import type { ThemeMode } from './theme-store';

export const brandRed = '#DE3B37';

export function appTheme(mode: ThemeMode): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: brandRed,
      colorLink: brandRed,
      borderRadius: 8,
      fontFamily: 'system-ui, sans-serif',
    },
  };
}
