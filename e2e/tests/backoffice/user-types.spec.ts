import { expect, test } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { signIn } from '../../fixtures/session';
import { unique } from '../../fixtures/ui';

/**
 * User types could be created but never seen again, renamed or removed: a type with a typo stayed
 * in every new user's list for good. They are listed under Users, edited and deleted there.
 */
test('an admin finds the user types, renames one with a typo and deletes one no longer used', async ({ page }) => {
  const id = unique();
  await signIn(page, 'admin@demo.test', undefined, '?la=da');
  await page.goto('/users');
  await page.getByRole('link', { name: 'Brugertyper' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brugertyper' })).toBeVisible();
  await expect(page.getByTestId('user-type-row').filter({ hasText: 'Front desk' })).toBeVisible();

  // A new type, back on the list.
  await page.getByRole('link', { name: 'Ny brugertype' }).click();
  await page.getByTestId('user-type-name').fill(`Frontdsk ${id}`);
  await page.getByRole('checkbox', { name: 'Administrator', exact: true }).check();
  await page.getByTestId('user-type-submit').click();
  await expect(page).toHaveURL(/\/user-types$/);
  const typo = page.getByTestId('user-type-row').filter({ hasText: `Frontdsk ${id}` });
  await expect(typo).toBeVisible();
  await lookAtWidths(page, 'user-types-da');

  // Renamed: the list shows the new name and says it was saved.
  await typo.getByRole('link', { name: `Rediger Frontdsk ${id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rediger brugertype' })).toBeVisible();
  await expect(page.getByTestId('user-type-name')).toHaveValue(`Frontdsk ${id}`);
  await page.getByTestId('user-type-name').fill(`Front desk evenings ${id}`);
  await page.getByTestId('user-type-submit').click();
  await expect(page.getByTestId('user-type-saved')).toContainText(`Brugertypen “Front desk evenings ${id}” er gemt.`);
  const renamed = page.getByTestId('user-type-row').filter({ hasText: `Front desk evenings ${id}` });
  await expect(renamed).toBeVisible();
  await expect(page.getByTestId('user-type-row').filter({ hasText: `Frontdsk ${id}` })).toHaveCount(0);

  // A name another type has is refused on its field.
  await renamed.getByRole('link', { name: `Rediger Front desk evenings ${id}` }).click();
  await page.getByTestId('user-type-name').fill('guide');
  await page.getByTestId('user-type-submit').click();
  await expect(page.getByText('Der findes allerede en brugertype med dette navn')).toBeVisible();
  await page.getByRole('button', { name: 'Annuller' }).click();
  await page.getByRole('dialog', { name: 'Forlad uden at gemme?' }).getByRole('button', { name: 'Forlad' }).click();

  // Deleted after a question.
  await expect(page).toHaveURL(/\/user-types$/);
  await renamed.getByRole('button', { name: `Slet Front desk evenings ${id}` }).click();
  const question = page.getByRole('dialog', { name: 'Slet brugertype' });
  await expect(question).toContainText('beholder deres roller');
  await question.getByRole('button', { name: 'Slet' }).click();
  await expect(renamed).toHaveCount(0);
});
