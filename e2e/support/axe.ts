/// <reference lib="dom" />
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, as axe-core tags it (2.0, 2.1 and 2.2 rules, levels A and AA). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One serious or critical finding, ready to print. */
export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Runs axe on the page as it is and keeps the serious and critical violations. */
export async function seriousViolations(page: Page, where: string): Promise<Finding[]> {
  // Only violations are gathered: axe skips building the (large) passes and incomplete lists.
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      // The selector and axe's own one-line reason, for the first few elements.
      nodes: violation.nodes.slice(0, 4).map((node) => `${node.html.replace(/\s+/g, ' ').slice(0, 140)}\n      ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`),
    }));
}

/** Pretty text for a failed expectation: one block per finding. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map((finding) => [`${finding.where}: ${finding.rule} (${finding.impact}) ${finding.help}`, ...finding.nodes.map((node) => `    ${node}`)].join('\n'))
    .join('\n');
}

/**
 * Moves the single-page app to `path` the way a link does (history + popstate), so the app is not
 * booted again for every page; `reload` loads the document afresh (first page, new session).
 */
export async function visit(page: Page, path: string, reload: boolean): Promise<void> {
  if (reload) {
    await page.goto(path);
    return;
  }
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** WCAG 1.4.10 reflow: the document itself never scrolls sideways (inner scrollers may). */
export async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** The innermost elements that reach past the viewport's sides, to say what breaks reflow. */
export async function sidewaysCulprits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 1 || box.left < -1);
    });
    const innermost = outside.filter((element) => !outside.some((other) => other !== element && element.contains(other)));
    return innermost.slice(0, 4).map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(element.getBoundingClientRect().right)}`);
  });
}

/**
 * Waits until the page has painted what it loads: no loader or skeleton shows for a moment (axe
 * would otherwise judge a splash screen). Not "network idle": job pages poll, so it rarely comes.
 */
export async function settle(page: Page): Promise<void> {
  const idle = () =>
    page
      .waitForFunction(
        () => {
          const progress = document.querySelector('[data-testid="navigation-progress"]');
          const busy = document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root, .boot-splash');
          return Boolean(progress) && progress?.getAttribute('data-phase') === 'idle' && !busy;
        },
        undefined,
        { timeout: 8_000, polling: 100 },
      )
      .catch(() => undefined);
  await page.waitForTimeout(100);
  await idle();
  await page.waitForTimeout(150);
  await idle();
}
