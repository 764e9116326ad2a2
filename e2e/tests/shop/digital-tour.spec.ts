import { expect, test } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { waitForMail } from '../../fixtures/mailbox';
import { signIn } from '../../fixtures/session';
import {
  DEMO_MUSEUM_ID,
  FOYER,
  fillContact,
  onDemoHostPage,
  publicApi,
  screenshot,
  shopFrame,
  shopFrameHandle,
  signedInApi,
} from '../../fixtures/shop';
import { okJson, unique } from '../../fixtures/ui';

// On the demo host page, served from the shop's own origin: the shop's messages go there during this file.
onDemoHostPage();

/**
 * Issue 14: a digital tour bought in the shop (/embed4/products/{productId}) arrives by mail as an
 * access code and a link to its page in the shop (/embed4/tour-access/{code}), where the visitor
 * copies the code into the tour app; the app's public check of that code answers what was bought.
 * The demo seed sells the "Harbour voices podwalk": One listener 49 DKK, Family (up to 5) 129 DKK.
 */
const TOUR = { en: 'Harbour voices podwalk', da: 'Havnens stemmer – podwalk' } as const;
const FAMILY = 'Family (up to 5)';
const ACCESS = new RegExp(`${TOUR.en} \\(${FAMILY.replace(/[()]/g, '\\$&')}\\): your access code is ([A-Za-z0-9_-]{22})\\. .* at (\\S+)`);

interface TourAccess {
  valid: boolean;
  orgId: string;
  productId: string;
  offerName: string | null;
  kind: string | null;
  names: Record<string, string>;
}

test('a visitor buys a family podwalk from the museum’s menu, gets its access code by mail with a link to copy it from, and the tour app’s check accepts it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `walker-${unique()}@visitors.test`;
  const shop = shopFrame(page);
  const cart = page.locator('#cart');

  // The Demo Museum's menu shows "Podwalk" because it sells one; it opens the tour's page in /embed4.
  await page.goto(`${FOYER}/demo/host.html`);
  await page.getByRole('link', { name: 'Podwalk' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: TOUR.en })).toBeVisible();
  expect(new URL((await shopFrameHandle(page)).url()).pathname).toMatch(/^\/embed4\/products\/[0-9a-f-]{36}$/);
  await expect(shop.getByText('DKK 129.00')).toBeVisible();
  // A number past the most at a time is kept at it, and said (999 became 100 without a word).
  const familyOffer = shop.getByTestId('product-offer').filter({ hasText: FAMILY });
  await familyOffer.getByRole('spinbutton').fill('999');
  await expect(familyOffer.getByRole('spinbutton')).toHaveValue('100');
  await expect(familyOffer.getByTestId('offer-limit')).toHaveText('At most 100 at a time');
  await familyOffer.getByRole('spinbutton').fill('0');
  await expect(familyOffer.getByTestId('offer-limit')).toHaveText('');
  await shop.getByRole('button', { name: `More ${FAMILY}` }).click();
  await expect(shop.getByText('Total DKK 129.00')).toBeVisible();
  await screenshot(page, 'digital-tour-chosen');
  await shop.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  await expect(cart).toHaveText('Cart: 1 item');
  await expect(shop.locator('.cart-item-gift').filter({ hasText: TOUR.en })).toContainText(`${FAMILY} × 1`);
  await expect(shop.locator('.totals-total')).toContainText('DKK 129.00');
  // A cart of tours leads back to the tour, not to "more tickets".
  await expect(shop.getByRole('link', { name: `Back to ${TOUR.en}` })).toHaveAttribute('href', /^\/embed4\/products\/[0-9a-f-]{36}\?/);
  await expect(shop.getByRole('link', { name: 'Add more tickets' })).toHaveCount(0);

  // Contact and pay once with the test provider.
  await shop.getByRole('link', { name: 'Continue to contact information' }).click();
  await fillContact(shop, email, { first: 'Karen', last: 'Blixen' });
  await shop.getByLabel('I accept the terms of purchase').check();
  const paidAt = Date.now();
  await shop.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(shop.getByTestId('test-payment-amount')).toContainText('129.00');
  await shop.locator('#approve').click();
  const thanks = shop.locator('.confirmation');
  await expect(thanks.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({ timeout: 20_000 });
  await expect(thanks).toContainText(`The link to your digital tour has been sent to ${email}.`);
  // What it cost, as the gifts' lines say theirs.
  await expect(thanks.getByTestId('order-purchases')).toHaveText(`${TOUR.en}${FAMILY} · DKK 129.00`);
  await expect(thanks).not.toContainText('tickets');
  const orderId = new URL((await shopFrameHandle(page)).url()).pathname.split('/').at(-1)!;

  // The mail: the tour's access code and the link to its page.
  const mail = await waitForMail(email, paidAt, 30_000);
  const body = mail.text.replace(/\s+/g, ' ');
  const [, code, link] = body.match(ACCESS) ?? [];
  expect(code, body).toBeTruthy();
  // The link is the code's page in the family the tour was bought in, in the buyer's language.
  expect(link).toBe(`${FOYER}/embed4/tour-access/${code}?orgId=${DEMO_MUSEUM_ID}&la=en`);
  expect(mail.attachments).toHaveLength(0);

  // Opened from the mail on a phone: the tour, the offer, and the code to copy into the app.
  const opened = await page.context().newPage();
  await opened.setViewportSize({ width: 390, height: 844 });
  await opened.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: FOYER });
  await opened.goto(link!);
  const accessPage = opened.getByTestId('tour-access');
  await expect(accessPage.getByRole('heading', { level: 1, name: TOUR.en })).toBeVisible();
  await expect(accessPage).toContainText('Podwalk');
  await expect(accessPage).toContainText(FAMILY);
  await expect(accessPage.getByRole('heading', { level: 2, name: 'Your access code' })).toBeVisible();
  await expect(opened.getByTestId('tour-access-code')).toHaveText(code!);
  await expect(accessPage).toContainText(/Bought \w+ \d{1,2}, \d{4}/);
  await opened.getByRole('button', { name: 'Copy code' }).click();
  await expect(accessPage.getByRole('status')).toHaveText('Code copied');
  expect(await opened.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // The demo museum has given no tour app's address: the page says to open the app, and links to none.
  await expect(accessPage.getByRole('link', { name: 'Open the tour app' })).toHaveCount(0);
  await lookAtWidths(opened, 'tour-access-en');
  // With the app's address given, the page opens the app with this code in it (the code's button second).
  await withTourAppAddress('https://tours.example.dk/harbour?code={code}', async () => {
    await opened.reload();
    await expect(accessPage.getByRole('link', { name: 'Open the tour app' })).toHaveAttribute(
      'href',
      `https://tours.example.dk/harbour?code=${code}`,
    );
    await expect(accessPage).toContainText('The button opens the museum’s tour app with your code.');
    await expect(accessPage.getByRole('button', { name: 'Copy code' })).toBeVisible();
    await lookAtWidths(opened, 'tour-access-app-en');
    await opened.goto(link!.replace('la=en', 'la=da'));
    await expect(accessPage.getByRole('link', { name: 'Åbn tur-appen' })).toBeVisible();
    await lookAtWidths(opened, 'tour-access-app-da');
  });
  // An address without a place for the code opens the app, and the page says to enter the code there.
  await withTourAppAddress('https://apps.example.dk/harbour-voices', async () => {
    await opened.goto(link!);
    await expect(accessPage.getByRole('link', { name: 'Open the tour app' })).toHaveAttribute(
      'href',
      'https://apps.example.dk/harbour-voices',
    );
    await expect(accessPage).toContainText('The button opens the museum’s tour app: enter this code in it to start the tour.');
  });
  // In Danish: the tour's Danish name and the page's words.
  await opened.goto(link!.replace('la=en', 'la=da'));
  await expect(accessPage.getByRole('heading', { level: 1, name: TOUR.da })).toBeVisible();
  await expect(accessPage.getByRole('heading', { level: 2, name: 'Din adgangskode' })).toBeVisible();
  // The offer as the museum named it in Danish.
  await expect(accessPage.locator('.tour-access-offer')).toHaveText('Familie (op til 5)');
  await expect(accessPage.getByRole('button', { name: 'Kopiér koden' })).toBeVisible();
  await lookAtWidths(opened, 'tour-access-da');
  // A code nobody bought, or a link a mail client cut short, is unknown: said so, with a way on.
  for (const unknownCode of ['A'.repeat(22), code!.slice(0, 10)]) {
    await opened.goto(`${FOYER}/embed4/tour-access/${unknownCode}?orgId=${DEMO_MUSEUM_ID}&la=en`);
    await expect(opened.getByRole('alert')).toHaveText(
      'We cannot find this access code. Check that you opened the whole link from your confirmation email.',
    );
    await expect(opened.getByRole('link', { name: 'See all events' })).toBeVisible();
  }

  // The tour app's check: no session, the code is the key.
  const api = await publicApi();
  const access = await okJson<TourAccess>(await api.get(`/api/public/product-access/${code}`));
  expect(access).toMatchObject({ valid: true, orgId: DEMO_MUSEUM_ID, kind: 'Podwalk', offerName: FAMILY });
  expect(access.names.da).toBe(TOUR.da);
  // A code nobody bought is unknown.
  const unknown = await api.get(`/api/public/product-access/${'A'.repeat(22)}`);
  expect(unknown.status()).toBe(404);
  await api.dispose();

  // Staff see the tour as the order's line.
  await signIn(page, 'admin@demo.test');
  await page.goto(`/orders/${orderId}`);
  const line = page.getByTestId('order-line').filter({ hasText: TOUR.en });
  await expect(line).toContainText('Digital tour');
  await expect(line).toContainText(FAMILY);
  // And its access code, to read to a visitor who lost the mail.
  const accesses = page.getByTestId('order-tour-access');
  await expect(accesses).toHaveCount(1);
  await expect(accesses).toContainText(`${TOUR.en} — ${FAMILY}`);
  await expect(accesses.getByTestId('order-tour-access-code')).toHaveText(code!);
  await expect(accesses).toContainText('Valid');
  await lookAtWidths(page, 'order-tour-access-en');
  await page.goto(`/orders/${orderId}?la=da`);
  await expect(page.getByTestId('order-tour-accesses').getByRole('heading')).toHaveText('Adgangskoder til digitale ture');
  await expect(accesses).toContainText('Gyldig');
  await lookAtWidths(page, 'order-tour-access-da');
  await page.goto(`/orders/${orderId}?la=en`);

  // Refunded, the code no longer opens the tour, and its page says so instead of offering it.
  const staff = await signedInApi();
  await okJson(await staff.post(`/api/orders/${orderId}/refund`, { data: {} }));
  await staff.dispose();
  await opened.goto(link!);
  await expect(accessPage.getByRole('alert')).toHaveText(
    'This access code no longer opens the tour: it was canceled, for example when the order was refunded.',
  );
  await expect(accessPage.getByRole('button', { name: 'Copy code' })).toHaveCount(0);
  await lookAtWidths(opened, 'tour-access-canceled-en');
});

/** Runs `work` while the demo podwalk has the tour app's address `appAddress`, then takes it away again. */
async function withTourAppAddress(appAddress: string, work: () => Promise<void>) {
  const platform = await signedInApi('platform@demo.test');
  const put = async (address: string | null) => {
    const [tour] = await okJson<(Record<string, unknown> & { productId: string; localization: { en?: { name: string } } })[]>(
      await platform.get('/api/products'),
    ).then((products) => products.filter((product) => product.localization.en?.name === TOUR.en));
    const { kind, localization, defaultLanguage, offers, vatBasisPoints } = tour!;
    await okJson(
      await platform.put(`/api/products/${tour!.productId}`, {
        data: { kind, localization, defaultLanguage, offers, vatBasisPoints, appAddress: address },
      }),
    );
  };
  try {
    await put(appAddress);
    await work();
  } finally {
    await put(null);
    await platform.dispose();
  }
}

test('the tour’s page on a phone in Danish', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const api = await publicApi();
  const [tour] = await okJson<{ productId: string }[]>(await api.get(`/api/public/products/organizations/${DEMO_MUSEUM_ID}`));
  await api.dispose();
  await page.goto(`${FOYER}/embed4/products/${tour!.productId}?orgId=${DEMO_MUSEUM_ID}&la=da`);
  await expect(page.getByRole('heading', { level: 1, name: TOUR.da })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Læg i kurven' })).toBeVisible();
  // Its offers as the museum named them in Danish.
  await expect(page.getByText('Én lytter', { exact: true })).toBeVisible();
  await expect(page.getByText('Familie (op til 5)', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth)).toBe(false);
  // An unknown tour says so, in Danish, with the way back.
  await page.goto(`${FOYER}/embed4/products/00000000-0000-4000-a000-000000000000?orgId=${DEMO_MUSEUM_ID}&la=da`);
  await expect(page.getByText('Denne digitale tur findes ikke.')).toBeVisible();
});

test('a tour added in English is named, with its offer, in Danish once the shop is shown in Danish', async ({ page }) => {
  const api = await publicApi();
  const [tour] = await okJson<{ productId: string; offers: { offerId: string; name: string }[] }[]>(
    await api.get(`/api/public/products/organizations/${DEMO_MUSEUM_ID}?lang=en`),
  );
  const family = tour!.offers.find((offer) => offer.name === FAMILY)!;
  const { cartId } = await okJson<{ cartId: string }>(
    await api.put(`/api/public/carts?orgId=${DEMO_MUSEUM_ID}`, {
      data: { cartId: null, language: 'en', product: { productId: tour!.productId, items: [{ offerId: family.offerId, quantity: 1 }] } },
    }),
  );
  await api.dispose();
  await page.goto(`${FOYER}/embed/checkout/review?orgId=${DEMO_MUSEUM_ID}&cId=${cartId}&la=da`);
  const item = page.locator('.cart-item');
  await expect(item).toContainText(TOUR.da);
  // Before, the offer stayed in the language the cart was filled in: "Family (up to 5) × 1".
  await expect(item).toContainText('Familie (op til 5) × 1');
});
