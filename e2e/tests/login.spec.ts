import { expect, test } from './csp';
import { screenshotPath } from './support';

test('the login page explains Kaiwa: screenshots open enlarged, Escape steps back one level, the video is there', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const source = page.locator('video source');
  await expect(source).toHaveAttribute('src', /kaiwa-intro\.webm$/);
  const videoFile = await request.get((await source.getAttribute('src')) as string);
  expect(videoFile.headers()['content-type']).toBe('video/webm');
  expect((await videoFile.body()).length).toBeGreaterThan(100_000);

  await page.getByRole('button', { name: 'What is it?' }).click();
  const overview = page.getByRole('dialog', { name: 'What is it?' });
  await expect(overview).toBeVisible();
  const screenshots = overview.getByRole('list', { name: 'Screenshots' }).getByRole('button');
  await expect(screenshots).toHaveCount(5);
  // Every screenshot is a real image the server serves.
  for (const image of await overview.getByRole('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }

  await overview.getByRole('button', { name: 'Enlarge screenshot: Conversation' }).click();
  const enlarged = page.getByRole('dialog', { name: 'Conversation' });
  await expect(enlarged).toBeVisible();
  await expect(enlarged.getByRole('img')).toBeVisible();
  await page.screenshot({ path: screenshotPath('login-what-is-it') });

  // Escape closes only the enlarged view; a second Escape closes the overview.
  await page.keyboard.press('Escape');
  await expect(enlarged).toBeHidden();
  await expect(overview).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overview).toBeHidden();

  await page.getByRole('button', { name: 'What is it?' }).click();
  await overview.getByRole('button', { name: 'Enlarge screenshot: Dashboard' }).click();
  await page.getByRole('dialog', { name: 'Dashboard' }).getByRole('button', { name: 'Close' }).click();
  await expect(overview).toBeVisible();
});
