import { expect, type Page, test } from '@playwright/test';

// The host follows the system's reduced-motion setting (host/src/lib/theme/use-reduced-motion.ts):
// antd's transitions and animations run by default and are off when reduced motion is asked for.
// The rest of the suite runs with reduced motion (playwright.config.ts).

const signInButtonTransition = async (page: Page) => {
  await page.goto('/auth/login');
  return page
    .getByRole('button', { name: 'Entrar' })
    .evaluate((button) => getComputedStyle(button).transitionDuration);
};
const allZero = /^0s(, 0s)*$/;

test.describe('sem preferência do sistema', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('os botões têm transição', async ({ page }) => {
    expect(await signInButtonTransition(page)).not.toMatch(allZero);
  });
});

test('com movimento reduzido no sistema, os botões não têm transição', async ({ page }) => {
  expect(await signInButtonTransition(page)).toMatch(allZero);
});
