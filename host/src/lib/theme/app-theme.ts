import { type ThemeConfig, theme } from 'antd';
import { brandFill, brandRed, brandText } from './brand-colors';
import { readableTagTokens } from './readable-tags';
import type { ThemeMode } from './theme-store';

/**
 * Seeds and text colours per theme. antd's own secondary text (45% black), placeholders (25%) and
 * error red (#ff4d4f) read at 3.4, 1.8 and 3.3:1 on white: darkened so that every text reaches
 * WCAG AA (4.5:1); the dark theme needs lighter secondary text on popups, placeholders, errors and links.
 */
const seeds: Record<ThemeMode, ThemeConfig['token']> = {
  light: {
    colorLink: brandText.light.link,
    colorError: '#CF1322',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
  dark: {
    colorLink: brandText.dark.link,
    colorError: '#FF7B73',
    colorTextDescription: 'rgba(255, 255, 255, 0.55)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
  },
};

/**
 * Whether the page links antd's precompiled stylesheet (the host's index.html does:
 * shared/build-config/antd-stylesheet.cjs). Then antd runs without runtime styles: its rules come
 * from that file instead of being generated and injected as each component first renders, and the
 * theme's tokens reach them as CSS variables; a page load runs about a third less script
 * (docs/performance.md, "antd without runtime styles"). A page without it (jest's jsdom, a
 * remote's standalone dev shell) keeps the runtime styles, so no page is ever left unstyled.
 */
export function antdStylesheetLinked(): boolean {
  return typeof document !== 'undefined' && document.querySelector('link[data-antd-stylesheet]') !== null;
}

function buildTheme(mode: ThemeMode): ThemeConfig {
  const algorithm = mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm;
  const token: ThemeConfig['token'] = {
    colorPrimary: brandRed,
    borderRadius: 8,
    fontFamily: 'system-ui, sans-serif',
    ...seeds[mode],
    colorLinkHover: brandText[mode].hover,
    colorLinkActive: brandText[mode].active,
  };
  // What antd derives from these seeds: red text below is the link colour it settles on.
  const derived = theme.getDesignToken({ algorithm, token });
  const redText = { base: derived.colorLink, hover: brandText[mode].hover, active: brandText[mode].active };
  return {
    algorithm,
    zeroRuntime: antdStylesheetLinked(),
    token,
    // Host and remotes share this one antd, so these reach every screen.
    components: {
      // Filled buttons carry white text: the darker brand fill. Default buttons turn red on hover.
      Button: {
        colorPrimary: brandFill.base,
        colorPrimaryHover: brandFill.hover,
        colorPrimaryActive: brandFill.active,
        defaultHoverColor: redText.hover,
        defaultHoverBorderColor: redText.hover,
        defaultActiveColor: redText.active,
        defaultActiveBorderColor: redText.active,
      },
      // The selected date is a filled cell with white text.
      DatePicker: { colorPrimary: brandFill.base },
      // docs/product.md §2.2: the active tab is red — the ink bar in the brand red, its label in
      // readable red — and the inactive ones grey (the secondary text, 4.5:1 on the page).
      Tabs: {
        inkBarColor: brandRed,
        itemColor: derived.colorTextDescription,
        itemSelectedColor: redText.base,
        itemHoverColor: redText.hover,
        itemActiveColor: redText.active,
      },
      Pagination: { colorPrimary: redText.base, colorPrimaryHover: redText.hover },
      // The top bar is a surface of the theme, like the cards: antd's header default is navy
      // (#001529) in both themes, which sat on the dark theme's neutral page as a blue band.
      Layout: { headerBg: derived.colorBgContainer, headerColor: derived.colorText },
      Tag: readableTagTokens(derived),
    },
  };
}

const themes: Record<ThemeMode, ThemeConfig> = {
  light: buildTheme('light'),
  dark: buildTheme('dark'),
};

/**
 * The same themes without antd's motion (zooms, slides, waves, transitions), for a user whose system
 * asks for reduced motion (WCAG 2.3.3; use-reduced-motion.ts reads it).
 */
const still: Record<ThemeMode, ThemeConfig> = {
  light: { ...themes.light, token: { ...themes.light.token, motion: false } },
  dark: { ...themes.dark, token: { ...themes.dark.token, motion: false } },
};

/** The antd theme of each mode (built once: the host re-renders it on every theme toggle). */
export function appTheme(mode: ThemeMode, reducedMotion = false): ThemeConfig {
  return (reducedMotion ? still : themes)[mode];
}
