import { lookAtWidths } from '../../fixtures/a11y-checks';
import { expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/session';
import { okJson, selectBox, unique } from '../../fixtures/ui';

test('an organisation admin creates, edits and deletes a venue', async ({ page }) => {
  const id = unique();
  const name = `Harbour Pavilion ${id}`;
  const renamed = `Harbour Pavilion North ${id}`;

  await signIn(page, 'admin@demo.test');
  await page.getByTestId('nav-venues').click();
  await expect(page).toHaveURL(/\/venues$/);
  await expect(page.getByRole('heading', { name: 'Venues' })).toBeVisible();
  const rows = page.getByTestId('venue-row');
  await expect(rows.filter({ hasText: 'Main Building' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Add venue' }).click();
  const dialog = page.getByRole('dialog', { name: 'New venue' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel('Address').fill('Kajgade 7');
  await dialog.getByLabel('Post code').fill('8000');
  await dialog.getByLabel('City').fill('Aarhus');
  await dialog.getByLabel('Country').fill('Denmark');
  // The time zone list is searchable.
  const timeZone = selectBox(dialog, /^Time zone/);
  await expect(timeZone).toHaveValue(/^Europe\/Copenhagen/);
  await timeZone.click();
  await timeZone.fill('Tokyo');
  await page.getByRole('option', { name: /^Asia\/Tokyo \(UTC\+09:00\)$/ }).click();
  await expect(timeZone).toHaveValue('Asia/Tokyo (UTC+09:00)');

  // A stylesheet must come from an https address.
  await dialog.getByRole('switch', { name: 'Use a custom stylesheet' }).check();
  await dialog.getByRole('radio', { name: 'Replace the default style' }).check();
  const href = dialog.getByLabel(/^Stylesheet address/);
  await href.fill('http://cdn.museum.example/pavilion.css');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Must be an https address')).toBeVisible();
  await expect(href).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
  await expect(rows.filter({ hasText: name })).toHaveCount(0);
  // The server refuses it too, whatever the form lets through.
  const refused = await page.request.post('/api/venues', {
    data: { name: `Sneaky ${id}`, timeZone: 'Europe/Copenhagen', css: { mode: 'REPLACE', href: 'http://cdn.museum.example/x.css' } },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.fields).toMatchObject({ 'css.href': 'Must be an https URL' });

  await href.fill('https://cdn.museum.example/pavilion.css');
  await expect(dialog.getByText('Must be an https address')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  // Said on the page the dialog closed onto (the list changed without a word).
  await expect(page.getByTestId('venue-saved')).toHaveText(`The venue “${name}” is added.`);
  await expect(page.getByTestId('venue-saved')).toHaveAttribute('role', 'status');

  const row = rows.filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Kajgade 7, 8000 Aarhus, Denmark');
  await expect(row).toContainText('Asia/Tokyo');
  await expect(row).toContainText('UTC+09:00');
  await expect(row).toContainText('Replaces default');
  await expect(row.getByRole('link', { name: 'cdn.museum.example' })).toHaveAttribute('href', 'https://cdn.museum.example/pavilion.css');

  // Edit: another name, time zone and way of applying the stylesheet.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(editDialog.getByLabel(/^Name/)).toHaveValue(name);
  await expect(selectBox(editDialog, /^Time zone/)).toHaveValue('Asia/Tokyo (UTC+09:00)');
  await expect(editDialog.getByLabel(/^Stylesheet address/)).toHaveValue('https://cdn.museum.example/pavilion.css');
  await editDialog.getByLabel(/^Name/).fill(renamed);
  // Closed with a change unsaved, the dialog asks first; staying keeps what was typed.
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Close without saving?' });
  await expect(question).toContainText('Your changes have not been saved.');
  // The way back has the focus first.
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(editDialog.getByLabel(/^Name/)).toHaveValue(renamed);
  const editZone = selectBox(editDialog, /^Time zone/);
  await editZone.click();
  await editZone.fill('Reykjavik');
  await page.getByRole('option', { name: /^Atlantic\/Reykjavik / }).click();
  await editDialog.getByRole('radio', { name: 'Add to the default style' }).check();
  await editDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByTestId('venue-saved')).toHaveText(`The venue “${renamed}” is saved.`);

  const renamedRow = rows.filter({ hasText: renamed });
  await expect(renamedRow).toHaveCount(1);
  await expect(rows.filter({ hasText: name })).toHaveCount(0);
  await expect(renamedRow).toContainText('Atlantic/Reykjavik');
  await expect(renamedRow).toContainText('UTC+00:00');
  await expect(renamedRow).toContainText('Adds to default');
  await page.reload();
  await expect(renamedRow).toContainText('Atlantic/Reykjavik');
  await expect(renamedRow).toContainText('Adds to default');

  // A change given up: Cancel asks, and closing without saving keeps the venue as it was.
  await renamedRow.getByRole('button', { name: `Edit ${renamed}` }).click();
  const againDialog = page.getByRole('dialog', { name: `Edit ${renamed}` });
  await againDialog.getByLabel(/^Name/).fill(`Not this name ${id}`);
  await againDialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Close without saving?' }).getByRole('button', { name: 'Close without saving' }).click();
  await expect(againDialog).toBeHidden();
  await expect(rows.filter({ hasText: `Not this name ${id}` })).toHaveCount(0);
  // Nothing changed: no question.
  await renamedRow.getByRole('button', { name: `Edit ${renamed}` }).click();
  await againDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(againDialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Close without saving?' })).toHaveCount(0);

  // A venue in use is refused, in the error snackbar.
  const confirm = page.getByRole('dialog', { name: 'Delete venue?' });
  await rows.filter({ hasText: 'Main Building' }).getByRole('button', { name: 'Delete Main Building' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const refusal = page.getByTestId('error-snackbar');
  await expect(refusal).toContainText('cannot be deleted');
  await expect(confirm).toBeHidden();

  // Delete, after a question: the refusal before does not stand over it (it read as this one failing).
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  await expect(confirm).toContainText(`${renamed} will be deleted. This cannot be undone.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(renamedRow).toHaveCount(0);
  await expect(refusal).toHaveCount(0);
  await page.reload();
  await expect(rows.filter({ hasText: 'Main Building' })).toHaveCount(1);
  await expect(renamedRow).toHaveCount(0);
});

test("an organisation admin changes their organisation's shop website", async ({ page }) => {
  const origin = `https://shop-${unique()}.museum.example`;
  await signIn(page, 'admin@demo.test');
  const before = await okJson<{ orgId: string; targetOrigin: string | null; name: string }>(
    await page.request.get('/api/organizations/own'),
  );
  try {
    await page.getByTestId('nav-organizations').click();
    await expect(page).toHaveURL(/\/organizations$/);
    await expect(page.getByRole('heading', { name: 'Your organization' })).toBeVisible();
    const field = page.getByLabel('Shop website (target origin)');
    await expect(field).toHaveValue(before.targetOrigin ?? '');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();

    // An address with a path is not an origin.
    await field.fill(`${origin}/shop`);
    await save.click();
    await expect(page.getByText('Must be a website address without a path, such as https://museum.example')).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);

    await field.fill(origin);
    await save.click();
    await expect(page.getByRole('status')).toHaveText(/Saved/);
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel('Shop website (target origin)')).toHaveValue(origin);
    await expect(page.getByLabel(/^Name/)).toHaveValue(before.name);

    // The tag to paste on that website names this Foyer and the organisation, ready to copy.
    const embed = page.getByTestId('shop-embed');
    await expect(embed).toContainText(`It opens only on pages of ${origin}, the shop website above.`);
    const foyerOrigin = new URL(page.url()).origin;
    await expect(embed.getByTestId('shop-embed-snippet')).toContainText(`<script src="${foyerOrigin}/embed.js" data-org="${before.orgId}"`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await embed.getByTestId('shop-embed-copy').click();
    await expect(embed.getByTestId('shop-embed-copy')).toHaveText('Copied');
    await lookAtWidths(page, 'organization-embed-en');
  } finally {
    // Put the demo organisation's origin back for whoever comes next.
    const now = await okJson<{ name: string; css: unknown }>(await page.request.get('/api/organizations/own'));
    await okJson(
      await page.request.put(`/api/organizations/${before.orgId}`, {
        data: { name: now.name, css: now.css, targetOrigin: before.targetOrigin },
      }),
    );
  }
});

test('the platform admin switches to Park and back with the organisation switcher', async ({ page }) => {
  await signIn(page, 'platform@demo.test');
  const home = await okJson<{ orgId: string }>(await page.request.get('/api/auth/identity'));
  try {
    const current = page.getByTestId('current-organization');
    await expect(current).toHaveText('Demo Museum');
    await page.getByTestId('nav-venues').click();
    const rows = page.getByTestId('venue-row');
    await expect(rows.filter({ hasText: 'Main Building' })).toHaveCount(1);

    const switcher = page.getByRole('textbox', { name: 'Switch organization' });
    await expect(switcher).toHaveValue('Demo Museum');
    await switcher.click();
    // The organisation one works in cannot be chosen again: Mantine marks a disabled option with a
    // data attribute only (no aria-disabled), so its name says "(current)".
    await expect(page.getByRole('option', { name: 'Demo Museum (current)', exact: true })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    await expect(page.getByRole('option', { name: 'Park', exact: true })).not.toHaveAttribute('data-combobox-disabled');
    // Switching reloads the whole app onto the dashboard.
    await Promise.all([page.waitForEvent('load'), page.getByRole('option', { name: 'Park', exact: true }).click()]);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(current).toHaveText('Park');
    await expect(switcher).toHaveValue('Park');

    await page.getByTestId('nav-venues').click();
    await expect(page).toHaveURL(/\/venues$/);
    await expect(rows.filter({ hasText: 'Museum of the North Shore' })).toHaveCount(1);
    await expect(rows).toHaveCount(7);
    await expect(rows.filter({ hasText: 'Main Building' })).toHaveCount(0);
    await expect(rows.filter({ hasText: 'Sculpture Garden' })).toHaveCount(0);

    await switcher.click();
    await expect(page.getByRole('option', { name: 'Park (current)', exact: true })).toHaveAttribute('data-combobox-disabled', 'true');
    await Promise.all([page.waitForEvent('load'), page.getByRole('option', { name: 'Demo Museum', exact: true }).click()]);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(current).toHaveText('Demo Museum');
    await page.getByTestId('nav-venues').click();
    await expect(rows.filter({ hasText: 'Main Building' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Museum of the North Shore' })).toHaveCount(0);
  } finally {
    // Whatever happened, the platform admin ends up at home again.
    const now = await okJson<{ orgId: string }>(await page.request.get('/api/auth/identity'));
    if (now.orgId !== home.orgId) await okJson(await page.request.put(`/api/users?newOrgId=${home.orgId}`));
  }
});

test('a Foyer admin creates an organisation and is told so on the list', async ({ page }) => {
  const name = `Harbour Museum ${unique()}`;
  await signIn(page, 'platform@demo.test');
  await page.goto('/organizations');
  await page.getByTestId('organization-add').click();
  const dialog = page.getByRole('dialog', { name: 'New organization' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  // The dialog is gone and the list gained a row: the page says what happened.
  await expect(page.getByTestId('organization-done')).toHaveText(`The organization “${name}” is created.`);
  const row = page.getByTestId('organization-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await lookAtWidths(page, 'organization-created');
  await page.getByTestId('organization-done').getByRole('button').click();
  await expect(page.getByTestId('organization-done')).toHaveCount(0);
  // Left as found: a new organisation without users or orders can go.
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: /^Delete/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row).toHaveCount(0);
});
