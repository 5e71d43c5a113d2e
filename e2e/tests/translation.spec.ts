import { expect, test } from './csp';
import { registerViaApi, screenshotPath, signInAs } from './support';

const SENTENCE = '猫が好きです。毎日コーヒーを飲みます。';

test('a learner translates Japanese into English offline, finds it in the history and deletes it', async ({
  page,
  request,
}) => {
  const learner = await registerViaApi(request);
  await signInAs(page, learner.user);
  await page.getByRole('link', { name: 'Translation', exact: true }).click();
  await expect(page).toHaveURL(/\/translation$/);

  // The saved translation language (English by default) is the source; swapping makes it Japanese → English.
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await expect(from).toHaveValue('English');
  await expect(to).toHaveValue('Japanese');
  await page.getByRole('button', { name: 'Swap languages' }).click();
  await expect(from).toHaveValue('Japanese');
  await expect(to).toHaveValue('English');

  await page.getByLabel('Text to translate').fill(SENTENCE);
  await page.getByLabel(/Context/).fill('A note to a friend');
  await page.getByRole('button', { name: 'Translate', exact: true }).click();

  // The offline engine glosses word by word and says so; the reading and words come from the Japanese core.
  const current = page.getByRole('region', { name: 'Current Translation' });
  await expect(current.getByText(/^\[Word-by-word gloss\]/)).toBeVisible();
  await expect(current.getByText('ねこがすきです。まいにちコーヒーをのみます。')).toBeVisible();
  await expect(current.getByText('Translation in progress...')).toHaveCount(0);
  const vocabulary = page.getByRole('region', { name: 'Detected Vocabulary' });
  await expect(vocabulary.getByRole('button', { name: 'Start a conversation about 猫' })).toBeVisible();
  await expect(vocabulary.getByRole('button', { name: 'Start a conversation about 毎日' })).toBeVisible();
  await expect(
    vocabulary.getByRole('button', { name: 'Start a conversation about the kanji 飲' }),
  ).toBeVisible();
  // Each word reads across its line: in the narrow column its buttons wrap below it, rather than squeezing
  // the word into a column of single characters.
  const word = (await vocabulary.getByText('毎日', { exact: true }).boundingBox())!;
  expect(word.width).toBeGreaterThan(word.height);

  const history = page.getByRole('region', { name: 'Past Translations' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByText(SENTENCE)).toBeVisible();
  await expect(history.getByText('Japanese → English')).toBeVisible();
  await page.screenshot({ path: screenshotPath('translation'), fullPage: true });

  // Another direction needs an AI provider: the translation fails with the engine's reason.
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('button', { name: 'Swap languages' }).click();
  await page.getByLabel('Text to translate').fill('I like cats.');
  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(current.getByRole('alert')).toContainText('Translation failed');
  await expect(current.getByRole('alert')).toContainText('needs an AI provider');
  await expect(history.getByRole('listitem')).toHaveCount(2);

  // Deleting removes it for good.
  await history.getByRole('button', { name: `Delete translation of ${SENTENCE}` }).click();
  await expect(history.getByText(SENTENCE)).toHaveCount(0);
  await page.reload();
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByText('I like cats.')).toBeVisible();
  await expect(history.getByText(SENTENCE)).toHaveCount(0);
});
