import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from '../../fixtures/mailbox';
import { signIn } from '../../fixtures/session';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** An admin invites a colleague; the colleague follows the mailed link, chooses a password, signs in. */
test('an invited user confirms the email and chooses a password', async ({ page, browser, baseURL }) => {
  await signIn(page, 'admin@demo.test');
  const email = `new-${unique()}@demo.test`;
  const since = Date.now();
  const created = await page.request.post('/api/users', {
    data: { email, firstName: 'Nora', lastName: 'New', roles: ['Admin'], language: 'en' },
  });
  expect(created.status()).toBe(201);

  const invitation = await waitForMail(email, since);
  const verifyLink = linkIn(invitation, /https?:\/\/\S+\/verify-email\?token=[\w-]+/);
  const colleague = await (await browser.newContext({ baseURL })).newPage();
  await colleague.goto(verifyLink);
  await expect(colleague).toHaveURL(/\/change-pass\//);
  await colleague.getByLabel(/^New password/).fill('museum-nights-7');
  await colleague.getByLabel(/^Repeat the new password/).fill('museum-nights-7');
  await colleague.locator('form button[type=submit]').click();
  // A first password is "set", not "changed", and no one was signed out anywhere.
  await expect(colleague.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  await expect(colleague.getByTestId('change-password-done')).not.toContainText('signed out');
  await signIn(colleague, email, 'museum-nights-7');
});

test('forgot password: the mailed link sets a new password once, and checks the rules', async ({ page, browser, baseURL }) => {
  // A user of their own, so demo passwords stay as they are.
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signIn(admin, 'admin@demo.test');
  const email = `forgetful-${unique()}@demo.test`;
  let since = Date.now();
  expect(
    (await admin.request.post('/api/users', { data: { email, firstName: 'Frida', lastName: 'Forgetful', roles: ['Admin'] } })).status(),
  ).toBe(201);
  const verify = linkIn(await waitForMail(email, since), /https?:\/\/\S+\/verify-email\?token=[\w-]+/);
  const token = new URL(verify).searchParams.get('token');
  const verified = await page.request.post('/api/auth/verify-email', { data: { token } });
  const { resetToken } = await verified.json();
  expect(
    (
      await page.request.post('/api/auth/reset-password', {
        data: { token: resetToken, password: 'first-pass-1', passwordConfirmation: 'first-pass-1' },
      })
    ).status(),
  ).toBe(200);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-pass$/);
  since = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/check-email/${email}`);
  await expect(page.getByText(email)).toBeVisible();

  const mail = await waitForMail(email, since);
  expect(mail.subject).toBe('Reset your Foyer password');
  const resetLink = linkIn(mail, /https?:\/\/\S+\/change-pass\/[\w-]+/);
  await page.goto(resetLink);
  // Nothing typed: each field says "Required", and the focus goes to the first.
  await page.locator('form button[type=submit]').click();
  await expect(page.getByText('Required')).toHaveCount(2);
  await expect(page.getByLabel(/^New password/)).toBeFocused();
  await page.getByLabel(/^New password/).fill('short');
  await page.getByLabel(/^Repeat the new password/).fill('different');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByText('Password is not strong enough')).toBeVisible();
  await page.getByLabel(/^New password/).fill('second-pass-2');
  await page.getByLabel(/^Repeat the new password/).fill('second-pass-3');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByText('Passwords are not equal')).toBeVisible();
  await page.getByLabel(/^Repeat the new password/).fill('second-pass-2');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await signIn(page, email, 'second-pass-2');
  // The link works once only.
  await page.goto(resetLink);
  await page.getByLabel(/^New password/).fill('third-pass-33');
  await page.getByLabel(/^Repeat the new password/).fill('third-pass-33');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
