import { expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/session';

/** A page's own code, as a new deployment leaves it for a tab opened before: gone. */
const USERS_PAGE_CODE = '**/assets/users-page-*.js';

test('a page whose code is gone since a new version reloads the tab once, at its address, and opens', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  let asked = 0;
  await page.route(USERS_PAGE_CODE, (route) => (asked++ === 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue()));
  await page.getByTestId('nav-users').click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  // The tab was loaded anew (the new version's index.html names the new chunks), once.
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  expect(asked).toBe(2);
  await expect(page.getByTestId('route-error')).toHaveCount(0);
});

test('a page whose code stays out of reach says so in the page’s language, with a button to reload', async ({ page }) => {
  await signIn(page, 'admin@demo.test', undefined, '?la=da');
  await page.route(USERS_PAGE_CODE, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.getByTestId('nav-users').click();
  // One reload, which did not help: no second one, but words.
  const error = page.getByTestId('route-error');
  await expect(error.getByRole('heading', { name: 'Siden kunne ikke indlæses' })).toBeVisible();
  await expect(error).toContainText('Tjek forbindelsen');
  await expect(page).toHaveURL(/\/users$/);
  await page.unroute(USERS_PAGE_CODE);
  await error.getByRole('button', { name: 'Genindlæs siden' }).click();
  await expect(page.getByRole('heading', { name: 'Brugere' })).toBeVisible();
});
