/**
 * The brand red (docs/product.md §2.2). It seeds antd's palette and stays the theme's identity: the active
 * tab's ink bar, borders and focus rings, the logo and the login backdrop.
 */
export const brandRed = '#DE3B37';

/**
 * White text on the brand red reaches only 4.4:1 (WCAG AA asks 4.5:1 for normal-size text), so
 * every surface under white text — primary buttons, the side menu, the avatar, the selected date —
 * is filled with darker steps of the brand's own antd palette: 6.3:1, 5.5:1 on hover, 9.0:1 pressed.
 */
export const brandFill = { base: '#B82527', hover: '#C62F2B', active: '#91161C' } as const;

/** End of the side menu's gradient (starts at brandFill.base): 8.9:1 under white text. */
export const brandFillDeep = '#8F1D1A';

/**
 * Red text (links, the active tab, the current page) over each theme's surfaces. antd derives the
 * link colour from `link` (in dark mode a blend towards the background, so the seed is lighter);
 * hover and pressed are set as they are. app-theme.test.ts holds every pair to 4.5:1.
 */
export const brandText = {
  light: { link: '#B82527', hover: '#91161C', active: '#91161C' },
  dark: { link: '#FF8A80', hover: '#F08A83', active: '#E8756D' },
} as const;
