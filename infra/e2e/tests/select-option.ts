import { expect, type Page } from '@playwright/test';

/**
 * Picks `text` in the antd Select labelled `label`. On a busy machine a click can land while the
 * dropdown is still opening (and be lost), so the open-and-pick runs again until the dropdown closed
 * on a pick; options of dropdowns that stay in the DOM after closing are never matched.
 */
export async function chooseOption(page: Page, label: string, text: string) {
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await open.count()) === 0) await page.getByLabel(label, { exact: true }).click();
    await open.locator('.ant-select-item-option').filter({ hasText: text }).first().click({ timeout: 3_000 });
    await expect(open).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
