import { expect, test, type Page } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { signIn } from '../../fixtures/session';
import { okJson, setSwitch } from '../../fixtures/ui';

const RECIPIENT_REQUIRED = 'At least one email or sms recipient must be selected';

/** Whether the page scrolls sideways: on a phone, nothing should stick out to the right. */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the admin opens the navigation with the burger, reaches the users and uses the list', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    const usersLink = page.getByTestId('nav-users');
    // The navigation is folded away (off screen) until the burger opens it.
    await expect(usersLink).not.toBeInViewport();
    const burger = page.getByRole('button', { name: 'Show or hide the navigation' });
    await expect(burger).toBeVisible();
    await burger.click();
    await expect(usersLink).toBeInViewport();
    await expect(usersLink).toHaveText('Users');
    await usersLink.click();
    await expect(page).toHaveURL(/\/users$/);
    // Choosing a page folds the navigation again.
    await expect(usersLink).not.toBeInViewport();

    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add user' })).toBeVisible();
    const rows = page.getByTestId('user-row');
    await expect(rows.first()).toBeVisible();
    const search = page.getByLabel('Search');
    await search.fill('anna');
    await expect(rows.filter({ hasText: 'Anna Admin' })).toHaveCount(1);
    // The email shows under the name, as the email column is left out.
    await expect(rows.filter({ hasText: 'Anna Admin' }).getByText('admin@demo.test').filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole('columnheader', { name: 'Email' })).toBeHidden();
    await expect(page.getByRole('columnheader', { name: 'Status' })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);

    await search.fill('gustav');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Gustav Guide');
    await rows.first().tap();
    await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Gustav Guide' })).toBeVisible();
    await expect(page.getByTestId('user-details')).toContainText('guide@demo.test');
    expect(await overflowsSideways(page)).toBe(false);
  });

  test('with the keyboard, the folded navigation is out of the way, Escape folds it, and a page chosen takes the focus', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test');
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    // The first stop is the way past the header to the page.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    // Folded, the menu's links take no Tab (a walk tabbed through 17 links off screen).
    const burger = page.getByRole('button', { name: 'Show or hide the navigation' });
    await burger.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('side-navigation')!.contains(document.activeElement))).toBe(false);
    // Opened, they do; Escape folds it and gives the focus back to the burger.
    await burger.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('nav-orders').focus();
    await page.keyboard.press('Escape');
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('nav-orders')).not.toBeInViewport();
    // A page chosen from the menu starts the keyboard there, not in the folded menu.
    await page.keyboard.press('Enter');
    await page.getByTestId('nav-orders').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.locator('#main-content')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focused()).not.toBe('');
    expect(await page.evaluate(() => document.getElementById('main-content')!.contains(document.activeElement))).toBe(true);
    // The profile, whose link the header hides on a phone, is in the menu.
    await burger.click();
    await page.getByTestId('nav-myProfile').click();
    await expect(page.getByRole('heading', { name: 'Anna Admin' })).toBeVisible();
  });
});

test('in Danish, the users page and the navigation speak Danish', async ({ page }) => {
  await signIn(page, 'admin@demo.test', undefined, '?la=da');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await page.getByTestId('nav-users').click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { name: 'Brugere' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tilføj bruger' })).toBeVisible();
  await expect(page.getByLabel('Søg')).toHaveAttribute('placeholder', 'Navn eller e-mail');
  await expect(page).toHaveTitle('Brugere · Foyer');

  const navigation = page.getByRole('navigation', { name: 'Hovednavigation' });
  const expected: Record<string, string> = {
    dashboard: 'Oversigt',
    organizations: 'Organisationer',
    venues: 'Steder',
    users: 'Brugere',
    accesses: 'Adgange',
    configurations: 'Konfigurationer',
    notificationSettings: 'Notifikationsindstillinger',
  };
  for (const [id, label] of Object.entries(expected)) await expect(navigation.getByTestId(`nav-${id}`)).toHaveText(label);
  await expect(page.getByTestId('nav-myNotifications')).toHaveText('Mine notifikationer');
  await expect(page.getByTestId('nav-logout')).toHaveText('Log ud');
  // Nothing English is left in the navigation.
  await expect(navigation.getByText(/^(Users|Venues|Accesses|Configurations|Notification settings)$/)).toHaveCount(0);
});

test('the language menu switches the page to another language, whose texts load only then, and remembers it', async ({ page }) => {
  const textChunks: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/texts-(\w+)-/.exec(request.url())?.[1];
    if (chunk) textChunks.push(chunk);
  });
  await signIn(page, 'admin@demo.test', undefined, '?la=en');
  await expect(page.getByTestId('nav-users')).toHaveText('Users');
  // One language's texts came with the page: English's.
  expect(textChunks).toEqual(['en']);
  await page.getByTestId('language-menu').click();
  await page.getByRole('button', { name: 'Dansk', exact: true }).click();
  await expect(page.getByTestId('nav-users')).toHaveText('Brugere');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  expect(textChunks).toEqual(['en', 'da']);
  // The browser asks for English (Accept-Language), but the server is told the choice: the page
  // comes written in Danish and names Danish texts only, so no English ones are fetched for nothing.
  textChunks.length = 0;
  const reloaded = await page.reload();
  expect(await reloaded!.text()).toContain('<html lang="da">');
  await expect(page.getByTestId('nav-users')).toHaveText('Brugere');
  expect(textChunks).toEqual(['da']);
  await page.getByTestId('language-menu').click();
  await page.getByRole('button', { name: 'Deutsch', exact: true }).click();
  await expect(page.getByTestId('nav-users')).toHaveText('Benutzer');
});

test('when its texts cannot be loaded, the back office says so in its language instead of a blank page', async ({ page }) => {
  await page.route('**/assets/texts-*', (route) => route.abort('connectionreset'));
  await page.goto('/login?la=en');
  await expect(page.getByRole('alert')).toHaveText('Foyer could not load. Please reload the page.');
  await page.goto('/login?la=da');
  await expect(page.getByRole('alert')).toHaveText('Foyer kunne ikke indlæses. Genindlæs siden.');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await page.unroute('**/assets/texts-*');
  // Its button reloads the page (a phone has no reload key).
  await page.getByRole('button', { name: 'Genindlæs' }).click();
  await expect(page.getByRole('button', { name: 'Log ind' })).toBeVisible();
});

test('the notification settings need a recipient for an enabled kind, and save one', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const before = await okJson<{ settings: unknown[] }>(await page.request.get('/api/notifications/organization'));
  try {
    await page.getByTestId('nav-notificationSettings').click();
    await expect(page).toHaveURL(/\/settings\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Notification settings' })).toBeVisible();

    // A new order's mail names the buyer: only people who can see orders are offered, not the guide.
    const orders = page.getByTestId('notification-card-NEW_ORDER');
    await expect(orders.getByText('Only people who can see orders are offered.')).toBeVisible();
    await orders.getByRole('textbox', { name: 'Email recipients' }).click();
    await expect(page.getByRole('option', { name: 'Anna Admin' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Gustav Guide' })).toHaveCount(0);
    await orders.getByRole('textbox', { name: 'Email recipients' }).press('Escape');

    // SMS recipients alone pass the rule, but no SMS goes out yet: the card says nobody would be told.
    await setSwitch(orders.getByRole('switch', { name: 'Send “New order”' }), true);
    const smsOnly = orders.getByTestId('notification-sms-only-NEW_ORDER');
    await orders.getByRole('textbox', { name: 'SMS recipients' }).click();
    await page.getByRole('option', { name: 'Anna Admin', exact: true }).click();
    await orders.getByRole('textbox', { name: 'SMS recipients' }).press('Escape');
    await expect(smsOnly).toHaveText('Nobody will be told: Foyer does not send SMS yet. Choose email recipients.');
    await orders.getByRole('textbox', { name: 'Email recipients' }).click();
    await page.getByRole('option', { name: 'Anna Admin', exact: true }).click();
    await orders.getByRole('textbox', { name: 'Email recipients' }).press('Escape');
    await expect(smsOnly).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo changes' }).click();

    const card = page.getByTestId('notification-card-DAILY_SUMMARY');
    await expect(card.getByText('Foyer does not send this notification yet.')).toBeVisible();
    const enabled = card.getByRole('switch', { name: 'Send “Daily summary”' });
    const emailRecipients = card.getByRole('textbox', { name: 'Email recipients' });
    const save = page.getByRole('button', { name: 'Save' });
    await expect(enabled).not.toBeChecked();
    await expect(save).toBeDisabled();

    await setSwitch(enabled, true);
    await expect(card.getByText('On', { exact: true })).toBeVisible();
    await save.click();
    await expect(card.getByText(RECIPIENT_REQUIRED)).toBeVisible();
    // The focus goes to the field in error, not left on Save, without opening its list over the reason.
    await expect(emailRecipients).toBeFocused();
    await expect(page.getByRole('option', { name: 'Anna Admin' })).toHaveCount(0);
    await expect(card.getByText(RECIPIENT_REQUIRED)).toBeInViewport();
    await expect(page.getByText('Saved', { exact: true })).toHaveCount(0);
    // The server says the same for a call that skips the form.
    const refused = await page.request.put('/api/notifications/organization', {
      data: { settings: [{ kind: 'DAILY_SUMMARY', enabled: true, emailRecipients: [], smsRecipients: [], message: '' }] },
    });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(RECIPIENT_REQUIRED);

    await emailRecipients.click();
    await page.getByRole('option', { name: 'Anna Admin' }).click();
    await emailRecipients.press('Escape');
    await expect(card.getByText(RECIPIENT_REQUIRED)).toHaveCount(0);

    // By SMS only people with a phone can be chosen: the others are listed, saying why.
    const smsRecipients = card.getByRole('textbox', { name: 'SMS recipients' });
    await smsRecipients.click();
    // (Mantine marks a disabled option with its own attribute; its name says why to everyone.)
    await expect(page.getByRole('option', { name: 'Sofie Support (no phone number)' })).toHaveAttribute('data-combobox-disabled', 'true');
    await page.getByRole('option', { name: 'Sofie Support (no phone number)' }).click({ force: true });
    await page.getByRole('option', { name: 'Anna Admin', exact: true }).click();
    await smsRecipients.press('Escape');
    await expect(card.getByText('Sofie Support')).toHaveCount(0);
    // The server refuses a call that skips the form.
    const sofie = (await okJson<{ userId: string; fullName: string }[]>(await page.request.get('/api/users/avatars'))).find(
      (person) => person.fullName === 'Sofie Support',
    )!;
    const noPhone = await page.request.put('/api/notifications/organization', {
      data: { settings: [{ kind: 'NEW_ORDER', enabled: true, emailRecipients: [], smsRecipients: [sofie.userId], message: '' }] },
    });
    expect(noPhone.status()).toBe(400);
    expect(JSON.stringify(await noPhone.json())).toContain('Only people with a phone number can be told by SMS');
    await card.getByRole('textbox', { name: 'Message' }).fill('The day at a glance.');
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(enabled).toBeChecked();
    await expect(card.getByText('Anna Admin')).toHaveCount(2);
    await expect(card.getByRole('textbox', { name: 'Message' })).toHaveValue('The day at a glance.');
    const stored = await okJson<{ settings: { kind: string; enabled: boolean; emailRecipients: string[]; smsRecipients: string[] }[] }>(
      await page.request.get('/api/notifications/organization'),
    );
    const me = await okJson<{ userId: string }>(await page.request.get('/api/auth/identity'));
    expect(stored.settings.find((setting) => setting.kind === 'DAILY_SUMMARY')).toMatchObject({
      enabled: true,
      emailRecipients: [me.userId],
      smsRecipients: [me.userId],
    });
  } finally {
    await okJson(await page.request.put('/api/notifications/organization', { data: before }));
  }
});

test("a user's own notification choices survive a reload", async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const me = await okJson<{ userId: string }>(await page.request.get('/api/auth/identity'));
  const before = await okJson<{ preferences: { kind: string; email: boolean; sms: boolean }[] }>(
    await page.request.get(`/api/notifications/users/${me.userId}`),
  );
  const organizationBefore = await okJson<{ settings: unknown[] }>(await page.request.get('/api/notifications/organization'));
  // The organisation sends new orders to nobody: a switch on here alone brings no mail, and the page says so.
  await okJson(await page.request.put('/api/notifications/organization', { data: { settings: [] } }));
  // From the defaults (every kind by email), whatever an earlier run left.
  await okJson(await page.request.put(`/api/notifications/users/${me.userId}`, { data: { preferences: [] } }));
  try {
    await page.getByTestId('nav-myNotifications').click();
    await expect(page).toHaveURL(`/notifications/users/${me.userId}/`);
    await expect(page.getByRole('heading', { name: 'My notifications' })).toBeVisible();
    // The demo's admin has a phone, so SMS can reach her: nothing to warn of.
    await expect(page.getByRole('switch', { name: 'New order by SMS' })).toBeVisible();
    await expect(page.getByTestId('no-phone')).toHaveCount(0);

    const orderByEmail = page.getByRole('switch', { name: 'New order by email' });
    const summaryBySms = page.getByRole('switch', { name: 'Daily summary by SMS' });
    const initial = before.preferences.find((preference) => preference.kind === 'NEW_ORDER')?.email ?? true;
    const initialSms = before.preferences.find((preference) => preference.kind === 'DAILY_SUMMARY')?.sms ?? false;
    await expect(orderByEmail).toBeChecked({ checked: initial });
    await expect(summaryBySms).toBeChecked({ checked: initialSms });

    const notSent = page.getByTestId('not-sent-NEW_ORDER');
    await expect(notSent).toHaveText(
      'Not sent to you now: your organization has it off, or you are not among its email recipients (Notification settings).',
    );
    await expect(page.getByTestId('sms-not-sent')).toHaveText('Foyer does not send SMS yet: the SMS choices are kept for when it does.');

    await setSwitch(orderByEmail, !initial);
    await setSwitch(summaryBySms, !initialSms);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The choices were saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'My notifications' })).toBeVisible();
    await expect(orderByEmail).toBeChecked({ checked: !initial });
    await expect(summaryBySms).toBeChecked({ checked: !initialSms });
    await expect(page.getByText('The choices were saved.')).toHaveCount(0);

    // Listed by the organisation, with email on: nothing to say.
    await okJson(
      await page.request.put('/api/notifications/organization', {
        data: { settings: [{ kind: 'NEW_ORDER', enabled: true, emailRecipients: [me.userId], smsRecipients: [], message: '' }] },
      }),
    );
    await setSwitch(orderByEmail, true);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The choices were saved.')).toBeVisible();
    await page.reload();
    await expect(orderByEmail).toBeChecked();
    await expect(notSent).toHaveCount(0);
  } finally {
    await okJson(await page.request.put(`/api/notifications/users/${me.userId}`, { data: { preferences: before.preferences } }));
    await okJson(await page.request.put('/api/notifications/organization', { data: organizationBefore }));
  }
});

test('the notification choices of someone without a phone say that SMS cannot reach them', async ({ page }) => {
  await signIn(page, 'support@demo.test', undefined, '?la=da');
  const me = await okJson<{ userId: string }>(await page.request.get('/api/auth/identity'));
  await page.goto(`/notifications/users/${me.userId}/`);
  await expect(page.getByTestId('no-phone')).toHaveText(
    'Der er intet telefonnummer i dine oplysninger, så SMS-notifikationer kan ikke nå dig.',
  );
  // The choices by SMS are kept all the same: a phone may be added later.
  await expect(page.getByRole('switch', { name: 'Ny ordre via SMS' })).toBeEnabled();
});

test('a guide is not offered news of orders they cannot see', async ({ page }) => {
  await signIn(page, 'guide@demo.test', undefined, '?la=da');
  const me = await okJson<{ userId: string }>(await page.request.get('/api/auth/identity'));
  await page.goto(`/notifications/users/${me.userId}/`);
  await expect(page.getByTestId('user-notifications-table')).toBeVisible();
  await expect(page.getByTestId('preference-NEW_ORDER')).toHaveCount(0);
  await expect(page.getByTestId('preference-DAILY_SUMMARY')).toBeVisible();
  await lookAtWidths(page, 'guide-notifications-da');
});
