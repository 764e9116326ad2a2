import { expect, test } from '@playwright/test';
import {
  cartChanges,
  chooseOpenDay,
  DEMO_MUSEUM_ID,
  entranceEventId,
  fillContact,
  FOYER,
  museumPage,
  publicApi,
  recordCartChanges,
  screenshot,
  shopFrame,
  signedInApi,
} from '../../fixtures/shop';
import { okJson, unique } from '../../fixtures/ui';

/** Issue 12: a declined payment brings the visitor back to the same cart and contact details, to pay again. */
test('a declined payment says so and goes back to the same cart, still held, with the contact details kept; paying again works', async ({
  page,
}) => {
  const email = `declined-${unique()}@visitors.test`;
  await recordCartChanges(page);
  await page.goto(museumPage(`/events/${await entranceEventId()}`));
  const host = page.getByTestId('host-cart');
  const shop = shopFrame(page);
  await chooseOpenDay(shop);
  await shop.getByRole('button', { name: 'More Adult' }).click();
  await shop.getByRole('button', { name: 'More Adult' }).click();
  await shop.getByRole('button', { name: 'Add to cart' }).click();
  await expect(host).toHaveText('2');
  const cartId = (await cartChanges(page)).at(-1)?.cartId;
  await shop.getByRole('link', { name: 'Continue to contact information' }).click();
  await fillContact(shop, email);
  await shop.getByLabel('I accept the terms of purchase').check();
  await shop.getByRole('button', { name: 'Continue to payment' }).click();

  // The card is declined on the provider's page.
  await shop.locator('#decline').click();
  const outcome = shop.getByTestId('order-declined');
  await expect(outcome).toHaveText(
    'Your payment was declined. No money has been taken. What you chose is still in your cart: go back to it to try again.',
    { timeout: 20_000 },
  );
  await expect(shop.getByRole('link', { name: 'Start again' })).toHaveCount(0);
  await screenshot(page, 'declined-payment-return');

  // The places were never given up: the server still counts them as held.
  const api = await publicApi();
  const held = await okJson<{ itemsTotalQuantity: number; expiresAt: number; serverTime: number }>(
    await api.get(`/api/public/carts/${cartId}?orgId=${DEMO_MUSEUM_ID}`),
  );
  expect(held.itemsTotalQuantity).toBe(2);
  expect(held.expiresAt).toBeGreaterThan(held.serverTime);

  // Back to the cart: the same tickets, the hold still running, the host's badge back at 2.
  await shop.getByRole('button', { name: 'Back to your cart' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  await expect(shop.locator('.cart-item .cart-line')).toContainText('2 × DKK 125.00');
  await expect(shop.getByText(/^Your tickets are held for \d\d:\d\d$/)).toBeVisible();
  await expect(host).toHaveText('2');
  expect((await cartChanges(page)).at(-1)?.cartId).toBe(cartId);
  await screenshot(page, 'declined-payment-back-in-cart');

  // The contact details are as they were left.
  await shop.getByRole('link', { name: 'Continue to contact information' }).click();
  await expect(shop.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(shop.getByLabel('First name')).toHaveValue('Ada');
  await expect(shop.getByLabel('I accept the terms of purchase')).toBeChecked();

  // A new payment this time, approved.
  await shop.getByRole('button', { name: 'Continue to payment' }).click();
  await shop.locator('#approve').click();
  await expect(shop.locator('.confirmation').getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(shop.locator('.confirmation')).toContainText('2 tickets');
  await api.dispose();
});

/**
 * The browser's Back on the provider's page came to an empty cart: the cart had become the order,
 * and the visitor saw "Your cart is empty" with their tickets still held by an order they could not
 * reach. The empty step now offers that order back into the cart.
 */
test('Back from the payment page offers the unpaid order back into the cart, with the contact details; once paid, nothing is offered', async ({
  page,
}) => {
  const email = `back-${unique()}@visitors.test`;
  await page.goto(`${FOYER}/embed/events/${await entranceEventId()}?orgId=${DEMO_MUSEUM_ID}&la=en`);
  await chooseOpenDay(page);
  await page.getByRole('button', { name: 'More Adult' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Continue to contact information' }).click();
  await fillContact(page, email);
  await page.getByLabel('I accept the terms of purchase').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.locator('#approve')).toBeVisible();

  await page.goBack();
  const unpaid = page.getByTestId('unpaid-order');
  await expect(unpaid).toContainText('You left the payment before it was finished. Your order is still kept for you.');
  await expect(page.getByText('Your cart is empty.')).toHaveCount(0);
  await unpaid.getByRole('button', { name: 'Back to your cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  await expect(page.locator('.cart-item .cart-line')).toContainText('1 × DKK 125.00');
  await page.getByRole('link', { name: 'Continue to contact information' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.locator('#approve').click();
  await expect(page.locator('.confirmation').getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({
    timeout: 20_000,
  });
  // Paid: an empty cart is simply empty again.
  await page.goto(`${FOYER}/embed/checkout/review?orgId=${DEMO_MUSEUM_ID}&la=en`);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByTestId('unpaid-order')).toHaveCount(0);
});

/*
 * A review walk: the visitor's gift voucher code went silently with a declined payment (the shop
 * loads anew on the way back from the provider), and the next payment would have taken the whole
 * amount by card. The code comes back with the contact details, checked again.
 */
test('a gift voucher code taken before a declined payment is there again, checked, when the visitor pays again', async ({ page }) => {
  // A code of its own: a 50 DKK voucher sold at the desk.
  const api = await signedInApi();
  const name = `Declined voucher ${unique()}`;
  const { voucherId } = await okJson<{ voucherId: string }>(
    await api.post('/api/vouchers', { data: { names: { en: name }, value: 5_000, validForMonths: 12 } }),
  );
  await okJson(await api.put(`/api/vouchers/${voucherId}/status`, { data: { status: 'Published' } }));
  const sold = await okJson<{ voucherCodes: { code: string }[] }>(
    await api.post(`/api/vouchers/${voucherId}/offline-buy`, { data: { quantity: 1, paymentMethod: 'CashPayment' } }),
  );
  await api.dispose();
  const code = sold.voucherCodes[0]!.code;

  await page.goto(museumPage(`/events/${await entranceEventId()}`));
  const shop = shopFrame(page);
  await chooseOpenDay(shop);
  await shop.getByRole('button', { name: 'More Adult' }).click();
  await shop.getByRole('button', { name: 'Add to cart' }).click();
  await shop.getByRole('link', { name: 'Continue to contact information' }).click();
  await fillContact(shop, `voucher-declined-${unique()}@visitors.test`);
  await shop.getByLabel('I accept the terms of purchase').check();
  await shop.getByLabel('Gift voucher code').fill(code);
  await shop.getByRole('button', { name: 'Use code' }).click();
  await expect(shop.getByTestId('voucher-pays')).toHaveText('− DKK 50.00');
  await shop.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(shop.getByTestId('test-payment-amount')).toContainText('75.00');
  await shop.locator('#decline').click();
  await expect(shop.getByTestId('order-declined')).toBeVisible({ timeout: 20_000 });

  await shop.getByRole('button', { name: 'Back to your cart' }).click();
  await shop.getByRole('link', { name: 'Continue to contact information' }).click();
  // The code is back and checked: it pays its 50 again (the declined order let go of it).
  await expect(shop.getByTestId('voucher-pays')).toHaveText('− DKK 50.00');
  await expect(shop.getByTestId('voucher-left-to-pay')).toHaveText('DKK 75.00');
  await screenshot(page, 'declined-payment-voucher-kept');
  await shop.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(shop.getByTestId('test-payment-amount')).toContainText('75.00');
  await shop.locator('#approve').click();
  await expect(shop.locator('.confirmation').getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(shop.getByTestId('order-voucher-paid')).toContainText('DKK 50.00');
  await expect(shop.getByTestId('order-rest-paid')).toContainText('DKK 75.00');
});

/*
 * A review walk: the museum's page reloaded while the shop showed the payment page began the shop
 * again at its first page, with an empty cart and no word of the order still holding the
 * visitor's tickets. Every page with an empty cart now offers that order back. (Here the shop is
 * opened as the frame's page itself: this browser refuses a framed shop its storage, where the
 * order is remembered; the museum's own page keeps only the cart's id.)
 */
test('the shop begun again during the payment offers the order kept back into the cart, on any page', async ({ page }) => {
  const event = `${FOYER}/embed/events/${await entranceEventId()}?orgId=${DEMO_MUSEUM_ID}&la=en`;
  await page.goto(event);
  await chooseOpenDay(page);
  await page.getByRole('button', { name: 'More Adult' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Continue to contact information' }).click();
  await fillContact(page, `reload-${unique()}@visitors.test`);
  await page.getByLabel('I accept the terms of purchase').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.locator('#approve')).toBeVisible();

  // The museum's page loads the shop at its list again.
  await page.goto(`${FOYER}/embed/organizations?orgId=${DEMO_MUSEUM_ID}&la=en`);
  const unpaid = page.getByTestId('unpaid-order');
  await expect(unpaid).toContainText('You left the payment before it was finished. Your order is still kept for you.');
  await unpaid.getByRole('button', { name: 'Back to your cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  await expect(page.locator('.cart-item .cart-line')).toContainText('1 × DKK 125.00');
  // Taken back (the cart holds it again): the event's page offers nothing more.
  await page.goto(event);
  await expect(page.getByRole('heading', { level: 1, name: 'Museum entrance' })).toBeVisible();
  await expect(page.getByTestId('unpaid-order')).toHaveCount(0);
});

// A review walk declined at the provider, then followed the way back to the museum's page: the
// shop said "You left the payment before it was finished".
test('a payment declined and the shop begun again says it was declined, and offers the order back', async ({ page }) => {
  await page.goto(`${FOYER}/embed/events/${await entranceEventId()}?orgId=${DEMO_MUSEUM_ID}&la=en`);
  await chooseOpenDay(page);
  await page.getByRole('button', { name: 'More Adult' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Continue to contact information' }).click();
  await fillContact(page, `declined-again-${unique()}@visitors.test`);
  await page.getByLabel('I accept the terms of purchase').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.locator('#decline').click();
  await expect(page.getByTestId('order-declined')).toBeVisible({ timeout: 20_000 });

  await page.goto(`${FOYER}/embed/organizations?orgId=${DEMO_MUSEUM_ID}&la=en`);
  const unpaid = page.getByTestId('unpaid-order');
  await expect(unpaid).toContainText('Your payment was declined. No money has been taken, and what you chose is still kept for you.');
  await unpaid.getByRole('button', { name: 'Back to your cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
});
