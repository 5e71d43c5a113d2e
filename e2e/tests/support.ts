import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2eDataDir } from '../playwright.config';

let counter = 0;
/** A unique, valid identity per call so tests never depend on each other's accounts. */
export function newIdentity(prefix = 'learner') {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { email: `${prefix}-${id}@example.com`, alias: `テスト${counter}`, password: `kaiwa-pass-${id}` };
}

export type ApiUser = {
  auth_token: string;
  user_id: string;
  alias: string;
  email: string;
  tour_done: boolean;
};

/** Registers through the API (for the other people in a scenario) and finishes the tour so it doesn't cover the UI. */
export async function registerViaApi(request: APIRequestContext, identity = newIdentity()) {
  const response = await request.post('/api/register_native', { data: identity });
  expect(response.status()).toBe(200);
  const { user } = (await response.json()) as { user: ApiUser };
  const headers = { authorization: `Bearer ${user.auth_token}`, 'x-user-id': user.user_id };
  await request.post('/api/account/complete_tour', {
    headers,
    data: { jlptTrainLevel: 'N5', alias: identity.alias },
  });
  return { ...identity, user: { ...user, tour_done: true }, headers };
}

/** Puts an API-created user into the SPA's storage, as a sign-in would. */
export async function signInAs(page: Page, user: ApiUser) {
  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('kaiwa.user', JSON.stringify(stored)), user);
  await page.goto('/dashboard');
}

export async function loginViaUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The newest mail in the server's outbox (the embedded default writes .eml files there) sent to `to`. */
export async function latestMailTo(to: string): Promise<string> {
  const outbox = path.join(e2eDataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
    const mails = files.map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
    const mine = mails.filter((mail) => mail.includes(to));
    if (mine.length > 0) return decodeQuotedPrintable(mine[mine.length - 1] as string);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

export function screenshotPath(name: string) {
  return path.join(import.meta.dirname, '..', 'test-results', 'screens', `${name}.png`);
}
