import { expect, test } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { signIn } from '../../fixtures/session';
import { signedInApi } from '../../fixtures/shop';
import { okJson, unique } from '../../fixtures/ui';

/**
 * Two tabs on one user's edit page: the later save silently put back what the earlier one had
 * changed. Now the later one is refused, says so, and loads the other tab's save to start again from.
 */
test('a save from a tab opened before another tab saved is refused, and loads that save', async ({ context }) => {
  const id = unique();
  const api = await signedInApi();
  const user = await okJson<{ userId: string }>(
    await api.post('/api/users', { data: { email: `stale-${id}@demo.test`, firstName: 'Ida', lastName: `Old-${id}`, roles: ['Guide'] } }),
  );
  await api.dispose();

  const tabA = await context.newPage();
  await signIn(tabA, 'admin@demo.test');
  const tabB = await context.newPage();
  for (const tab of [tabA, tabB]) {
    await tab.goto(`/users/edit/${user.userId}`);
    await expect(tab.getByLabel('First name')).toHaveValue('Ida');
  }

  // Tab A changes the first name and saves.
  await tabA.getByLabel('First name').fill('Astrid');
  await tabA.getByTestId('user-submit').click();
  await expect(tabA).toHaveURL(new RegExp(`/users/${user.userId}$`));

  // Tab B, filled before, changes the last name: its save is refused rather than undoing A's.
  await tabB.getByLabel('Last name').fill(`New-${id}`);
  await tabB.getByTestId('user-submit').click();
  await expect(tabB.getByTestId('user-form-error')).toContainText('Someone else saved this user since you opened it.');
  await expect(tabB).toHaveURL(new RegExp(`/users/edit/${user.userId}$`));
  await lookAtWidths(tabB, 'user-edit-stale');

  // Loading the changes brings A's first name; B makes its change again and saves both.
  await tabB.getByTestId('user-form-reload').click();
  await expect(tabB.getByLabel('First name')).toHaveValue('Astrid');
  await expect(tabB.getByLabel('Last name')).toHaveValue(`Old-${id}`);
  await expect(tabB.getByTestId('user-form-error')).toHaveCount(0);
  await tabB.getByLabel('Last name').fill(`New-${id}`);
  await tabB.getByTestId('user-submit').click();
  await expect(tabB).toHaveURL(new RegExp(`/users/${user.userId}$`));
  await expect(tabB.getByRole('heading', { name: `Astrid New-${id}` })).toBeVisible();
});

/** The same for a donation campaign and a venue, whose forms share the save (useFormSave). */
test('a campaign or venue saved from a copy another tab has saved over is refused, and loads that save', async ({ context }) => {
  const id = unique();
  const api = await signedInApi();
  const campaign = await okJson<{ donationId: string }>(
    await api.post('/api/donations', { data: { names: { en: `Roof ${id}` }, suggestedAmounts: [10_000], minimumAmount: 5_000 } }),
  );
  await api.dispose();

  const tabA = await context.newPage();
  await signIn(tabA, 'admin@demo.test');
  const tabB = await context.newPage();
  for (const tab of [tabA, tabB]) {
    await tab.goto(`/donation-edit/${campaign.donationId}?la=en`);
    await expect(tab.getByTestId('donation-name-en')).toHaveValue(`Roof ${id}`);
  }
  await tabA.getByTestId('donation-name-en').fill(`Roof and tower ${id}`);
  await tabA.getByTestId('donation-save').click();
  await expect(tabA.getByTestId('donation-saved')).toBeVisible();

  await tabB.getByTestId('donation-description-en').fill('Help us mend the roof.');
  await tabB.getByTestId('donation-save').click();
  await expect(tabB.getByText('Someone else saved this donation campaign since you opened it.')).toBeVisible();
  await tabB.getByTestId('donation-form-reload').click();
  await expect(tabB.getByTestId('donation-name-en')).toHaveValue(`Roof and tower ${id}`);
  await expect(tabB.getByTestId('donation-description-en')).toHaveValue('');
  await lookAtWidths(tabB, 'donation-edit-reloaded');
});
