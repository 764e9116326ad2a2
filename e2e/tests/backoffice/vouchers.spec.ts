import { expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/session';
import { unique } from '../../fixtures/ui';

test('staff create a gift voucher, publish it, and find it under the list’s default filter', async ({ page }) => {
  const id = unique();
  const name = `Gift voucher ${id}`;

  await signIn(page, 'admin@demo.test');
  // SPEC §6: the Vouchers menu row is shown as Notifications.
  await page.getByTestId('nav-vouchers').click();
  await expect(page).toHaveURL(/\/vouchers$/);
  await expect(page.getByRole('heading', { name: 'Gift vouchers' })).toBeVisible();
  // SPEC §9 defaults: Published, next 90 days.
  await expect(page.getByTestId('voucher-status-filter')).toHaveValue('Published');
  await expect(page.getByTestId('date-range-filter-preset')).toHaveValue('Next 90 days');

  await page.getByTestId('voucher-add').click();
  await expect(page).toHaveURL(/\/vouchers\/create$/);
  // A wrong value and no name: both are said at once, not one after the other.
  await page.getByTestId('voucher-value').fill('-5');
  await page.getByTestId('voucher-save').click();
  await expect(page.getByText('A gift voucher must be worth more than 0')).toBeVisible();
  await expect(page.getByText('A name in the default language is required')).toBeVisible();
  await page.getByTestId('voucher-name-en').fill(name);
  await page.getByTestId('voucher-tab-da').click();
  await page.getByTestId('voucher-name-da').fill(`Gavekort ${id}`);
  await page.getByTestId('voucher-value').fill('250');
  await page.getByTestId('voucher-valid-for').fill('-1');
  await page.getByTestId('voucher-save').click();
  await expect(page.getByText('Voucher valid for must be greater or equal to 0')).toBeVisible();
  await expect(page.getByTestId('voucher-valid-for')).toHaveAttribute('aria-invalid', 'true');
  // The server says the same, naming the field.
  const refused = await page.request.post('/api/vouchers', { data: { names: { en: name }, value: 25_000, validForMonths: -1 } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.fields).toEqual({ validForMonths: 'Voucher valid for must be greater or equal to 0' });

  await page.getByTestId('voucher-valid-for').fill('12');
  // Sale days typed as the fields show them, day first (the browser's own reading took 01-11 for the 11th of January).
  await page.getByTestId('voucher-sale-starts').fill('01-11-2026');
  // A day the field cannot take is said, not dropped without a word: one it cannot read, one before the first.
  await page.getByTestId('voucher-sale-ends').fill('99-99-2026');
  await page.getByRole('heading', { name: 'Sale', exact: true }).click();
  await expect(page.getByText('“99-99-2026” is not a day: enter it as dd-mm-yyyy, for example 24-12-2027')).toBeVisible();
  await page.getByTestId('voucher-sale-ends').fill('31-10-2026');
  await page.getByRole('heading', { name: 'Sale', exact: true }).click();
  await expect(page.getByText('Not before 01-11-2026')).toBeVisible();
  // A sale that ended before today may be saved, but is said: the shop will not sell it.
  await page.getByTestId('voucher-sale-ends').fill('15-11-2026');
  await page.getByRole('heading', { name: 'Sale', exact: true }).click();
  await expect(page.getByTestId('voucher-sale-over')).toHaveText('The last day on sale has passed: the shop does not sell this voucher.');
  await page.getByTestId('voucher-sale-ends').fill('24-12-2030');
  await page.getByRole('heading', { name: 'Sale', exact: true }).click();
  await expect(page.getByText('Not before 01-11-2026')).toHaveCount(0);
  await expect(page.getByTestId('voucher-sale-over')).toHaveCount(0);
  await expect(page.getByTestId('voucher-sale-starts')).toHaveValue('01-11-2026');
  await expect(page.getByTestId('voucher-sale-ends')).toHaveValue('24-12-2030');
  await page.getByTestId('voucher-save').click();
  await expect(page).toHaveURL(/\/vouchers\/[0-9a-f-]{36}\/edit$/);
  const voucherId = page.url().split('/').at(-2)!;
  const saved = await (await page.request.get(`/api/vouchers/${voucherId}`)).json();
  expect([saved.saleStartsOn, saved.saleEndsOn]).toEqual(['2026-11-01', '2030-12-24']);
  await expect(page.getByTestId('voucher-created')).toBeVisible();
  await expect(page.getByTestId('voucher-status')).toHaveText('Draft');

  // A draft is not under the default filter, so the way back from it opens the list on drafts,
  // where it is; published, it is under the default filter, and the shop sells it.
  await page.getByTestId('back-to-vouchers').click();
  await expect(page).toHaveURL(/\/vouchers\?status=Draft$/);
  await expect(page.getByTestId('voucher-status-filter')).toHaveValue('Draft');
  await expect(page.getByTestId('voucher-row').filter({ hasText: name })).toHaveCount(1);
  await page.goto('/vouchers');
  await expect(page.getByTestId('vouchers-table').or(page.getByTestId('vouchers-empty'))).toBeVisible();
  await expect(page.getByTestId('voucher-row').filter({ hasText: name })).toHaveCount(0);
  // The default list says drafts are left out, and shows them at a click.
  const leftOut = page.getByTestId('voucher-hidden-drafts');
  await expect(leftOut).toHaveText(/^\d+ drafts? (is|are) not shown here: drafts are not on sale\. Show drafts$/);
  await leftOut.getByRole('button', { name: 'Show drafts' }).click();
  await expect(page.getByTestId('voucher-status-filter')).toHaveValue('Draft');
  await expect(page.getByTestId('voucher-row').filter({ hasText: name })).toHaveCount(1);
  await expect(leftOut).toHaveCount(0);
  await page.goto(`/vouchers/${voucherId}/edit`);
  await page.getByTestId('voucher-publish').click();
  await expect(page.getByTestId('voucher-status')).toHaveText('Published');
  await page.getByTestId('back-to-vouchers').click();
  const row = page.getByTestId('voucher-row').filter({ hasText: name });
  await expect(row).toContainText('DKK 250.00');
  await expect(row).toContainText('12 months');
  await expect(row.getByTestId('voucher-status')).toHaveText('Published');

  const orgId = (await (await page.request.get('/api/auth/identity')).json()).orgId as string;
  const shop = (await (await page.request.get(`/api/public/vouchers/organizations/${orgId}?lang=da`)).json()) as {
    voucherId: string;
    name: string;
  }[];
  expect(shop).toContainEqual(expect.objectContaining({ voucherId, name: `Gavekort ${id}`, value: 25_000 }));

  // Removed again, so the demo keeps its own vouchers only.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete voucher?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('a Dane writes a thousand kroner as “1.000”, and the voucher is worth a thousand', async ({ page }) => {
  const name = `Gavekort ${unique()}`;
  await signIn(page, 'admin@demo.test', undefined, '?la=da');
  await page.goto('/vouchers/create');
  await page.getByTestId('voucher-name-en').fill(name);
  // Refused before as no amount at all ("Ugyldig værdi for gavekortet"): dots group thousands in Danish.
  await page.getByTestId('voucher-value').fill('1.000');
  await page.getByTestId('voucher-valid-for').fill('12');
  await page.getByTestId('voucher-save').click();
  await expect(page).toHaveURL(/\/vouchers\/[0-9a-f-]{36}\/edit$/);
  const voucherId = page.url().split('/').at(-2)!;
  expect((await (await page.request.get(`/api/vouchers/${voucherId}`)).json()).value).toBe(100_000);
  await expect(page.getByTestId('voucher-value')).toHaveValue('1000');
});
