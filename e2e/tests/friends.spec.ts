import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './csp';
import { registerViaApi, screenshotPath, signInAs } from './support';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

async function uploadPicture(page: Page, file: string) {
  await page.goto('/settings');
  await page.locator('input[type="file"]').setInputFiles(fixture(file));
  await page.getByRole('button', { name: /Upload/ }).click();
}

/** True once the avatar of `alias` on the page shows a decoded image (not the placeholder). */
async function expectPictureOf(page: Page, alias: string) {
  // In lists the alias is printed beside the avatar, so the image itself is decorative (no accessible name).
  const image = page.getByRole('listitem').filter({ hasText: alias }).locator('img').first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth ?? 0))
    .toBeGreaterThan(0);
}

test('two learners become friends and see each other’s picture; a third learner cannot', async ({
  browser,
  request,
}) => {
  const aiko = await registerViaApi(request);
  const ben = await registerViaApi(request);
  const chika = await registerViaApi(request);

  const aikoPage = await (await browser.newContext()).newPage();
  const benPage = await (await browser.newContext()).newPage();
  await signInAs(aikoPage, aiko.user);
  await signInAs(benPage, ben.user);
  await uploadPicture(aikoPage, 'avatar-a.png');
  await uploadPicture(benPage, 'avatar-b.png');

  // Aiko asks Ben by e-mail.
  await aikoPage.goto('/friends');
  await aikoPage.getByRole('textbox').first().fill(ben.email);
  await aikoPage.getByRole('button', { name: /Add/ }).click();
  await expect(aikoPage.getByText(/Friend request sent/)).toBeVisible();
  await expect(aikoPage.getByRole('heading', { name: 'Sent Friend Requests' })).toBeVisible();

  // Ben sees the request (the page refreshes every 2 s) and accepts it.
  await benPage.goto('/friends');
  await expect(benPage.getByText(aiko.alias)).toBeVisible();
  await benPage.getByRole('button', { name: 'Accept' }).click();
  await expect(benPage.getByText(/now friends/)).toBeVisible();

  await expectPictureOf(benPage, aiko.alias);
  await benPage.screenshot({ path: screenshotPath('friends') });
  await aikoPage.reload();
  await expectPictureOf(aikoPage, ben.alias);
  await expect(aikoPage.getByRole('heading', { name: 'Sent Friend Requests' })).toHaveCount(0);

  // Chika is nobody's friend: neither picture is hers to see.
  for (const owner of [aiko, ben]) {
    const response = await request.get('/api/getUserPicture', {
      headers: { ...chika.headers, 'picture-user-id': owner.user.user_id },
    });
    expect(response.status()).toBe(404);
  }
  // Ben can fetch Aiko's picture as image bytes.
  const friendView = await request.get('/api/getUserPicture', {
    headers: { ...ben.headers, 'picture-user-id': aiko.user.user_id },
  });
  expect(friendView.status()).toBe(200);
  expect(friendView.headers()['content-type']).toBe('image/webp');
});
