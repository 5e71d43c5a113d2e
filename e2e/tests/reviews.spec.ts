import fs from 'node:fs';
import { expect, test } from './csp';
import { registerViaApi, screenshotPath, signInAs } from './support';

test('a learner adds a word from the vocabulary page, answers it with the keyboard and the count drops', async ({
  page,
  request,
}) => {
  const learner = await registerViaApi(request);
  await signInAs(page, learner.user);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const reviewsCard = page.getByRole('link', { name: /Reviews: \d+ due/ });
  await expect(reviewsCard).toContainText('Reviews: 0 due');

  await menu.getByRole('link', { name: 'JLPT Vocabulary' }).click();
  await page.getByRole('searchbox').fill('水');
  await page.getByRole('searchbox').press('Enter');
  await page.getByRole('button', { name: 'Add 水 to reviews' }).first().click();
  await expect(page.getByText('✓ In reviews').first()).toBeVisible();
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(reviewsCard).toContainText('Reviews: 1 due');

  await menu.getByRole('link', { name: /^Reviews/ }).click();
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(page.getByText('水', { exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /^Easy/ })).toBeVisible();
  await page.screenshot({ path: screenshotPath('review-card'), fullPage: false });
  await page.keyboard.press('4');
  await expect(page.getByRole('heading', { name: 'All done for now' })).toBeVisible();

  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(reviewsCard).toContainText('Reviews: 0 due');
  const stats = await request.get('/api/review/stats', { headers: learner.headers });
  expect(await stats.json()).toMatchObject({ reviewed_today: 1, total_cards: 1, due_count: 0 });
});

test('a word misused in a chat appears in /review with the sentence, is answered with the keyboard and the count drops', async ({
  page,
  request,
}) => {
  // A chat, its background analysis and a review: more steps than the other flows.
  test.slow();
  const learner = await registerViaApi(request);
  await signInAs(page, learner.user);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const reviewsCard = page.getByRole('link', { name: /Reviews: \d+ due/ });
  await expect(reviewsCard).toContainText('Reviews: 0 due');

  await page.goto('/configure_conversation');
  await page
    .getByRole('region', { name: /Characters/ })
    .getByRole('button', { name: /すずきさん/ })
    .click();
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/conversation\/[^/]+$/);
  // An i-adjective's past made like a na-adjective's: the offline tutor knows this one for certain.
  const sentence = '昨日の映画は面白いでした。';
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(sentence);
  await box.press('Enter');
  await expect(box).toHaveValue('');

  // The analysis runs in the background: the dashboard shows the new card once it is done.
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(async () => {
    await page.reload();
    await expect(reviewsCard).toContainText('Reviews: 1 due', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  await menu.getByRole('link', { name: /^Reviews/ }).click();
  await expect(page.getByText('Which word fits your sentence?')).toBeVisible();
  await expect(page.getByText(/^昨日の映画は＿＿/)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText('You wrote').locator('xpath=following-sibling::p[1]')).toHaveText(sentence);
  await expect(page.getByText('Better').locator('xpath=following-sibling::p[1]')).toHaveText(
    '昨日の映画は面白かったです。',
  );
  await expect(page.getByRole('button', { name: 'Play pronunciation of 面白い' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('review-card-from-chat'), fullPage: false });
  await page.keyboard.press('3');
  await expect(page.getByRole('heading', { name: 'All done for now' })).toBeVisible();

  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(reviewsCard).toContainText('Reviews: 0 due');
  const stats = await request.get('/api/review/stats', { headers: learner.headers });
  expect(await stats.json()).toMatchObject({ reviewed_today: 1, total_cards: 1, due_count: 0 });
});

test('a learner downloads all of their data and an Anki deck of their reviews from Settings', async ({
  page,
  request,
}) => {
  const learner = await registerViaApi(request);
  await signInAs(page, learner.user);
  await page.getByRole('link', { name: 'Settings' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kaiwa-export-\d{4}-\d\d-\d\d\.json$/);
  const document = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(document).toMatchObject({
    format: 'kaiwa-account-export',
    version: 1,
    account: { user_id: learner.user.user_id, email: learner.user.email },
  });

  const [deck] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Anki deck of my reviews' }).click(),
  ]);
  expect(deck.suggestedFilename()).toBe('kaiwa-reviews.apkg');
  // A zip file: "PK" and the local file header's signature.
  expect(fs.readFileSync((await deck.path())!).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
});
