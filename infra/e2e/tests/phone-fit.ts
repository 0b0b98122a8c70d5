import { expect, type Locator, type Page } from '@playwright/test';

// What a screen must hold on a phone (390 px, docs/product.md §2.3): the page never scrolls sideways
// (wide tables scroll inside their card), no box sticks out of the screen, and titles wrap between
// words only. look.spec.ts checks every screen at 390 px with these; phone.spec.ts the sign-in page,
// the offer edit form, the drawers and the dialogs.

/** The page is as wide as the screen: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
    screen: window.innerWidth,
  }));
  expect(widths.scroll, 'largura da página').toBeLessThanOrEqual(widths.screen);
}

/** No card, form field, modal or drawer sticks out of the screen (content a clipping parent would hide). */
export async function expectBoxesInsideScreen(page: Page, screen = '') {
  const outside = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.ant-card, .ant-form-item, .ant-modal, .ant-drawer-content-wrapper')]
        .filter((element) => !element.closest('.ant-table, .ant-tabs-nav'))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5))
        .map(({ element, box }) => `${element.className} ${Math.round(box.left)}..${Math.round(box.right)}`),
    );
  // Polled: a drawer or modal slides in before it settles inside the screen.
  await expect.poll(outside, { message: `${screen} caixas fora da tela`.trim() }).toEqual([]);
}

/** Each word of the title sits on one line: a word cut across lines has boxes at different heights. */
export async function expectWordsWhole(title: Locator, screen = '') {
  const cutWords = await title.evaluate((element) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) cut.push(match[0]);
      }
    }
    return cut;
  });
  expect(cutWords, `${screen} palavras do título partidas`.trim()).toEqual([]);
}

/** The screen's first heading (a customer's page is titled by the customer's name, an h3 in its card). */
export const pageTitle = (page: Page) => page.locator('.admin-content').locator('h1, h2, h3').first();
