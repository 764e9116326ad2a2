import { expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/session';
import { unique } from '../../fixtures/ui';

test('staff create, edit, publish and delete a donation campaign, and the shop lists it once published', async ({ page }) => {
  const id = unique();
  const name = `Restore the organ ${id}`;
  const renamed = `Restore the great organ ${id}`;

  await signIn(page, 'admin@demo.test');
  await page.getByTestId('nav-donations').click();
  await expect(page).toHaveURL(/\/donations$/);
  await expect(page.getByRole('heading', { name: 'Donations' })).toBeVisible();

  await page.getByTestId('donation-add').click();
  await expect(page).toHaveURL(/\/donation-create$/);
  await expect(page.getByRole('heading', { name: 'New donation campaign' })).toBeVisible();

  // No name and a wrong amount: both are asked for at once, nothing is sent.
  await page.getByTestId('donation-suggested-0').fill('-50');
  await page.getByTestId('donation-save').click();
  await expect(page.getByText('A name in the default language is required')).toBeVisible();
  await expect(page.getByText('Invalid donation price')).toBeVisible();
  await expect(page).toHaveURL(/\/donation-create$/);

  // A name pasted longer than the field holds is cut, and the field says so (it was cut without a word).
  await page.getByTestId('donation-name-en').fill('x'.repeat(250));
  await expect(page.getByTestId('donation-name-en')).toHaveValue('x'.repeat(200));
  await expect(page.getByText('It holds at most 200 characters.')).toBeVisible();
  await page.getByTestId('donation-name-en').fill(name);
  await page.getByTestId('donation-description-en').fill('Help us bring the 1820 organ back to life.');
  await page.getByTestId('donation-tab-da').click();
  await page.getByTestId('donation-name-da').fill(`Restaurér orglet ${id}`);
  await page.getByTestId('donation-suggested-0').fill('100');
  await page.getByTestId('donation-suggested-1').fill('five hundred');
  await page.getByTestId('donation-suggested-2').fill('250');
  await page.getByTestId('donation-minimum').fill('50');
  await page.getByTestId('donation-save').click();
  await expect(page.getByText('Invalid donation price')).toBeVisible();
  await expect(page.getByTestId('donation-suggested-1')).toHaveAttribute('aria-invalid', 'true');
  // Thousands grouped as staff write them, with decimals after the other mark (it read "Invalid donation price").
  await page.getByTestId('donation-suggested-1').fill('1,500.00');
  // A suggestion under the smallest own amount would give what typing it is refused.
  await page.getByTestId('donation-minimum').fill('150');
  await page.getByTestId('donation-save').click();
  await expect(page.getByText('Less than the smallest amount of their own')).toBeVisible();
  await expect(page.getByTestId('donation-suggested-0')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('donation-minimum').fill('50');
  await page.getByTestId('donation-save').click();

  // Saved as a draft and opened to edit.
  await expect(page).toHaveURL(/\/donation-edit\/[0-9a-f-]{36}$/);
  const donationId = page.url().split('/').pop()!;
  await expect(page.getByTestId('donation-created')).toBeVisible();
  await expect(page.getByTestId('donation-status')).toHaveText('Draft');
  await expect(page.getByTestId('donation-suggested-0')).toHaveValue('100');
  await expect(page.getByTestId('donation-suggested-1')).toHaveValue('250');
  await expect(page.getByTestId('donation-suggested-2')).toHaveValue('1500');

  // A draft is not in the shop.
  const orgId = (await (await page.request.get('/api/auth/identity')).json()).orgId as string;
  const shopList = async () =>
    (await (await page.request.get(`/api/public/donations/organizations/${orgId}?lang=da`)).json()) as {
      donationId: string;
      name: string;
    }[];
  expect((await shopList()).map((d) => d.donationId)).not.toContain(donationId);

  // A name typed and not saved is not lost to a click on "Donations": the page asks first.
  await page.getByTestId('donation-name-en').fill(`${renamed} (unsaved)`);
  await page.getByTestId('back-to-donations').click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/donation-edit\//);
  await expect(page.getByTestId('donation-name-en')).toHaveValue(`${renamed} (unsaved)`);

  // Edit: a new name, no amounts of their own.
  await page.getByTestId('donation-name-en').fill(renamed);
  await page.getByTestId('donation-custom-allowed').uncheck();
  await expect(page.getByTestId('donation-minimum')).toHaveCount(0);
  await page.getByTestId('donation-save').click();
  await expect(page.getByTestId('donation-saved')).toBeVisible();
  await expect(page.getByText(renamed).first()).toBeVisible();
  // Saved, nothing is left to lose: the way back to the list below is not questioned.

  await page.getByTestId('donation-publish').click();
  await expect(page.getByTestId('donation-status')).toHaveText('Published');
  await expect(page.getByTestId('donation-unpublish')).toBeVisible();
  expect(await shopList()).toContainEqual(expect.objectContaining({ donationId, name: `Restaurér orglet ${id}` }));

  // The list shows it with its amounts and status, and filters by status in the address.
  await page.getByTestId('back-to-donations').click();
  const row = page.getByTestId('donation-row').filter({ hasText: renamed });
  await expect(row).toContainText('DKK 100.00 · DKK 250.00 · DKK 1,500.00');
  await expect(row.getByTestId('donation-status')).toHaveText('Published');
  await page.getByTestId('donations-status-filter').getByText('Draft').click();
  await expect(page).toHaveURL(/\/donations\?status=Draft$/);
  await expect(page.getByTestId('donation-row').filter({ hasText: renamed })).toHaveCount(0);
  await page.getByTestId('donations-status-filter').getByText('Published').click();
  await expect(row).toHaveCount(1);

  // Deleted from its edit page, after a question.
  await row.getByRole('link', { name: renamed, exact: true }).click();
  await page.getByTestId('donation-delete').click();
  const dialog = page.getByRole('dialog', { name: 'Delete campaign?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/donations$/);
  await expect(page.getByTestId('donation-row').filter({ hasText: renamed })).toHaveCount(0);
  expect((await shopList()).map((d) => d.donationId)).not.toContain(donationId);
});

test('the donation pages in Danish on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'admin@demo.test', undefined, '?la=da');
  await page.goto('/donation-create?la=da');
  await expect(page.getByRole('heading', { name: 'Ny donationskampagne' })).toBeVisible();
  await page.getByTestId('donation-save').click();
  await expect(page.getByText('Et navn på standardsproget skal udfyldes')).toBeVisible();
  await page.goto('/donations?la=da');
  await expect(page.getByRole('heading', { name: 'Donationer' })).toBeVisible();
  const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noHorizontalScroll).toBe(true);
});
