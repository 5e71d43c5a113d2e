import { type BrowserContext, test as base, expect } from '@playwright/test';

const BINDING = '__kaiwaCspViolation';

type Violation = { directive: string; blocked: string; source: string; sample: string };

/**
 * Records every Content-Security-Policy violation in the pages of `context`: the `securitypolicyviolation`
 * events the pages see, and Chromium's console reports (which also cover what a page cannot report itself).
 */
export async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding(BINDING, ({ page }, violation: Violation) => {
    violations.push(
      `${page.url()}: ${violation.directive} blocked ${violation.blocked || 'inline code'} at ${violation.source}` +
        (violation.sample ? ` (${violation.sample})` : ''),
    );
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: Violation) => void>)[binding];
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  }, BINDING);
  context.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
}

/**
 * Playwright's `test`, failing any test during which a page broke the Content-Security-Policy: every flow
 * must work with the policy on. Contexts a test opens itself (a second person in a scenario) are watched
 * too.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await watchCsp(created, violations);
        return created;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
