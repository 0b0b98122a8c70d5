import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe-scan.ts';
import { admin, signIn, storedKeys } from './session.ts';

// The dashboard's 'Tendências' card on the real stack (demo seed): the chart draws, the period
// lives in the URL, and the 'Ver como tabela' figures for 30 days equal the ledger entries and
// redemptions of the same São Paulo days, added up here from the API's own lists.

const screens = path.join(import.meta.dirname, '../test-results/screens');
const card = (page: Page) => page.getByTestId('trends-card');
const saoPauloDay = (at: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(at));
const formatted = (value: number) => new Intl.NumberFormat('pt-BR').format(value);
const dayLabel = (day: string) => day.split('-').reverse().join('/');

/** Every row of a list, page by page (page_size 100, the API's maximum). */
async function wholeList<T>(page: Page, listPath: string): Promise<T[]> {
  const { token } = await storedKeys(page);
  const rows: T[] = [];
  for (let number = 1; ; number++) {
    const response = await page.request.get(`/api/v1/${listPath}?page=${number}&page_size=100`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { results: T[]; next: string | null };
    rows.push(...body.results);
    if (!body.next) return rows;
  }
}

/** Per São Paulo day: points earned and spent (ledger signs) and redemptions created. */
async function expectedDays(page: Page) {
  const days = new Map<string, { earned: number; spent: number; redemptions: number }>();
  const dayOf = (at: string) => {
    const key = saoPauloDay(at);
    const day = days.get(key) ?? { earned: 0, spent: 0, redemptions: 0 };
    days.set(key, day);
    return day;
  };
  const ledger = await wholeList<{ points_change: number; created_at: string }>(
    page,
    'loyalty/admin/activities/recent/',
  );
  for (const entry of ledger) {
    const day = dayOf(entry.created_at);
    if (entry.points_change > 0) day.earned += entry.points_change;
    else day.spent -= entry.points_change;
  }
  const redemptions = await wholeList<{ created_at: string }>(page, 'loyalty/admin/redemptions/recent/');
  for (const redemption of redemptions) dayOf(redemption.created_at).redemptions += 1;
  return days;
}

async function expectChartDrawn(page: Page) {
  const chart = card(page).getByRole('img', { name: /^Gráfico de tendências/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas')).toHaveCount(1);
  for (const label of ['Pontos ganhos', 'Pontos gastos', 'Resgates']) {
    await expect(chart.getByText(label, { exact: true })).toBeVisible();
  }
  // Painted: the canvas holds coloured pixels, not just its blank backing store.
  const painted = await chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    let count = 0;
    for (let i = 3; i < pixels.length; i += 4) if ((pixels[i] ?? 0) > 0) count += 1;
    return { count, width: canvas.width };
  });
  expect(painted.width).toBeGreaterThan(200);
  expect(painted.count).toBeGreaterThan(1000);
}

test("'Tendências': o gráfico desenha e a tabela de 30 dias soma o mesmo que os lançamentos e resgates", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await expect(card(page).getByRole('radio', { name: '30 dias' })).toBeChecked();
  await expectChartDrawn(page);
  await card(page).getByRole('switch', { name: 'Ver como tabela' }).click();
  const table = card(page).getByRole('table', { name: /^Pontos e resgates por dia/ });
  const bodyRows = table.locator('tbody tr.ant-table-row');
  await expect(bodyRows).toHaveCount(30);

  const days = await expectedDays(page);
  const shown = await bodyRows.evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
  );
  const totals = { earned: 0, spent: 0, redemptions: 0 };
  const expectedRows = shown.map(([date = '']) => {
    const day = days.get(date.split('/').reverse().join('-')) ?? { earned: 0, spent: 0, redemptions: 0 };
    totals.earned += day.earned;
    totals.spent += day.spent;
    totals.redemptions += day.redemptions;
    return [date, formatted(day.earned), formatted(day.spent), formatted(day.redemptions)];
  });
  expect(shown).toEqual(expectedRows);
  expect(shown.at(-1)?.[0]).toBe(dayLabel(saoPauloDay(new Date().toISOString())));
  expect(totals.earned).toBeGreaterThan(0);
  await expect(table.locator('tfoot tr').locator('td')).toHaveText([
    'Total',
    formatted(totals.earned),
    formatted(totals.spent),
    formatted(totals.redemptions),
  ]);
});

test('o período fica na URL e sobrevive ao recarregar', async ({ page }) => {
  await signIn(page);
  await card(page).getByText('7 dias', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]periodo=7(&|$)/);
  await expect(card(page).getByRole('img', { name: /últimos 7 dias/ })).toBeVisible();
  await page.reload();
  await expect(card(page).getByRole('radio', { name: '7 dias' })).toBeChecked();
  await expect(card(page).getByRole('img', { name: /últimos 7 dias/ })).toBeVisible();
  await card(page).getByRole('switch', { name: 'Ver como tabela' }).click();
  await expect(card(page).locator('tbody tr.ant-table-row')).toHaveCount(7);
});

for (const theme of ['light', 'dark'] as const) {
  test(`o cartão desenha no tema ${theme === 'light' ? 'claro' : 'escuro'}`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await signIn(page, admin, '/admin/dashboard?periodo=90');
    await expectChartDrawn(page);
    // The chart's legend takes the card's text colour from the theme: light on dark, dark on light.
    const legend = card(page).getByRole('img').getByText('Pontos ganhos', { exact: true });
    const colour = await legend.evaluate((element) => getComputedStyle(element).color);
    const [red = 0] = colour.match(/\d+/g)?.map(Number) ?? [];
    expect(theme === 'dark' ? red > 128 : red < 128, colour).toBe(true);
    await card(page).scrollIntoViewIfNeeded();
    await card(page).screenshot({ path: path.join(screens, `dashboard-trends-${theme}.png`) });
    // With its table open, the card has no serious or critical WCAG 2.1 A/AA violation.
    await card(page).getByRole('switch', { name: 'Ver como tabela' }).click();
    await expect(card(page).getByRole('table', { name: /^Pontos e resgates por dia/ })).toBeVisible();
    expect(await seriousViolations(page, { include: '[data-testid="trends-card"]' })).toEqual([]);
  });
}
