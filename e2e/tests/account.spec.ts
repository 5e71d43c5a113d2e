import { expect, test } from './csp';
import { latestMailTo, loginViaUi, newIdentity, screenshotPath } from './support';

test('a new learner registers, signs in, takes the tour, changes a setting that persists, and signs out', async ({
  page,
}) => {
  const me = newIdentity();
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(me.email);
  await page.getByLabel(/Alias/).fill(me.alias);
  await page.getByLabel('Password', { exact: true }).fill(me.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(me.password);
  await page.getByRole('button', { name: /Sign Up|Register|Create/ }).click();

  // Registration signs the learner in; /login then sends a signed-in user on to the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);

  // First-run tour: welcome, keyboard, alias, level, start conversation.
  const tooltip = page.getByRole('alertdialog');
  await expect(tooltip).toBeVisible();
  await page.screenshot({ path: screenshotPath('tour-welcome') });
  await tooltip.getByRole('button', { name: /^Next/ }).click();
  await tooltip.getByRole('button', { name: /^Next/ }).click();
  const aliasField = tooltip.getByRole('textbox');
  await expect(aliasField).toHaveValue(me.alias);
  await aliasField.fill('ハナコ');
  await tooltip.getByRole('button', { name: /^Next/ }).click();
  await tooltip.getByRole('combobox').selectOption('N3');
  await tooltip.getByRole('button', { name: /^Next/ }).click();
  await tooltip.getByRole('button', { name: /Last/ }).click();
  await expect(tooltip).toBeHidden();
  await page.screenshot({ path: screenshotPath('dashboard') });

  // The tour's alias and level were saved.
  await page.goto('/settings');
  await expect(page.getByLabel('Alias', { exact: true })).toHaveValue('ハナコ');
  await expect(page.getByLabel(/JLPT level/i)).toHaveValue('N3');

  // A setting changed here survives a reload.
  await page.getByLabel(/speed/i).selectOption('fast');
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText('Settings saved!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/speed/i)).toHaveValue('fast');
  await page.screenshot({ path: screenshotPath('settings') });

  // Reload of the dashboard keeps the tour finished.
  await page.goto('/dashboard');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
});

test('a learner who forgot the password resets it from the e-mailed link', async ({ page, request }) => {
  const me = newIdentity('forgetful');
  expect((await request.post('/api/register_native', { data: me })).status()).toBe(200);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email', { exact: true }).fill(me.email);
  await page.getByRole('button', { name: /Send|Reset/ }).click();
  await expect(page.getByText('Check Your Email')).toBeVisible();

  const mail = await latestMailTo(me.email);
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset_password\?token=[A-Za-z0-9_=-]+/.exec(
    mail.replace(/=\r?\n/g, ''),
  )?.[0];
  expect(link).toBeTruthy();

  await page.goto(link as string);
  const newPassword = `${me.password}-new`;
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: /Reset|Set|Save/ }).click();
  await expect(page.getByText(/success|has been reset|updated/i).first()).toBeVisible();

  // The link is single use.
  await page.goto(link as string);
  await expect(page.getByText('Invalid Reset Link')).toBeVisible();

  // The old password no longer works; the new one does.
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(me.email);
  await page.getByLabel('Password', { exact: true }).fill(me.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await loginViaUi(page, me.email, newPassword);
});
