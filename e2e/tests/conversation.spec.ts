import type { Browser, Page } from '@playwright/test';
import { expect, test } from './csp';
import { registerViaApi, screenshotPath, signInAs } from './support';

type Learner = Awaited<ReturnType<typeof registerViaApi>>;

async function pageFor(browser: Browser, learner: Learner, viewport = { width: 1280, height: 800 }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signInAs(page, learner.user);
  // Leaving before the stored session is verified aborts the check, which counts as an invalid session.
  await expect(page.getByRole('heading', { name: /^Welcome to Kaiwa/ })).toBeVisible();
  return page;
}

/** Counts the messages the page posts, to prove an Enter did not send anything. */
function countPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/conversation/postMessage')) {
      posts.push(request.postData() ?? '');
    }
  });
  return posts;
}

const messageList = (page: Page) => page.getByRole('list', { name: 'Messages' });
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('a learner chats with two characters: IME-safe Enter, replies with furigana and translations', async ({
  browser,
  request,
}) => {
  const learner = await registerViaApi(request);
  const page = await pageFor(browser, learner);
  const posts = countPosts(page);

  // Configure: the learner's level (N5) only, unless Show All is on.
  await page.goto('/configure_conversation');
  const characters = page.getByRole('region', { name: /Characters/ });
  await expect(characters.getByRole('button', { name: /すずきさん/ })).toBeVisible();
  await expect(characters.getByRole('button', { name: /たなか先生/ })).toBeVisible();
  await expect(characters.getByRole('button', { name: /やまもとさん/ })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show All' }).check();
  await expect(characters.getByRole('button', { name: /やまもとさん/ })).toBeVisible();
  await page.getByRole('switch', { name: 'Show All' }).uncheck();

  const start = page.getByRole('button', { name: 'Start Conversation' });
  await expect(start).toBeDisabled();
  await characters.getByRole('button', { name: /すずきさん/ }).click();
  await characters.getByRole('button', { name: /たなか先生/ }).click();
  await expect(start).toBeEnabled();
  await page.screenshot({ path: screenshotPath('configure') });
  await start.click();

  await expect(page).toHaveURL(/\/conversation\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/すずきさん and たなか先生 about \S/);
  await expect(page.getByText('Empty conversation, please type something')).toBeVisible();
  // A conversation with characters and no messages waits for them.
  await expect(page.getByTestId('typing-indicator')).toBeVisible();

  // Enter while an input method is composing confirms the conversion and must not send.
  const box = messageBox(page);
  await box.click();
  await page.keyboard.type('にほんご');
  await box.dispatchEvent('compositionstart', { data: '' });
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);
  expect(posts).toHaveLength(0);
  await box.dispatchEvent('compositionend', { data: 'にほんご' });

  // Shift+Enter adds a line; Enter then sends.
  await box.fill('こんにちは、すずきさん。');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('日本語を勉強しています。');
  await expect(box).toHaveValue('こんにちは、すずきさん。\n日本語を勉強しています。');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('');
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0]!)).toMatchObject({
    content: 'こんにちは、すずきさん。\n日本語を勉強しています。',
  });

  // The learner's message gets readings for its kanji (ruby) once enhanced.
  const list = messageList(page);
  const own = list.locator('li').first();
  await expect(own.locator('ruby rt').first()).toBeVisible({ timeout: 20_000 });
  await expect(own.locator('ruby', { hasText: '日本語' }).locator('rt')).toHaveText('にほんご');

  // With Kana on, a word of the message shows its pitch accent when hovered (勉強 is heiban).
  const heiban = 'べんきょう: heiban, no fall; a particle after it stays high';
  await own.getByRole('button', { name: /^勉強/ }).hover();
  await expect(own.getByRole('tooltip')).toContainText('勉強');
  await expect(own.getByRole('tooltip').getByRole('img', { name: heiban })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(own.getByRole('tooltip')).toHaveCount(0);

  // A character answers (the offline engine), and its translation shows while Translation is on.
  const reply = list.locator('li[data-sender-type="assistant"]').first();
  await expect(reply).toBeVisible({ timeout: 20_000 });
  const replyTranslation = reply.locator('p[class*="translation"]');
  await expect(replyTranslation).toBeVisible({ timeout: 20_000 });
  await expect(replyTranslation).toHaveText(/[A-Za-z]/);

  const translationSwitch = page.getByRole('switch', { name: 'Translation' });
  await expect(translationSwitch).toHaveAttribute('aria-checked', 'true');
  await translationSwitch.click();
  await expect(translationSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(replyTranslation).toHaveCount(0);
  // The choice is saved: it survives a reload.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Translation' })).toHaveAttribute('aria-checked', 'false');
  await expect(messageList(page).locator('p[class*="translation"]')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Translation' }).click();
  await expect(messageList(page).locator('p[class*="translation"]').first()).toBeVisible();
  await expect(page.getByText('Replies by', { exact: false })).toBeVisible();
  await page.screenshot({ path: screenshotPath('conversation') });

  // The same conversation on a phone-sized screen.
  const conversationUrl = page.url();
  const phone = await pageFor(browser, learner, { width: 390, height: 844 });
  await phone.goto(conversationUrl);
  await expect(messageList(phone).locator('li').nth(1)).toBeVisible();
  await expect(messageBox(phone)).toBeInViewport();
  // On a phone a tap shows a word's accent.
  const ownOnPhone = messageList(phone).locator('li').first();
  await ownOnPhone.getByRole('button', { name: /^勉強/ }).click();
  await expect(ownOnPhone.getByRole('tooltip').getByRole('img', { name: heiban })).toBeVisible();
  await expect(ownOnPhone.getByRole('tooltip')).toBeInViewport({ ratio: 1 });
  await phone.screenshot({ path: screenshotPath('conversation-pitch-accent-phone') });
  await phone.screenshot({ path: screenshotPath('conversation-phone') });

  // History lists it; Continue opens it again.
  await page.goto('/conversation_history');
  await expect(page.getByRole('heading', { name: 'Your Conversation History' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'すずきさん' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('N5')).toBeVisible();
  await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
  await page.screenshot({ path: screenshotPath('history') });
  await card.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(conversationUrl);

  // The dashboard offers to continue it.
  await page.goto('/dashboard');
  await expect(
    page.getByText(
      /^Continue conversation with (すずきさん and たなか先生|たなか先生 and すずきさん) from [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    ),
  ).toBeVisible();
});

test('two friends chat and each sees the other’s messages live', async ({ browser, request }) => {
  const aiko = await registerViaApi(request);
  const ben = await registerViaApi(request);
  await request.post('/api/account/addFriend', { headers: aiko.headers, data: { email: ben.email } });
  const accepted = await request.post('/api/account/addFriend', {
    headers: ben.headers,
    data: { email: aiko.email },
  });
  expect(accepted.status()).toBe(200);

  const aikoPage = await pageFor(browser, aiko);
  await aikoPage.goto('/configure_conversation');
  await aikoPage.getByRole('button', { name: new RegExp(ben.alias) }).click();
  await aikoPage.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(aikoPage).toHaveURL(/\/conversation\/[^/]+$/);
  await expect(aikoPage.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${ben.alias} about `));

  const benPage = await pageFor(browser, ben, { width: 390, height: 844 });
  await benPage.goto(new URL(aikoPage.url()).pathname);
  await expect(benPage.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${aiko.alias} about `));
  await expect(benPage.getByText('Empty conversation, please type something')).toBeVisible();
  // Nobody here is a character: no one is "typing".
  await expect(benPage.getByTestId('typing-indicator')).toHaveCount(0);

  await messageBox(aikoPage).fill('ベンさん、こんにちは！');
  await messageBox(aikoPage).press('Enter');
  await expect(messageList(benPage).getByText('ベンさん、こんにちは！')).toBeVisible({ timeout: 5000 });
  await expect(messageList(benPage).locator('li').first()).toContainText(aiko.alias);

  await messageBox(benPage).fill('アイコさん、元気？');
  await messageBox(benPage).press('Enter');
  // Kana may already be above 元気 (ruby), so match the start of the text.
  const benMessage = messageList(aikoPage).locator('li').filter({ hasText: 'アイコさん、元気' });
  await expect(benMessage).toBeVisible({ timeout: 5000 });
  await expect(benMessage).toContainText(ben.alias);
  await benPage.screenshot({ path: screenshotPath('conversation-friends') });
});
