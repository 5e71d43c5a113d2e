import { test as unguarded } from '@playwright/test';
import { expect, watchCsp } from './csp';

// The guard every other test runs under must see a violation when there is one: this test makes one.
unguarded(
  'the browser enforces the policy on inline script, and the guard reports it',
  async ({ context, page }) => {
    const violations: string[] = [];
    await watchCsp(context, violations);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true';
      document.head.append(script);
      return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.some((violation) => violation.includes('script-src'))).toBe(true);
  },
);
