import { expect, test } from './csp';
import { registerViaApi, screenshotPath, signInAs } from './support';

const MESSAGES = ['毎日、水を飲みます。', '私は学生です。'];

test('a learner’s words show up in the conversation analysis and in their N5 progress', async ({
  page,
  request,
}) => {
  const learner = await registerViaApi(request);
  const started = await request.post('/api/conversation/start', {
    headers: learner.headers,
    data: { character_ids: ['tanaka'], user_ids: [learner.user.user_id] },
  });
  expect(started.status()).toBe(200);
  const { conversation_id: conversationId } = (await started.json()) as { conversation_id: string };

  // Chat through the page, as a learner does (the offline engine replies, rates and translates).
  await signInAs(page, learner.user);
  await page.goto(`/conversation/${conversationId}`);
  const box = page.getByRole('textbox', { name: 'Message' });
  // Counted rather than found by text: once the readings arrive the sentence is split into <ruby> parts.
  const ownMessages = page.getByRole('list', { name: 'Messages' }).locator('li[data-sender-type="user"]');
  for (const [index, text] of MESSAGES.entries()) {
    await box.fill(text);
    await page.keyboard.press('Enter');
    await expect(ownMessages).toHaveCount(index + 1);
  }

  await page.goto(`/conversation_analysis/${conversationId}`);
  await expect(page.getByRole('heading', { name: 'Conversation Analysis' })).toBeVisible();
  const vocabulary = page.getByRole('region', { name: 'Vocabulary Used' });
  for (const word of ['水', '飲む', '毎日', '学生']) {
    await expect(vocabulary.getByText(word, { exact: true })).toBeVisible();
  }
  const kanji = page.getByRole('region', { name: 'Kanji Used' });
  await expect(kanji.getByText('水', { exact: true })).toBeVisible();
  await expect(page.getByText('Analysing…')).toHaveCount(0);
  // The offline engine rates every use it finds, so every item has stars.
  await expect(vocabulary.getByText('not rated')).toHaveCount(0);
  await expect(vocabulary.getByRole('img', { name: /of 5 stars/ }).first()).toBeVisible();
  const ownMessage = page
    .getByRole('region', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: MESSAGES[0] })
    .first();
  await expect(ownMessage.getByRole('list', { name: 'Vocabulary' }).getByText('飲む')).toBeVisible();
  await page.screenshot({ path: screenshotPath('analysis'), fullPage: true });

  // Without the chart's animation the screenshot shows the finished lines.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/progress');
  await expect(page.getByRole('heading', { name: 'Your Learning Progress' })).toBeVisible();
  await expect(page.getByLabel('Display Level')).toHaveValue('N5');
  const vocabularyCard = page.getByRole('region', { name: 'Vocabulary', exact: true });
  await expect(vocabularyCard.getByText(/^Used: \d+ \/ \d+$/)).toBeVisible();
  const [used, total] = ((await vocabularyCard.getByText(/^Used:/).textContent()) ?? '')
    .match(/\d+/g)!
    .map(Number) as [number, number];
  expect(used).toBeGreaterThanOrEqual(4);
  expect(total).toBeGreaterThan(used);
  await expect(vocabularyCard.getByText(`${((used / total) * 100).toFixed(1)}%`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Kanji', exact: true }).getByText(/^Used: [1-9]\d* \/ \d+$/),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Usage Quality' })
      .getByText(/^\d+\.\d\/10$/)
      .first(),
  ).toBeVisible();
  const chart = page
    .getByRole('region', { name: 'Progress Over Time - Count & Percentage' })
    .locator('canvas');
  await expect(chart).toBeVisible();
  expect((await chart.boundingBox())?.height ?? 0).toBeGreaterThan(100);
  await page.screenshot({ path: screenshotPath('progress'), fullPage: true });

  // Another level loads on demand.
  await page.getByLabel('Display Level').selectOption('N4');
  await expect(
    page.getByRole('region', { name: 'Vocabulary', exact: true }).getByText(/^Used: \d+ \/ \d+$/),
  ).toBeVisible();
});
