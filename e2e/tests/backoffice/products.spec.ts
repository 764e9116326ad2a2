import { expect, test } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { signIn } from '../../fixtures/session';
import { unique } from '../../fixtures/ui';

test('the platform keeps a digital-tour product; the museum’s staff see it on /products and /digital-tours', async ({ browser }) => {
  const id = unique();
  const name = `Canal podwalk ${id}`;

  // Foyer's platform admin (SupportWrite) creates and publishes it in the demo museum.
  const platform = await browser.newPage();
  await signIn(platform, 'platform@demo.test');
  await platform.getByTestId('nav-products').click();
  await expect(platform).toHaveURL(/\/products$/);
  await platform.getByTestId('product-add').click();
  const dialog = platform.getByRole('dialog', { name: 'New digital-tour product' });
  await dialog.getByTestId('product-offer-name-0').fill('One listener');
  await dialog.getByTestId('product-offer-price-0').fill('forty');
  await dialog.getByTestId('product-save').click();
  await expect(dialog.getByText('Invalid price')).toBeVisible();
  await dialog.getByTestId('product-offer-price-0').fill('49');
  await dialog.getByTestId('product-save').click();
  await expect(dialog.getByText('A name in the default language is required')).toBeVisible();
  await dialog.getByTestId('product-name-en').fill(name);
  await dialog.getByTestId('product-tab-da').click();
  await dialog.getByTestId('product-name-da').fill(`Kanalernes podwalk ${id}`);
  await dialog.getByTestId('product-add-offer').click();
  await dialog.getByTestId('product-offer-name-1').fill('Family');
  await dialog.getByTestId('product-offer-price-1').fill('129,50');
  // The tour app's address: only a web address a visitor's phone may be sent to.
  const appAddress = dialog.getByRole('textbox', { name: 'Tour app address' });
  await appAddress.fill('canal://start?code={code}');
  await dialog.getByTestId('product-save').click();
  await expect(dialog.getByText('Give the app’s address as a web address starting with https://')).toBeVisible();
  await expect(appAddress).toHaveAttribute('aria-invalid', 'true');
  await appAddress.fill('https://tours.example.dk/canal?code={code}');
  // The offers' names in Danish sit in the Danish tab, each showing its default name until given one.
  await dialog.getByTestId('product-tab-da').click();
  await expect(dialog.getByTestId('product-offer-name-0-da')).toHaveAttribute('placeholder', 'One listener');
  await dialog.getByTestId('product-offer-name-1-da').fill('Familie');
  await expect(dialog.getByTestId('product-offer-name-1-en')).toHaveCount(0);
  await lookAtWidths(platform, 'product-offer-names-da');
  await dialog.getByTestId('product-save').click();
  await expect(dialog).toBeHidden();
  const platformRow = platform.getByTestId('product-row').filter({ hasText: name });
  await expect(platformRow).toContainText('One listener DKK 49.00 · Family DKK 129.50');
  await expect(platformRow.getByTestId('product-status')).toHaveText('Draft');
  await platformRow.getByTestId('product-toggle-status').click();
  await expect(platformRow.getByTestId('product-status')).toHaveText('Published');
  await platform.close();

  // The museum's admin (ProductsRead, PodwalksRead) sees it, and cannot change it.
  const page = await browser.newPage();
  await signIn(page, 'admin@demo.test');
  await page.getByTestId('nav-products').click();
  const row = page.getByTestId('product-row').filter({ hasText: name });
  await expect(row).toContainText('Podwalk');
  await expect(row).toContainText('English and Danish');
  await expect(page.getByTestId('product-add')).toHaveCount(0);
  await expect(row.getByTestId('product-toggle-status')).toHaveCount(0);
  await page.getByTestId('to-digital-tours').click();
  await expect(page).toHaveURL(/\/digital-tours$/);
  const card = page.getByTestId('tour-card').filter({ hasText: name });
  await expect(card.getByRole('row', { name: /Family/ })).toContainText('DKK 129.50');
  await expect(card.getByTestId('tour-app-address')).toHaveText('Tour app: https://tours.example.dk/canal?code={code}');

  // The shop lists it in the visitor's language.
  const orgId = (await (await page.request.get('/api/auth/identity')).json()).orgId as string;
  const shop = (await (await page.request.get(`/api/public/products/organizations/${orgId}?lang=da`)).json()) as { name: string }[];
  expect(shop.map((product) => product.name)).toContain(`Kanalernes podwalk ${id}`);
  // Its offers too: the family's in Danish, the other in the default language (no Danish name given).
  const ours = (shop as { name: string; offers: { name: string }[] }[]).find((product) => product.name === `Kanalernes podwalk ${id}`)!;
  expect(ours.offers.map((offer) => offer.name)).toEqual(['One listener', 'Familie']);

  // Support staff keep the products under Support (they hold SupportWrite, not ProductsRead), and
  // remove this one again, so the demo keeps its own product only.
  const cleanup = await browser.newPage();
  await signIn(cleanup, 'support@demo.test');
  await expect(cleanup.getByTestId('nav-products')).toHaveCount(0);
  await cleanup.getByTestId('nav-supportProducts').click();
  await expect(cleanup).toHaveURL(/\/support\/products$/);
  const supportRow = cleanup.getByTestId('product-row').filter({ hasText: name });
  await expect(supportRow.getByTestId('product-status')).toHaveText('Published');
  await expect(supportRow.getByTestId('product-toggle-status')).toBeVisible();
  await expect(cleanup.getByTestId('product-add')).toBeVisible();
  await lookAtWidths(cleanup, 'support-products');
  const product = (await (await cleanup.request.get('/api/products')).json()).find(
    (p: { localization: { en?: { name: string } } }) => p.localization.en?.name === name,
  );
  expect(product.appAddress).toBe('https://tours.example.dk/canal?code={code}');
  expect((await cleanup.request.delete(`/api/products/${product.productId}`)).ok()).toBe(true);
  await cleanup.close();
  await page.close();
});
