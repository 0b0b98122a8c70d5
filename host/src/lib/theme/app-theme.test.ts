import { theme } from 'antd';
import { antdStylesheetLinked, appTheme } from './app-theme';
import { brandFill, brandFillDeep, brandRed } from './brand-colors';
import { contrastRatio, minimumTextContrast } from './contrast';
import { presetColors } from './readable-tags';
import type { ThemeMode } from './theme-store';

const modes: ThemeMode[] = ['light', 'dark'];
/** Surfaces text sits on in each theme: cards/inputs, popups, and the page behind the tabs. */
const surfaces = (mode: ThemeMode) => {
  const token = theme.getDesignToken(appTheme(mode));
  // The shell paints the page itself (app.css): #f5f5f5 light, #141414 dark.
  return [token.colorBgContainer, token.colorBgElevated, mode === 'dark' ? '#141414' : '#f5f5f5'];
};

describe('contrastRatio', () => {
  it('matches the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#ffffff', brandRed)).toBeCloseTo(4.39, 2);
    // 45% black over white is antd's #8c8c8c.
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(
      contrastRatio('#8c8c8c', '#ffffff'),
      1,
    );
  });
});

describe('app theme: every text reaches WCAG AA (4.5:1)', () => {
  it('keeps the brand red as the seed and the active tab ink bar (docs/product.md §2.2)', () => {
    for (const mode of modes) {
      expect(appTheme(mode).token?.colorPrimary).toBe(brandRed);
      expect(appTheme(mode).components?.Tabs?.inkBarColor).toBe(brandRed);
    }
  });

  it('paints inactive tabs grey, not the body text (docs/product.md §2.2)', () => {
    for (const mode of modes) {
      const token = theme.getDesignToken(appTheme(mode));
      const inactive = appTheme(mode).components?.Tabs?.itemColor;
      expect(inactive).toBe(token.colorTextDescription);
      expect(inactive).not.toBe(token.colorText);
    }
  });

  it('fills surfaces under white text with darker brand shades', () => {
    for (const fill of [...Object.values(brandFill), brandFillDeep]) {
      expect(contrastRatio('#ffffff', fill)).toBeGreaterThanOrEqual(minimumTextContrast);
    }
    for (const mode of modes) {
      const button = appTheme(mode).components?.Button;
      expect([button?.colorPrimary, button?.colorPrimaryHover, button?.colorPrimaryActive]).toEqual(
        Object.values(brandFill),
      );
      expect(appTheme(mode).components?.DatePicker?.colorPrimary).toBe(brandFill.base);
    }
  });

  it.each(modes)('%s: red text, secondary text, placeholders and errors read on every surface', (mode) => {
    const config = appTheme(mode);
    const token = theme.getDesignToken(config);
    const tabs = config.components?.Tabs;
    const button = config.components?.Button;
    const pagination = config.components?.Pagination;
    const texts = {
      link: token.colorLink,
      linkHover: token.colorLinkHover,
      linkActive: token.colorLinkActive,
      tab: tabs?.itemSelectedColor,
      tabInactive: tabs?.itemColor,
      tabHover: tabs?.itemHoverColor,
      tabActive: tabs?.itemActiveColor,
      defaultButtonHover: button?.defaultHoverColor,
      defaultButtonActive: button?.defaultActiveColor,
      currentPage: pagination?.colorPrimary,
      currentPageHover: pagination?.colorPrimaryHover,
      body: token.colorText,
      secondary: token.colorTextSecondary,
      description: token.colorTextDescription,
      placeholder: token.colorTextPlaceholder,
      error: token.colorError,
    };
    for (const background of surfaces(mode)) {
      for (const [name, color] of Object.entries(texts)) {
        expect({ name, background, ratio: contrastRatio(color ?? '', background) >= 4.5 }).toEqual({
          name,
          background,
          ratio: true,
        });
      }
    }
  });

  it.each(modes)('%s: every preset tag colour reads on its own background', (mode) => {
    const config = appTheme(mode);
    const token = theme.getDesignToken(config);
    const tag = config.components?.Tag ?? {};
    for (const color of presetColors) {
      const text = tag[`${color}7`];
      expect({ color, ratio: contrastRatio(text ?? '', token[`${color}1`]) >= 4.5 }).toEqual({
        color,
        ratio: true,
      });
    }
  });
});

describe('top bar', () => {
  it.each(modes)('%s: is a surface of the theme (not the navy antd default) and its text reads', (mode) => {
    const config = appTheme(mode);
    const token = theme.getDesignToken(config);
    const layout = config.components?.Layout;
    // antd's Layout.Header is #001529 in both themes unless told otherwise.
    expect(layout?.headerBg).toBe(token.colorBgContainer);
    expect(layout?.headerColor).toBe(token.colorText);
    for (const text of [token.colorText, token.colorTextSecondary]) {
      expect(contrastRatio(text, layout?.headerBg ?? '')).toBeGreaterThanOrEqual(minimumTextContrast);
    }
  });
});

describe('app theme: reduced motion', () => {
  it('turns antd’s motion off, and only that, when the system asks for it', () => {
    for (const mode of modes) {
      expect(theme.getDesignToken(appTheme(mode)).motion).not.toBe(false);
      expect(theme.getDesignToken(appTheme(mode, true)).motion).toBe(false);
      expect({ ...appTheme(mode, true).token, motion: undefined }).toEqual({
        ...appTheme(mode).token,
        motion: undefined,
      });
    }
  });
});

describe('antd runtime styles', () => {
  afterEach(() => document.head.replaceChildren());

  it('are off only where the page links antd’s stylesheet (the built host’s index.html)', () => {
    expect(antdStylesheetLinked()).toBe(false);
    const other = document.createElement('link');
    other.rel = 'stylesheet';
    other.href = '/other.css';
    document.head.append(other);
    expect(antdStylesheetLinked()).toBe(false);
    const antd = document.createElement('link');
    antd.rel = 'stylesheet';
    antd.href = '/antd.0123456789.css';
    antd.setAttribute('data-antd-stylesheet', '');
    document.head.append(antd);
    expect(antdStylesheetLinked()).toBe(true);
  });

  it('here (jsdom, no stylesheet) every theme keeps them, with or without motion', () => {
    for (const mode of modes) {
      expect(appTheme(mode).zeroRuntime).toBe(false);
      expect(appTheme(mode, true).zeroRuntime).toBe(false);
    }
  });
});
