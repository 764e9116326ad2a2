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
