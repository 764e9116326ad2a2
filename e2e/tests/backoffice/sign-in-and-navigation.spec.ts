import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../../fixtures/session';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { unique } from '../../fixtures/ui';
import { recordCspViolations } from '../../fixtures/csp';
import { invitedColleague } from '../../fixtures/colleague';

/** What each demo role's side navigation shows (SPEC §6), for the pages that exist. */
const NAVIGATION: Record<string, { shows: string[]; hides: string[]; switcher: boolean }> = {
  'admin@demo.test': {
    shows: ['dashboard', 'organizations', 'venues', 'users', 'accesses', 'configurations', 'notificationSettings'],
    hides: ['support', 'supportProducts'],
    switcher: false,
  },
  'guide@demo.test': { shows: ['dashboard'], hides: ['users', 'venues', 'organizations', 'accesses', 'configurations'], switcher: false },
  'support@demo.test': {
    shows: ['dashboard', 'users', 'accesses', 'configurations', 'supportProducts'],
    hides: ['venues', 'organizations', 'products'],
    switcher: true,
  },
  'platform@demo.test': {
    shows: ['dashboard', 'organizations', 'venues', 'users', 'accesses', 'configurations', 'notificationSettings'],
    hides: [],
    switcher: true,
  },
  'admin@park.test': { shows: ['dashboard', 'venues', 'users', 'accesses', 'configurations'], hides: ['support'], switcher: false },
};

for (const [email, expected] of Object.entries(NAVIGATION)) {
  test(`${email} signs in and sees their navigation`, async ({ page }) => {
    await signIn(page, email);
    for (const id of expected.shows) await expect(page.getByTestId(`nav-${id}`)).toBeVisible();
    for (const id of expected.hides) await expect(page.getByTestId(`nav-${id}`)).toHaveCount(0);
    // The switcher sits in the header on wide screens and in the drawer on phones: one is visible.
    await expect(page.locator('[data-testid=organization-switcher]:visible')).toHaveCount(expected.switcher ? 1 : 0);
    await expect(page.getByTestId('nav-logout')).toBeVisible();
  });
}

test('the organisation switcher says which organisation is the current one, which cannot be chosen', async ({ page }) => {
  await signIn(page, 'platform@demo.test');
  await page.locator('[data-testid=organization-switcher]:visible').click();
  // Mantine greys the current one out only by look: its name says why it cannot be chosen.
  const current = page.getByRole('option', { name: 'Demo Museum (current)' });
  await expect(current).toHaveAttribute('data-combobox-disabled', 'true');
  await expect(page.getByRole('option', { name: 'Park', exact: true })).not.toHaveAttribute('data-combobox-disabled');
});

test('a wrong password is refused with the spec message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByTestId('login-error')).toHaveText('Incorrect username or password');
  await expect(page).toHaveURL(/\/login/);
});

test('?la=da shows the back office in Danish and remembers it', async ({ page }) => {
  await page.goto('/login?la=da');
  await expect(page.getByRole('button', { name: 'Log ind' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log ind' })).toBeVisible();
  await signIn(page, 'admin@demo.test', undefined, '?la=da');
  await expect(page.getByTestId('nav-users')).toHaveText('Brugere');
});

test('signing out ends the session', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.getByTestId('nav-logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login\?next=%2Fusers/);
  const identity = await page.request.get('/api/auth/identity');
  expect(identity.status()).toBe(401);
});

test('a page the role may not open says so, and an unknown address is not found', async ({ page }) => {
  await signIn(page, 'guide@demo.test');
  await page.goto('/users');
  await expect(page.getByTestId('not-allowed')).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByTestId('route-error')).toBeVisible();
});

test('the front door leads to sign-in, then to the dashboard, and the pages load nothing the policy refuses', async ({ page }) => {
  const refusedByPolicy = recordCspViolations(page);
  const front = await page.goto('/');
  expect(front?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Password')).toBeVisible();
  await signIn(page, 'admin@demo.test');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/events', '/orders', '/venues', '/users', '/scanTicket']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
  }
  expect(refusedByPolicy).toEqual([]);
});

test('refusals read in the page’s language, worded by their reason', async ({ page }) => {
  await page.goto('/login?la=da');
  await page.getByLabel('E-mail').fill('admin@demo.test');
  await page.getByLabel('Adgangskode').fill('not-the-password');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByTestId('login-error')).toHaveText('Forkert brugernavn eller adgangskode');

  // A 409 from a list page: the venue every demo event uses cannot go.
  await signIn(page, 'admin@demo.test', undefined, '?la=da');
  await page.getByTestId('nav-venues').click();
  const row = page.getByTestId('venue-row').filter({ hasText: 'Main Building' });
  await row.getByRole('button', { name: 'Slet Main Building' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Slet' }).click();
  await expect(page.getByText('Stedet har arrangementer eller billetscanninger og kan ikke slettes')).toBeVisible();
  await expect(page.getByText('This venue has events or ticket scans and cannot be deleted')).toHaveCount(0);
});

test('a session that lapses while a form is open: sign in over the page, keep the typing, save again', async ({ page }) => {
  const name = `Lapse Pavilion ${unique()}`;
  await signIn(page, 'admin@demo.test', undefined, '?la=da');
  const created = await page.request.post('/api/venues', { data: { name, timeZone: 'Europe/Copenhagen' } });
  expect(created.status()).toBe(201);
  await page.getByTestId('nav-venues').click();
  const row = page.getByTestId('venue-row').filter({ hasText: name });
  await row.getByRole('button', { name: /Rediger/ }).click();
  const form = page.getByRole('dialog', { name: `Rediger ${name}` });
  await form.getByLabel('Adresse').fill('Kajgade 7');

  // Signed out elsewhere (another tab, or two hours idle): the save is refused for want of a session.
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  await form.getByRole('button', { name: 'Gem' }).click();
  const lapse = page.getByRole('dialog', { name: 'Du er blevet logget ud' });
  await expect(lapse).toBeVisible();
  await expect(lapse.getByLabel('Adgangskode')).toBeFocused();
  await expect(lapse.getByLabel('E-mail')).toHaveValue('admin@demo.test');
  // The dialog says it; no second message in a snackbar.
  await expect(page.getByText('Log venligst ind')).toHaveCount(0);
  await lookAtWidths(page, 'session-lapse-da');

  await lapse.getByLabel('Adgangskode').fill('not-the-password');
  await lapse.getByRole('button', { name: 'Log ind og fortsæt' }).click();
  await expect(lapse.getByRole('alert')).toHaveText('Forkert brugernavn eller adgangskode');
  await lapse.getByLabel('Adgangskode').fill(DEMO_PASSWORD);
  await lapse.getByRole('button', { name: 'Log ind og fortsæt' }).click();
  await expect(lapse).toBeHidden();

  // The page and its typing are as they were, and the focus is back on Save; saving again goes through.
  await expect(form.getByLabel('Adresse')).toHaveValue('Kajgade 7');
  await expect(form.getByRole('button', { name: 'Gem' })).toBeFocused();
  await form.getByRole('button', { name: 'Gem' }).click();
  await expect(form).toBeHidden();
  await expect(row).toContainText('Kajgade 7');
  expect((await page.request.get('/api/auth/identity')).status()).toBe(200);
});

test('after a lapse, what failed to load loads once signed in, and "someone else" leaves for the sign-in page', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.getByTestId('nav-users').click();
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  // The next page's list finds no session: it says it could not load, and the dialog asks to sign in.
  await page.getByTestId('nav-venues').click();
  const lapse = page.getByRole('dialog', { name: 'You have been signed out' });
  await expect(lapse).toBeVisible();
  await lapse.getByLabel('Password').fill(DEMO_PASSWORD);
  await lapse.getByRole('button', { name: 'Sign in and carry on' }).click();
  await expect(lapse).toBeHidden();
  await expect(page.getByTestId('venue-row').filter({ hasText: 'Main Building' })).toHaveCount(1);

  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  // A page not yet read (a list read before is kept for half a minute).
  await page.getByTestId('nav-accesses').click();
  await expect(lapse).toBeVisible();
  await lapse.getByRole('link', { name: 'Sign in as someone else' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(lapse).toHaveCount(0);
  await signIn(page, 'platform@demo.test');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a page left untouched past the idle limit asks for the password over it, and only then', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'admin@demo.test');
  await page.getByTestId('nav-venues').click();
  await expect(page.getByTestId('venue-row').first()).toBeVisible();
  const limit = (await (await page.request.get('/api/auth/identity')).json()).sessionIdleMinutes as number;
  expect(limit).toBe(120);
  const lapse = page.getByRole('dialog', { name: 'You have been signed out' });

  // Past the limit on the page's clock, with the session still alive (another tab kept it so):
  // the page asks, hears it is, and waits again.
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/auth/identity'));
  await page.clock.fastForward((limit + 2) * 60_000);
  expect((await asked).status()).toBe(200);
  await expect(lapse).toHaveCount(0);

  // Now the session is gone (the server's clock is the wall's, so it is ended here by signing out
  // elsewhere): at the next limit the page asks, and the dialog covers it.
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  await page.clock.fastForward((limit - 5) * 60_000);
  await expect(lapse).toHaveCount(0);
  await page.clock.fastForward(7 * 60_000);
  await expect(lapse).toBeVisible();
  await lapse.getByLabel('Password').fill(DEMO_PASSWORD);
  await lapse.getByRole('button', { name: 'Sign in and carry on' }).click();
  await expect(lapse).toBeHidden();
  await expect(page.getByTestId('venue-row').first()).toBeVisible();
});

test('a person whose password opens accounts at two museums chooses which one to work in', async ({ page, browser, baseURL }) => {
  const email = `freelance-${unique()}@guides.test`;
  const password = 'two-museums-7';
  const person = { email, firstName: 'Frida', lastName: 'Freelance', roles: ['Guide'] };
  // Each museum's admin invites the same address; the guide chooses one password for both.
  await signIn(page, 'admin@demo.test');
  await invitedColleague(page, browser, baseURL, person, password);
  const parkAdmin = await (await browser.newContext({ baseURL })).newPage();
  await signIn(parkAdmin, 'admin@park.test');
  await invitedColleague(parkAdmin, browser, baseURL, person, password);

  const guide = await (await browser.newContext({ baseURL })).newPage();
  await guide.goto('/login');
  await guide.getByLabel('Email').fill(email);
  await guide.getByLabel('Password').fill(password);
  await guide.locator('form button[type=submit]').click();
  const choice = guide.getByTestId('account-choice');
  await expect(choice.getByText('Your password opens accounts at more than one organization.')).toBeFocused();
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await lookAtWidths(guide, 'account-choice');
  await choice.getByRole('radio', { name: 'Park', exact: true }).check();
  await choice.getByRole('button', { name: 'Continue' }).click();
  await expect(guide).toHaveURL(/\/dashboard/);
  const identity = await (await guide.request.get('/api/auth/identity')).json();
  expect(identity.orgId).toBe('00000000-0000-4000-a000-0000000000aa');
  await expect(guide.getByText('Park', { exact: true }).first()).toBeVisible();
});

test('a deactivated colleague who gives the right password hears the account is deactivated; a wrong one hears nothing more', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `departed-${unique()}@demo.test`;
  const person = { email, firstName: 'Dora', lastName: 'Departed', roles: ['Guide'] };
  await signIn(page, 'admin@demo.test');
  const { colleague, userId } = await invitedColleague(page, browser, baseURL, person, 'was-here-7');
  const off = await page.request.put(`/api/users/${userId}`, { data: { ...person, active: false } });
  expect(off.status(), await off.text()).toBe(200);

  await colleague.goto('/login?la=da');
  await colleague.getByLabel('E-mail').fill(email);
  await colleague.getByLabel('Adgangskode').fill('was-here-7');
  await colleague.locator('form button[type=submit]').click();
  await expect(colleague.getByTestId('login-error')).toHaveText(
    'Kontoen er deaktiveret. Bed en administrator i din organisation om at gøre den aktiv igen.',
  );
  await expect(colleague.getByTestId('login-error')).toBeFocused();
  await expect(colleague).toHaveURL(/\/login/);
  await lookAtWidths(colleague, 'login-deactivated-da');
  await colleague.getByLabel('Adgangskode').fill('not-the-one');
  await colleague.locator('form button[type=submit]').click();
  await expect(colleague.getByTestId('login-error')).toHaveText('Forkert brugernavn eller adgangskode');
});
