import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './csp';
import { registerViaApi, screenshotPath, signInAs } from './support';

type Item = {
  vocab_id: string;
  level: string;
  vocabType: string;
  kanji: string;
  pronunciation: string;
  english: string;
};
const DIFFICULTY: Record<string, number> = { N5: 1, N4: 2, N3: 3, N2: 4, N1: 5 };
const SEARCH = 'water';

const matches = (item: Item) =>
  [item.english, item.kanji === 'nan' ? '' : item.kanji, item.pronunciation].some((text) =>
    text.toLowerCase().includes(SEARCH),
  );

const counter = (page: Page) => page.getByText(/^(Loading\.\.\.|Showing \d+ items)$/);
const levelBox = (page: Page, level: string) => page.getByRole('checkbox', { name: level, exact: true });

test('a learner filters, searches and sorts the vocabulary, and finds the filters again after a reload', async ({
  page,
  request,
}) => {
  const learner = await registerViaApi(request);
  const listed = await request.post('/api/vocabulary/fetchCategories', {
    headers: learner.headers,
    data: { n1: true, n2: true, n3: true, n4: true, n5: true },
  });
  const all = ((await listed.json()) as { query_result: { elements: Item[] } }).query_result.elements;
  const found = all.filter(matches);
  const hardest = Math.max(...found.map((item) => DIFFICULTY[item.level] ?? 0));
  const n5Kanji = found.filter((item) => item.level === 'N5' && item.vocabType === 'kanji');
  expect(n5Kanji.length).toBeGreaterThan(0);

  await signInAs(page, learner.user);
  await page.getByRole('link', { name: 'JLPT Vocabulary' }).click();
  await expect(page.getByRole('heading', { name: 'Vocabulary', level: 1 })).toBeVisible();
  await expect(counter(page)).toHaveText(`Showing ${all.length} items`);
  await page.screenshot({ path: screenshotPath('vocabulary-all'), fullPage: false });
  // Only the rows near the viewport exist; the end of the list still renders when scrolled to.
  expect(await page.getByRole('article').count()).toBeLessThan(200);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('article').last()).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));

  // Typing alone does not search; Enter does.
  const search = page.getByPlaceholder('Search...');
  await search.fill(SEARCH);
  await expect(counter(page)).toHaveText(`Showing ${all.length} items`);
  await search.press('Enter');
  await expect(counter(page)).toHaveText(`Showing ${found.length} items`);
  await expect(page.getByRole('article').first().getByText('N5', { exact: true })).toBeVisible();

  // Level descending: the hardest level first.
  await expect(page.getByLabel('Sort By')).toHaveValue('level');
  await page.getByRole('button', { name: 'Ascending' }).click();
  await expect(page.getByRole('button', { name: 'Descending' })).toBeVisible();
  const hardestLevel = Object.keys(DIFFICULTY).find((level) => DIFFICULTY[level] === hardest) ?? 'N5';
  await expect(page.getByRole('article').first().getByText(hardestLevel, { exact: true })).toBeVisible();

  // N5 and kanji only.
  for (const level of ['N1', 'N2', 'N3', 'N4']) await levelBox(page, level).uncheck();
  await page.getByRole('checkbox', { name: 'Vocabulary', exact: true }).uncheck();
  await expect(counter(page)).toHaveText(`Showing ${n5Kanji.length} items`);
  const water = page.getByRole('article', { name: '水 water' });
  await expect(water).toBeVisible();
  await expect(water.getByText('Kanji', { exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('vocabulary'), fullPage: false });

  await page.reload();
  await expect(counter(page)).toHaveText(`Showing ${n5Kanji.length} items`);
  await expect(search).toHaveValue(SEARCH);
  await expect(levelBox(page, 'N5')).toBeChecked();
  for (const level of ['N1', 'N2', 'N3', 'N4']) await expect(levelBox(page, level)).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Kanji', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Vocabulary', exact: true })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Descending' })).toBeVisible();

  // The explanation of a card, from the dictionary (the offline default).
  await water.getByRole('button', { name: 'View explanation of 水' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Kanji details' })).toBeVisible();
  await expect(dialog.getByText('From the dictionary')).toBeVisible();
  await expect(dialog.getByText(/^水 is a JLPT N5 kanji with 4 strokes/)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Common words with this kanji' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('vocabulary-explanation-kanji'), fullPage: false });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Clear Filters brings every item back.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(counter(page)).toHaveText(`Showing ${all.length} items`);
  await expect(search).toHaveValue('');
});

test('a vocabulary card and its explanation draw the word’s pitch accent', async ({ page, request }) => {
  const learner = await registerViaApi(request);
  await signInAs(page, learner.user);
  await page.getByRole('link', { name: 'JLPT Vocabulary' }).click();
  const search = page.getByPlaceholder('Search...');
  await search.fill('橋');
  await search.press('Enter');

  // 橋 (bridge) is odaka: low, high, and a particle after it falls; 箸 (chopsticks) would start high.
  const card = page.getByRole('article', { name: '橋 bridge' }).filter({ hasText: 'Vocabulary' });
  const odaka = 'はし: odaka, falls after the last mora (し), onto a particle after it';
  const figure = card.getByRole('img', { name: odaka });
  await expect(figure).toBeVisible();
  await expect(card.getByText('odaka [2]')).toBeVisible();
  const drawn = await figure
    .locator('[data-pitch]')
    .evaluateAll((cells) => cells.map((cell) => `${cell.textContent}:${cell.getAttribute('data-pitch')}`));
  expect(drawn).toEqual(['は:low', 'し:high', ':low']);
  // The line is drawn: the high mora has a visible top border.
  const line = await figure
    .locator('[data-pitch="high"]')
    .first()
    .evaluate((cell) => getComputedStyle(cell).borderTopWidth);
  expect(line).toBe('2px');

  await card.getByRole('button', { name: 'View explanation of 橋' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Pitch accent')).toBeVisible();
  await expect(dialog.getByRole('img', { name: odaka })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(figure).toBeInViewport();
  await card.screenshot({ path: screenshotPath('vocabulary-pitch-accent-phone') });
});

test('the dashboard’s vocabulary of the day opens its explanation', async ({ page, request }) => {
  const learner = await registerViaApi(request);
  const day = await request.get('/api/vocabulary/vocabulary_of_the_day', { headers: learner.headers });
  const { vocabulary_of_the_day: item } = (await day.json()) as { vocabulary_of_the_day: Item };

  await signInAs(page, learner.user);
  const card = page.getByRole('article', { name: `${item.level} Vocabulary of the Day` });
  await expect(card.getByText(item.english)).toBeVisible();
  await card.getByRole('link', { name: 'View explanation' }).click();
  await expect(page).toHaveURL(new RegExp(`/vocabulary\\?explain=${item.vocab_id}$`));

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(item.english).first()).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Meanings' })).toBeVisible();
  await expect(dialog.getByText(`JLPT ${item.level} word`, { exact: false })).toBeVisible();
  await page.screenshot({ path: screenshotPath('vocabulary-explanation-day'), fullPage: false });
});

test('a word’s explanation shows three Tatoeba example sentences with kana, translation and audio', async ({
  page,
  request,
}) => {
  const learner = await registerViaApi(request);
  const explained = await request.get('/api/vocabulary/getVocabExplanation', {
    headers: learner.headers,
    params: { vocab_id: (await vocabularyItem(request, learner.headers, '学校')).vocab_id },
  });
  const { example_sentences: examples } = (
    (await explained.json()) as {
      explanation: {
        example_sentences: { sentence: string; sentence_kana: string; sentence_translation: string }[];
      };
    }
  ).explanation;
  expect(examples).toHaveLength(3);

  await signInAs(page, learner.user);
  await page.getByRole('link', { name: 'JLPT Vocabulary' }).click();
  const search = page.getByPlaceholder('Search...');
  await search.fill('学校');
  await search.press('Enter');
  const card = page.getByRole('article', { name: /^学校 / }).filter({ hasText: 'Vocabulary' });
  await card.getByRole('button', { name: 'View explanation of 学校' }).click();

  const dialog = page.getByRole('dialog');
  const section = dialog
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Example sentences' }) });
  await expect(section.getByRole('listitem')).toHaveCount(3);
  for (const [index, example] of examples.entries()) {
    const item = section.getByRole('listitem').nth(index);
    await expect(item.getByText(example.sentence, { exact: true })).toBeVisible();
    await expect(item.getByText(example.sentence_kana, { exact: true })).toBeVisible();
    await expect(item.getByText(example.sentence_translation, { exact: true })).toBeVisible();
    await expect(item.getByRole('link', { name: 'Tatoeba' })).toBeVisible();
  }
  // The first example's audio is fetched and plays.
  const audio = page.waitForResponse(
    (response) =>
      response.url().includes('/api/vocabulary/getExplanationExampleAudio') && response.status() === 200,
  );
  const play = section.getByRole('button', { name: 'Play example sentence 1' });
  await play.click();
  expect((await audio).headers()['content-type']).toContain('audio/');
  await expect(section.getByRole('button', { name: 'Pause example sentence 1' })).toHaveAttribute(
    'data-state',
    'playing',
  );
  await page.screenshot({ path: screenshotPath('vocabulary-explanation-examples'), fullPage: false });
});

async function vocabularyItem(
  request: APIRequestContext,
  headers: Record<string, string>,
  kanji: string,
): Promise<Item> {
  const listed = await request.post('/api/vocabulary/fetchCategories', { headers, data: { n5: true } });
  const items = ((await listed.json()) as { query_result: { elements: Item[] } }).query_result.elements;
  const item = items.find((candidate) => candidate.kanji === kanji && candidate.vocabType === 'vocabulary');
  if (!item) throw new Error(`${kanji} is not an N5 word`);
  return item;
}
