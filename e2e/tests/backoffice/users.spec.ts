import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from '../../fixtures/mailbox';
import { invitedColleague } from '../../fixtures/colleague';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { signIn } from '../../fixtures/session';
import { chooseOption, selectBox, unique } from '../../fixtures/ui';

/**
 * An administrator adds a colleague through the form, the invitation goes out by mail, the
 * colleague is found in the list, and is then edited and deactivated.
 */
test('an admin adds a user, who is invited by mail, found in the list, edited and deactivated', async ({ page }) => {
  const id = unique();
  const lastName = `Lindqvist-${id}`;
  const fullName = `Nora ${lastName}`;
  const email = `nora-${id}@demo.test`;

  await signIn(page, 'admin@demo.test');
  await page.getByTestId('nav-users').click();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole('link', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/users\/add$/);
  await expect(page.getByRole('heading', { name: 'Add user' })).toBeVisible();

  // An empty form is not sent: each required input says what is missing.
  const form = page.getByTestId('user-form');
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Required', { exact: true })).toHaveCount(3);
  await expect(form.getByText('Choose at least one role')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/add$/);
  // The focus goes to the first field named wrong, not left on the button.
  await expect(page.getByLabel('First name')).toBeFocused();

  // A user type fills in its roles.
  await chooseOption(page, selectBox(page, 'User type'), 'Front desk');
  await expect(page.getByRole('checkbox', { name: 'Admin', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Guide', exact: true })).not.toBeChecked();
  await expect(form.getByText('Choose at least one role')).toHaveCount(0);

  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  // The phone is where SMS notifications go: words are not a number.
  await page.getByLabel('Phone').fill('ring me not');
  await page.getByLabel('Phone').blur();
  await expect(form.getByText('Phone number must be valid')).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Phone').fill('+45 11 22 33 44');
  await page.getByLabel('Phone').blur();
  await expect(form.getByText('Phone number must be valid')).toHaveCount(0);
  await expect(form.getByText('Required', { exact: true })).toHaveCount(0);

  const since = Date.now();
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
  const userUrl = page.url();
  await expect(page.getByRole('heading', { name: fullName })).toBeVisible();
  await expect(page.getByTestId('user-notice')).toContainText(`An invitation mail was sent to ${email}.`);
  await expect(page.getByTestId('user-status')).toHaveText('Invited');
  await expect(page.getByTestId('user-details')).toContainText('+45 11 22 33 44');

  // The invitation arrives with a link to verify the address.
  const invitation = await waitForMail(email, since);
  expect(invitation.subject).toBe('Confirm your email for Foyer');
  expect(invitation.text).toContain('Demo Museum');
  linkIn(invitation, /https?:\/\/\S+\/verify-email\?token=[\w-]+/);

  // The list finds the new user by name, and by address.
  await page.getByTestId('nav-users').click();
  await expect(page).toHaveURL(/\/users$/);
  const search = page.getByLabel('Search');
  await search.fill(lastName);
  const rows = page.getByTestId('user-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(fullName);
  await expect(rows.first()).toContainText(email);
  await expect(rows.first().getByTestId('user-status')).toHaveText('Invited');
  await search.fill(`nobody-${id}`);
  await expect(page.getByText('No users match your search.')).toBeVisible();
  await search.fill(email);
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('link', { name: fullName }).click();
  await expect(page).toHaveURL(userUrl);

  // Edit: a new phone number, and no longer active.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/users\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Edit user' })).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue('+45 11 22 33 44');
  await page.getByLabel('Phone').fill('+45 99 88 77 66');
  const active = page.getByRole('switch', { name: 'Active' });
  await expect(active).toBeChecked();
  await active.uncheck();
  await expect(active).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(userUrl);
  await expect(page.getByTestId('user-notice')).toHaveText(`The changes to ${fullName} were saved.`);
  await expect(page.getByTestId('user-details')).toContainText('+45 99 88 77 66');
  await expect(page.getByTestId('user-status')).toHaveText('Inactive');

  // Stored, not just shown: a fresh load of the list says the same.
  await page.goto(`/users?q=${encodeURIComponent(email)}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('user-status')).toHaveText('Inactive');
  await page.goto(userUrl);
  await expect(page.getByTestId('user-details')).toContainText('+45 99 88 77 66');
});

/** A review walk: one's own account offered the "Active" switch and "Delete user", which the server always refuses. */
test('one’s own account is edited without the active switch and deletion, which another user’s offers', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const me = (await (await page.request.get('/api/auth/identity')).json()) as { userId: string };
  await page.goto(`/users/edit/${me.userId}`);
  await expect(page.getByRole('textbox', { name: /^First name/ })).toBeVisible();
  await expect(page.getByTestId('user-active')).toHaveCount(0);
  await expect(page.getByTestId('delete-user')).toHaveCount(0);
  // Another user: both are there.
  const users = (await (await page.request.get('/api/users?search=guide%40demo.test')).json()) as {
    items: { userId: string; email: string }[];
  };
  const other = users.items.find((user) => user.email === 'guide@demo.test')!;
  await page.goto(`/users/edit/${other.userId}`);
  await expect(page.getByTestId('user-active')).toBeVisible();
  await expect(page.getByTestId('delete-user')).toBeVisible();
});

test('a guide cannot open the user pages', async ({ page }) => {
  await signIn(page, 'guide@demo.test');
  await expect(page.getByTestId('nav-users')).toHaveCount(0);
  for (const path of ['/users', '/users/add', '/user-type-create']) {
    await page.goto(path);
    await expect(page.getByTestId('not-allowed')).toBeVisible();
    // The guide reads Danish.
    await expect(page.getByRole('heading', { name: 'Du kan ikke åbne denne side' })).toBeVisible();
    await expect(page.getByTestId('users-table')).toHaveCount(0);
    await expect(page.getByTestId('user-form')).toHaveCount(0);
  }
  // The server refuses as well.
  expect((await page.request.get('/api/users')).status()).toBe(403);
});

test('an admin creates a user type, which the add form then offers', async ({ page }) => {
  // Room for the soft checks below to wait their full time each when they fail.
  test.setTimeout(90_000);
  const id = unique();
  const typeName = `Evening host ${id}`;

  await signIn(page, 'admin@demo.test');
  await page.goto('/users/add');
  await page.getByRole('link', { name: 'Create a user type' }).click();
  await expect(page).toHaveURL(/\/user-type-create\?from=%2Fusers%2Fadd$/);
  await expect(page.getByRole('heading', { name: 'Create user type' })).toBeVisible();

  const form = page.getByTestId('user-type-form');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Required', { exact: true })).toBeVisible();
  await expect(form.getByText('Choose at least one role')).toBeVisible();

  await page.getByLabel(/^Name/).fill(typeName);
  await page.getByRole('checkbox', { name: 'Admin', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Guide', exact: true }).check();
  await chooseOption(page, selectBox(page, 'Guide type'), 'Integrator');
  await form.getByRole('button', { name: 'Create' }).click();

  // Back in the add form with the new type chosen and its roles filled in (the page promises
  // "coming back from creating a user type, that type is chosen already"). Soft, so a failure
  // here still lets the rest of the story run.
  await expect(page).toHaveURL(/\/users\/add$/);
  await expect(page.getByRole('checkbox', { name: 'Admin', exact: true })).toBeVisible();
  await expect.soft(selectBox(page, 'User type')).toHaveValue(typeName);
  await expect.soft(page.getByRole('checkbox', { name: 'Admin', exact: true })).toBeChecked();
  await expect.soft(page.getByRole('checkbox', { name: 'Guide', exact: true })).toBeChecked();
  await expect.soft(page.getByRole('checkbox', { name: 'Organization admin', exact: true })).not.toBeChecked();
  await expect.soft(selectBox(page, 'Guide type')).toHaveValue('Integrator');

  // A fresh add form lists it among the types; choosing it fills in its roles and guide type.
  await page.goto('/users');
  await page.getByRole('link', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/users\/add$/);
  await expect(selectBox(page, 'User type')).toHaveValue('');
  await chooseOption(page, selectBox(page, 'User type'), typeName);
  await expect(page.getByRole('checkbox', { name: 'Admin', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Guide', exact: true })).toBeChecked();
  await expect(selectBox(page, 'Guide type')).toHaveValue('Integrator');

  // A user added with it shows the type on their page.
  const email = `host-${id}@demo.test`;
  await page.getByLabel('First name').fill('Henrik');
  await page.getByLabel('Last name').fill(`Host-${id}`);
  await page.getByLabel('Email').fill(email);
  await page.getByTestId('user-form').getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByTestId('user-notice')).toContainText(email);
  await expect(page.getByTestId('user-details')).toContainText(typeName);
  await expect(page.getByTestId('user-details')).toContainText('Integrator');

  // The same name a second time is refused.
  await page.goto('/user-type-create');
  await expect(page.getByRole('heading', { name: 'Create user type' })).toBeVisible();
  await page.getByLabel(/^Name/).fill(typeName);
  await page.getByRole('checkbox', { name: 'Admin', exact: true }).check();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('A user type with this name already exists')).toBeVisible();
  await expect(page).toHaveURL(/\/user-type-create$/);
});

test('a colleague whose address was changed reads "Address to confirm"; the old address is told, and a new link can be sent', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'admin@demo.test');
  const email = `moving-${Date.now().toString(36)}@demo.test`;
  // The colleague follows the invitation in their own browser and chooses a password.
  const { userId, colleague } = await invitedColleague(
    page,
    browser,
    baseURL,
    { email, firstName: 'Mia', lastName: 'Moving', roles: ['Admin'] },
    'moving-house-7',
  );
  const since = Date.now();
  await page.goto(`/users/${userId}`);
  await expect(page.getByTestId('user-status')).toHaveText('Active');

  const moved = await page.request.put(`/api/users/${userId}`, {
    data: { email: `moved-${email}`, firstName: 'Mia', lastName: 'Moving', roles: ['Admin'] },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.goto(`/users/${userId}`);
  await expect(page.getByTestId('user-status')).toHaveText('Address to confirm');

  // The old address hears where the account went; the new one is asked to confirm, not to choose a password.
  // (The "password was changed" mail of the invitation's last step may still arrive after `since`.)
  const told = await waitForMail(email, since, 15_000, (mail) => mail.subject !== 'Your Foyer password was changed');
  expect(told.subject).toBe('Your Foyer email address was changed');
  expect(told.text).toContain(`was changed to moved-${email}`);
  const asked = await waitForMail(`moved-${email}`, since);
  expect(asked.subject).toBe('Confirm your new email address for Foyer');

  // The mail was lost: a new link, and the first one stops working.
  const again = Date.now();
  await page.getByRole('button', { name: 'Send the confirmation link again' }).click();
  await expect(page.getByTestId('invitation-sent')).toHaveText(
    `A new link was sent to moved-${email}. The link sent before no longer works.`,
  );
  await lookAtWidths(page, 'user-link-sent');
  const resent = await waitForMail(`moved-${email}`, again);
  const firstToken = new URL(linkIn(asked, /https?:\/\/\S+\/verify-email\?token=[\w-]+/)).searchParams.get('token');
  expect((await colleague.request.post('/api/auth/verify-email', { data: { token: firstToken } })).status()).toBe(400);
  const link = new URL(linkIn(resent, /https?:\/\/\S+\/verify-email\?token=[\w-]+/));
  await colleague.goto(link.pathname + link.search);
  await expect(colleague.getByText(`Thank you, moved-${email} is confirmed. You can now sign in.`)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('user-status')).toHaveText('Active');
  await expect(page.getByRole('button', { name: 'Send the confirmation link again' })).toHaveCount(0);
});

// A review walk: an address whose id is no id at all said "Could not load the user. Please try
// again later." with a button to try again, which could never help.
test('a user address with an id that is none says the user is not found, as an unknown id does', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  for (const path of ['/users/not-a-uuid', '/users/edit/not-a-uuid', '/users/00000000-0000-4000-a000-00000000beef']) {
    await page.goto(path);
    await expect(page.getByTestId('not-allowed')).toContainText('User not found');
    await expect(page.getByText('Please try again later')).toHaveCount(0);
  }
});
