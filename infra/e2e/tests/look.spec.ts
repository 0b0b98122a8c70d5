import { expect, type Page, test } from '@playwright/test';
import { expectBoxesInsideScreen, expectWordsWhole, pageTitle } from './phone-fit.ts';
import { openInApp, settle, trackRequests } from './screen-settle.ts';
import { type Screen, screens, steadyCustomerId } from './screens.ts';
import { signIn } from './session.ts';

// Every screen and tab, without pictures: what pixel baselines used to compare for each of them, as
// DOM and computed-style assertions that hold whatever fonts the machine has (visual.spec.ts keeps
// the pictures of three screens). Per screen:
// - its skeleton — headings, tabs (the selected one marked), column headers, form labels,
//   placeholders and buttons, outside the rows of data — equals the committed text in
//   tests/look.spec.ts-snapshots/<screen>.txt, at 1440 and at 390 px alike (nothing is lost on a
//   phone), but for the screens whose tables keep only their key columns on a phone (antd's
//   `responsive`, `phoneColumns` in screens.ts): their 390-px skeleton is <screen>-phone.txt, the
//   same but those columns; `pnpm visual:update` rewrites them;
// - in each theme, its text, font, top bar, page and card colours are the dashboard's, which are
//   the theme's own (a remote that brings its own theme or styles shows here);
// - the title sits right under the top bar, and the page never scrolls sideways (a table scrolls
//   inside its card);
// - it is the screen the URL names (a tab the screen lacks would fall back to another) and not
//   'Acesso negado';
// - at 390 px (a phone), no card, field or dialog sticks out of the screen and the title wraps
//   between words only (phone-fit.ts; phone.spec.ts checks the sign-in page and the edit form).

/** Containers whose text is data that changes between runs (counts, figures, the chart's legend). */
const VOLATILE = [
  '.ant-table-tbody',
  '.ant-list-items',
  '.ant-statistic',
  '.ant-descriptions-item-content',
  '.ant-pagination',
  '.paginator',
  '[data-testid="management-counter"]',
  '[data-testid="trend-chart"]',
].join(', ');

/** The screen's skeleton as text: one line per heading, tab, column, label, placeholder and button. */
function skeleton(page: Page, screen: Screen): Promise<string> {
  return page.locator('.admin-content').evaluate(
    (content, { volatile, skipTitles }) => {
      const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const kept = (element: Element) => element.closest(volatile) === null;
      const lines: string[] = [];
      const add = (kind: string, selector: string, value: (element: Element) => string) => {
        for (const element of content.querySelectorAll(selector)) {
          const shown = value(element);
          if (kept(element) && shown) lines.push(`${kind}: ${shown}`);
        }
      };
      add('título', skipTitles ? 'h1, h2, h4, h5' : 'h1, h2, h3, h4, h5', text);
      add(
        'aba',
        '[role="tab"]',
        (tab) => `${text(tab)}${tab.getAttribute('aria-selected') === 'true' ? ' *' : ''}`,
      );
      add('coluna', 'th', text);
      add('rótulo', 'label', text);
      add(
        'dica',
        'input[placeholder], textarea[placeholder]',
        (field) => field.getAttribute('placeholder') ?? '',
      );
      add(
        'botão',
        'button, [role="button"]',
        (button) => text(button) || button.getAttribute('aria-label') || '',
      );
      return lines.join('\n');
    },
    { volatile: VOLATILE, skipTitles: screen.name === 'cliente' },
  );
}

/** The colours and font a screen shows, as the browser computed them. */
function look(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element) : undefined;
    };
    const content = style('.admin-content');
    // The colour the content is painted on: the nearest painted box around it, else the white canvas.
    let surface = document.querySelector('.admin-content');
    let page = 'rgb(255, 255, 255)';
    for (; surface; surface = surface.parentElement) {
      const color = getComputedStyle(surface).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
        page = color;
        break;
      }
    }
    const cards = [...document.querySelectorAll('.admin-content .ant-card')].map(
      (card) => getComputedStyle(card).backgroundColor,
    );
    return {
      font: content?.fontFamily,
      text: content?.color,
      page,
      topBar: style('.top-bar')?.backgroundColor,
      cards: [...new Set(cards)],
    };
  });
}

/** How the page lies out: the gap under the top bar, and whether the page scrolls sideways. */
function layout(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.top-bar')?.getBoundingClientRect();
    const title = document.querySelector('.admin-content h2')?.getBoundingClientRect();
    const root = document.documentElement;
    return {
      gapUnderTopBar: bar && title ? Math.round(title.top - bar.bottom) : null,
      pageScrollsSideways: root.scrollWidth > root.clientWidth,
    };
  });
}

/** Relative luminance of a CSS `rgb()` colour. */
function luminance(color = ''): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
    const unit = Number(value) / 255;
    return unit <= 0.03928 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Whether text in the page's font is drawn with DejaVu Sans, regular and bold (fonts/fonts.conf). */
function drawnInDejaVu(page: Page) {
  return page.evaluate(() => {
    const family = getComputedStyle(document.body).fontFamily;
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    const sample = 'Criar Usuário — Ações, Configurações 0123456789';
    const width = (font: string) => {
      context.font = font;
      return context.measureText(sample).width;
    };
    return ['', 'bold '].every(
      (weight) => width(`${weight}16px ${family}`) === width(`${weight}16px "DejaVu Sans"`),
    );
  });
}

const walks = [
  { theme: 'light', width: 1440, height: 900 },
  { theme: 'dark', width: 1440, height: 900 },
  { theme: 'light', width: 390, height: 844 },
] as const;

for (const walk of walks) {
  test(`aparência sem imagens: todas as telas, tema ${walk.theme === 'light' ? 'claro' : 'escuro'}, ${walk.width} px`, async ({
    page,
  }) => {
    // 23 screens, each settled and read, on a shared 2-core machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: walk.width, height: walk.height });
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), walk.theme);
    const requests = trackRequests(page);
    await signIn(page);
    expect(await drawnInDejaVu(page), 'o texto é desenhado em DejaVu Sans (fonts/fonts.conf)').toBe(true);
    const customer = await steadyCustomerId(page);

    let theme: Awaited<ReturnType<typeof look>> | undefined;
    for (const screen of screens) {
      const url = screen.url.replace('{customer}', String(customer));
      await openInApp(page, url, screen.remote);
      await settle(page, requests);
      const shownUrl = new URL(page.url());
      expect.soft(shownUrl.pathname + shownUrl.search, `${screen.name}: endereço`).toBe(url);
      await expect.soft(page.getByText('Acesso negado'), screen.name).toHaveCount(0);
      const file = `${screen.name}${walk.width < 600 && screen.phoneColumns ? '-phone' : ''}.txt`;
      expect.soft(await skeleton(page, screen), screen.name).toMatchSnapshot(file);
      const shown = await look(page);
      if (!theme) {
        // The dashboard sets the theme's colours for every other screen.
        theme = shown;
        expect(shown.font).toBe('system-ui, sans-serif');
        if (walk.theme === 'light') expect(luminance(shown.page)).toBeGreaterThan(0.8);
        else expect(luminance(shown.page)).toBeLessThan(0.05);
        expect(shown.cards).toHaveLength(1);
      }
      expect
        .soft({ ...shown, cards: shown.cards.filter((card) => card !== theme?.cards[0]) }, screen.name)
        .toEqual({ ...theme, cards: [] });
      const { gapUnderTopBar, pageScrollsSideways } = await layout(page);
      expect.soft(pageScrollsSideways, `${screen.name}: a página rola para o lado`).toBe(false);
      if (gapUnderTopBar !== null) expect.soft(gapUnderTopBar, screen.name).toBeLessThanOrEqual(32);
      if (walk.width < 600) {
        await expectBoxesInsideScreen(page, screen.name);
        await expectWordsWhole(pageTitle(page), screen.name);
      }
    }
  });
}
