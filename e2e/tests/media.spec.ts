/**
 * Makes the login screen's media from the real app: the 'What is it?' screenshots, the README screenshot and
 * the frames and captions of the intro video. Run by hand through scripts/make-intro-media.sh (which builds
 * the app, runs this file with KAIWA_MAKE_MEDIA=1 and assembles the video); the normal e2e run leaves it out.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect, test } from './csp';
import { newIdentity, registerViaApi } from './support';

const root = path.join(import.meta.dirname, '..', '..');
const introDir = path.join(root, 'apps', 'web', 'public', 'intro');
const readmeDir = path.join(root, 'docs', 'screenshots');
const framesDir = process.env.KAIWA_MEDIA_FRAMES ?? path.join(os.tmpdir(), 'kaiwa-intro-frames');
const viewport = { width: 1280, height: 800 };

/** A pause no longer than this stays as it was; a longer wait (a slow reply) is shortened to it. */
const LONGEST_STILL_SECONDS = 2.5;
/** How long the last frame stays on screen. */
const CLOSING_SECONDS = 2;

type Frame = { file: string; time: number };
type Cue = { time: number; text: string };

/** Records the page through the DevTools screencast: one JPEG per visual change, with its time. */
async function startRecording(page: Page) {
  fs.rmSync(framesDir, { recursive: true, force: true });
  fs.mkdirSync(framesDir, { recursive: true });
  const frames: Frame[] = [];
  const cues: Cue[] = [];
  const session: CDPSession = await page.context().newCDPSession(page);
  session.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    const file = `frame-${String(frames.length).padStart(5, '0')}.jpg`;
    fs.writeFileSync(path.join(framesDir, file), Buffer.from(data, 'base64'));
    frames.push({ file, time: metadata.timestamp ?? Date.now() / 1000 });
    void session.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
  });
  await session.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 90,
    maxWidth: viewport.width,
    maxHeight: viewport.height,
  });
  return {
    /** Starts a caption for what the video shows from now on. */
    caption(text: string) {
      cues.push({ time: Date.now() / 1000, text });
    },
    async stop() {
      await session.send('Page.stopScreencast');
      await session.detach();
      writeTimeline(frames, cues);
    },
  };
}

/**
 * Writes the frame list for ffmpeg's concat demuxer and the WebVTT captions on one timeline, on which
 * long waits are shortened so the video keeps a steady pace.
 */
function writeTimeline(recorded: Frame[], cues: Cue[]) {
  expect(recorded.length).toBeGreaterThan(50);
  // Frames may arrive slightly out of order.
  const frames = recorded.toSorted((a, b) => a.time - b.time);
  const durations = frames.map((frame, index) => {
    const next = frames[index + 1];
    return next ? Math.min(next.time - frame.time, LONGEST_STILL_SECONDS) : CLOSING_SECONDS;
  });
  /** Where a moment of the recording lands in the video. */
  const videoTime = (time: number) => {
    let elapsed = 0;
    for (const [index, frame] of frames.entries()) {
      const duration = durations[index] ?? 0;
      if (time < frame.time + duration) return elapsed + Math.max(0, Math.min(time - frame.time, duration));
      elapsed += duration;
    }
    return elapsed;
  };
  const total = durations.reduce((sum, duration) => sum + duration, 0);

  const list = frames.map((frame, index) => `file '${frame.file}'\nduration ${durations[index]!.toFixed(3)}`);
  // The concat demuxer ignores the last entry's duration unless the file is listed once more.
  list.push(`file '${frames[frames.length - 1]!.file}'`);
  fs.writeFileSync(path.join(framesDir, 'frames.ffconcat'), `ffconcat version 1.0\n${list.join('\n')}\n`);

  const stamp = (seconds: number) => new Date(Math.round(seconds * 1000)).toISOString().slice(11, 23);
  const vtt = cues.map((cue, index) => {
    const start = videoTime(cue.time);
    const end = index + 1 < cues.length ? videoTime(cues[index + 1]!.time) : total;
    return `${index + 1}\n${stamp(start)} --> ${stamp(end)}\n${cue.text}`;
  });
  fs.writeFileSync(path.join(introDir, 'kaiwa-intro.vtt'), `WEBVTT\n\n${vtt.join('\n\n')}\n`);
  console.log(`intro video: ${frames.length} frames, ${total.toFixed(1)} s`);
}

/** A screenshot for the 'What is it?' modal (and the README); scripts/compress-png.mjs shrinks it later. */
async function still(page: Page, name: string) {
  await page.screenshot({ path: path.join(introDir, `${name}.png`) });
}

/** Types like a person, so the video shows the text appear. */
async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.pressSequentially(text, { delay: 70 });
}

/** Lets the viewer take in a screen. */
const linger = (page: Page, seconds = 1.8) => page.waitForTimeout(seconds * 1000);

test.use({ viewport });
test.setTimeout(180_000);

test('media: a learner walks through Kaiwa', async ({ page, request }) => {
  fs.mkdirSync(introDir, { recursive: true });
  fs.mkdirSync(readmeDir, { recursive: true });
  const learner = await registerViaApi(request, { ...newIdentity('hana'), alias: 'ハナ' });
  // An earlier conversation, so the dashboard offers to continue it.
  const earlier = await request.post('/api/conversation/start', {
    headers: learner.headers,
    data: { character_ids: ['tanaka'], user_ids: [learner.user.user_id] },
  });
  expect(earlier.status()).toBe(200);
  // The chart's animation would be caught half-way in the still.
  await page.emulateMedia({ reducedMotion: 'reduce' });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome to Kaiwa' })).toBeVisible();
  const recording = await startRecording(page);

  // Sign in.
  recording.caption('Sign in with your e-mail and password.');
  await linger(page, 1);
  await typeInto(page.getByLabel('Email', { exact: true }), learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // The dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  recording.caption('The dashboard: start a conversation, or study the word and kanji of the day.');
  await expect(
    page.getByRole('article', { name: /Vocabulary of the Day$/ }).getByText('Loading...'),
  ).toHaveCount(0);
  await expect(page.getByRole('article', { name: /Kanji of the Day$/ }).getByText('Loading...')).toHaveCount(
    0,
  );
  await still(page, 'dashboard');
  await linger(page);

  // A conversation with a character of the learner's level.
  await page.getByRole('link', { name: /Start Conversation/ }).click();
  recording.caption('Choose characters of your JLPT level, or friends, to talk to.');
  const characters = page.getByRole('region', { name: /Characters/ });
  await characters.getByRole('button', { name: /すずきさん/ }).click();
  await linger(page, 1);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/conversation\/[^/]+$/);
  recording.caption('Write in Japanese. Kana readings, a translation and recommended words help you along.');
  const box = page.getByRole('textbox', { name: 'Message' });
  await typeInto(box, 'こんにちは！毎日、日本語を勉強しています。朝はコーヒーを飲みます。');
  await page.keyboard.press('Enter');
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.locator('li').first().locator('ruby rt').first()).toBeVisible({ timeout: 30_000 });
  const reply = messages.locator('li[data-sender-type="assistant"]').last();
  await expect(reply.locator('ruby rt').first()).toBeVisible({ timeout: 30_000 });
  await expect(reply.locator('p[class*="translation"]')).toBeVisible({ timeout: 30_000 });
  recording.caption('The character answers at your level, with furigana over the kanji.');
  await linger(page, 0.5);
  // Both messages in view: the learner's from its top, the reply as far as it fits.
  await messages
    .locator('li')
    .first()
    .evaluate((message) => message.scrollIntoView({ block: 'start' }));
  await linger(page, 0.5);
  await still(page, 'conversation');
  await linger(page, 2.5);

  // The vocabulary browser with an explanation.
  await page.getByRole('link', { name: 'JLPT Vocabulary' }).click();
  recording.caption('Browse the vocabulary and kanji of every JLPT level.');
  await expect(page.getByText(/^Showing \d+ items$/)).toBeVisible();
  await linger(page, 1);
  const search = page.getByPlaceholder('Search...');
  await typeInto(search, 'water');
  await search.press('Enter');
  const water = page.getByRole('article', { name: '水 water', exact: true });
  await water.getByRole('button', { name: 'View explanation of 水' }).click();
  const explanation = page.getByRole('dialog');
  await expect(explanation.getByText(/^水 is a JLPT N5 kanji/)).toBeVisible();
  recording.caption('Every word and kanji has an explanation, examples and related words.');
  await still(page, 'vocabulary');
  await linger(page, 2.5);
  await explanation.getByRole('button', { name: 'Close', exact: true }).click();

  // The translation tool.
  await page.getByRole('link', { name: 'Translation', exact: true }).click();
  recording.caption('Translate between Japanese and 14 other languages.');
  await page.getByRole('button', { name: 'Swap languages' }).click();
  await typeInto(page.getByLabel('Text to translate'), '猫が好きです。毎日コーヒーを飲みます。');
  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  const current = page.getByRole('region', { name: 'Current Translation' });
  await expect(current.getByText('ねこがすきです。まいにちコーヒーをのみます。')).toBeVisible();
  await expect(current.getByText('Translation in progress...')).toHaveCount(0);
  recording.caption('See the reading and the vocabulary the text uses.');
  await still(page, 'translation');
  await linger(page, 2.5);

  // Progress, fed by the analysis of the conversation.
  await page.getByRole('link', { name: 'Progress', exact: true }).click();
  recording.caption('Track the vocabulary and kanji you have used, and how well.');
  await expect(
    page.getByRole('region', { name: 'Vocabulary', exact: true }).getByText(/^Used: [1-9]\d* \/ \d+$/),
  ).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('region', { name: 'Progress Over Time - Count & Percentage' }).locator('canvas'),
  ).toBeVisible();
  await still(page, 'progress');
  await linger(page, 2.5);

  await recording.stop();
  fs.copyFileSync(path.join(introDir, 'dashboard.png'), path.join(readmeDir, 'dashboard.png'));
});
