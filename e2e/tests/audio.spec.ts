import { expect, test } from './csp';
import { registerViaApi, screenshotPath, signInAs } from './support';

// 一 (k-4e00): its readings イチ、イツ、ひと、ひとつ take a few seconds at slow speed, long enough to pause.
const KANJI_ID = 'k-4e00';

test('a learner plays a word: the button goes loading → playing → paused, and the clip is real audio', async ({
  page,
  request,
}) => {
  const learner = await registerViaApi(request);
  const vocab = await request.get(`/api/vocabulary/getVocab?vocab_id=${KANJI_ID}`, {
    headers: learner.headers,
  });
  const { english } = ((await vocab.json()) as { vocab: { english: string } }).vocab;

  await signInAs(page, learner.user);
  await page.getByRole('link', { name: 'JLPT Vocabulary' }).click();
  await page.getByLabel('Pronunciation speed').selectOption('slow');
  const search = page.getByPlaceholder('Search...');
  await search.fill('ひとつ');
  await search.press('Enter');
  const card = page.getByRole('article', { name: `一 ${english}` });
  const button = card.getByRole('button', { name: /pronunciation of 一$/ });
  await expect(button).toHaveAttribute('data-state', 'idle');

  // Every state the button passes through, as the page shows them.
  await button.evaluate((element) => {
    const states: string[] = [];
    (window as unknown as { audioStates: string[] }).audioStates = states;
    new MutationObserver(() => {
      const state = element.getAttribute('data-state') ?? '';
      if (states.at(-1) !== state) states.push(state);
    }).observe(element, { attributes: true, attributeFilter: ['data-state'] });
  });
  const clip = page.waitForResponse(
    (response) => response.url().includes('/api/vocabulary/getVocabAudio') && response.status() === 200,
  );
  await button.click();
  const response = await clip;
  expect(response.headers()['content-type']).toBe('audio/mpeg');
  expect(new URL(response.url()).searchParams.get('speed')).toBe('slow');
  await expect(button).toHaveAttribute('data-state', 'playing');
  await expect(button).toHaveAccessibleName('Pause pronunciation of 一');
  await page.screenshot({ path: screenshotPath('audio-playing'), fullPage: false });

  await button.click();
  await expect(button).toHaveAttribute('data-state', 'paused');
  await expect(button).toHaveAccessibleName('Resume pronunciation of 一');
  expect(await page.evaluate(() => (window as unknown as { audioStates: string[] }).audioStates)).toEqual([
    'loading',
    'playing',
    'paused',
  ]);

  // The browser decodes the clip the server made: an MP3 of a plausible length for four readings.
  const seconds = await page.evaluate(async (url) => {
    const stored = JSON.parse(localStorage.getItem('kaiwa.user') ?? '{}') as {
      auth_token: string;
      user_id: string;
    };
    const answer = await fetch(url, {
      headers: { authorization: `Bearer ${stored.auth_token}`, 'x-user-id': stored.user_id },
    });
    const audio = new Audio(URL.createObjectURL(await answer.blob()));
    await new Promise((resolve, reject) => {
      audio.onloadedmetadata = resolve;
      audio.onerror = () => reject(new Error('the browser cannot decode the clip'));
    });
    return audio.duration;
  }, response.url());
  expect(seconds).toBeGreaterThan(1);
  expect(seconds).toBeLessThan(10);
});

test('the voice sample in the settings plays the chosen voice, and the day cards have their audio buttons', async ({
  page,
  request,
}) => {
  const learner = await registerViaApi(request);
  await signInAs(page, learner.user);
  for (const kind of ['Vocabulary', 'Kanji']) {
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: `${kind} of the Day` }) });
    await expect(card.getByRole('button', { name: /^Play pronunciation of / })).toBeVisible();
  }
  await page.screenshot({ path: screenshotPath('audio-dashboard'), fullPage: false });

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('Voice', { exact: true }).selectOption({ label: 'Mei — lower pitch' });
  const sample = page.waitForResponse(
    (response) => response.url().includes('/api/getAudioSample') && response.status() === 200,
  );
  // The name says what a click does next (Play, Pause, Resume), so the button is found by what it plays.
  const button = page.getByRole('button', { name: /a sample of the chosen voice$/ });
  await expect(button).toHaveAccessibleName('Play a sample of the chosen voice');
  await button.click();
  expect(new URL((await sample).url()).searchParams.get('voice')).toBe('open-jtalk:mei-low');
  await expect(button).toHaveAttribute('data-state', 'playing');
  await expect(button).toHaveAccessibleName('Pause a sample of the chosen voice');
  await page.screenshot({ path: screenshotPath('audio-settings-sample'), fullPage: false });
});
