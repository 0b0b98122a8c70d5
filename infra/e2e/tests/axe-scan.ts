import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** The WCAG 2.1 A/AA rules every screen is held to (docs/accessibility.md). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScan {
  /** Run only these rules (ids); otherwise every rule of the WCAG 2.1 A/AA tags. */
  rules?: string[];
  /** Only inside this selector; otherwise the whole page. */
  include?: string;
  /** Selectors left out of the scan. */
  exclude?: string[];
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * The serious and critical violations axe-core finds on the page, as `rule: targets`.
 *
 * Why not @axe-core/playwright's AxeBuilder: for each scan it evaluates axe's 560 KB source in the
 * page twice and, in its default mode, opens a blank page to merge the results, which made a scan
 * cost 2–3 s of a busy machine. Here the source is evaluated once per document (an in-app navigation
 * keeps it), the run happens in the page itself with axe's own `axe.run` (the same rules and checks;
 * the product has no iframes to cross), and only violations are collected (`resultTypes`), so axe does
 * not build selectors for every passing element.
 */
export async function seriousViolations(page: Page, scan: AxeScan = {}): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ rules, include, exclude, tags }) => {
      const engine = window.axe;
      if (!engine) throw new Error('axe-core was not loaded into the page');
      const context: axe.ContextObject = include ? { include: [include], exclude } : { exclude };
      const result = await engine.run(context, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { include: scan.include, exclude: scan.exclude ?? [], rules: scan.rules, tags: WCAG_21_AA },
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}
