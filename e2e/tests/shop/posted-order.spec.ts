import { expect, test, type Page } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { waitForMail } from '../../fixtures/mailbox';
import { signIn } from '../../fixtures/session';
import {
  addEntranceAdults,
  chooseOpenDay,
  DEMO_MUSEUM_ID,
  entranceEventId,
  fillContact,
  FOYER,
  museumPage,
  publicApi,
  SCHOOL_EAN,
  shopFrame,
  shopFrameHandle,
  signedInApi,
} from '../../fixtures/shop';
import { okJson, unique } from '../../fixtures/ui';

/** The Demo Museum posts orders for 39.00 (31.20 + 25 % VAT) while `work` runs; it has no postage otherwise. */
async function withPostage<T>(work: () => Promise<T>): Promise<T> {
  const api = await signedInApi();
  await okJson(await api.put('/api/fees/Shipping', { data: { type: 'Fixed amount', value: 3120, vatBasisPoints: 2500 } }));
  try {
    return await work();
  } finally {
    await okJson(await api.delete('/api/fees/Shipping'));
    await api.dispose();
  }
}

/**
 * A museum's shipping fee could be set up on /fee, but no step of the shop offered it: the
 * visitor can now ask for the order by post on the contact step, gives the address it goes to,
 * pays the postage, and staff and the confirmation mail say where it goes.
 */
test('a visitor asks for the order by post: the address is asked for, the postage paid, and staff and the mail say where', async ({
  page,
}) => {
  await withPostage(async () => {
    const email = `post-${unique()}@visitors.test`;
    await page.goto(museumPage(`/events/${await entranceEventId()}`));
    const shop = shopFrame(page);
    await addEntranceAdults(shop, 2);
    await shop.getByRole('link', { name: 'Continue to contact information' }).click();
    await expect(shop.getByRole('heading', { level: 1, name: 'Contact information' })).toBeVisible();
    await fillContact(shop, email);
    await shop.getByLabel('I accept the terms of purchase').check();

    // Not posted until asked for: no address, no postage.
    await expect(shop.getByTestId('postal-address')).toHaveCount(0);
    await expect(shop.locator('.fee-line')).toHaveCount(0);
    const posting = shop.getByLabel('Send my order by post (+ DKK 39.00)');
    await expect(posting).toHaveAccessibleDescription(/The museum posts your order to the address you give/);
    await posting.check();
    await expect(shop.locator('.fee-line')).toHaveText(/Shipping\s*DKK\s39\.00/);
    await expect(shop.locator('.total-line').last()).toHaveText(/DKK\s289\.00/);

    // Without the address the step names each field and goes to the first.
    await shop.getByRole('button', { name: 'Continue to payment' }).click();
    const street = shop.getByTestId('postal-address').getByLabel('Address', { exact: true });
    await expect(street).toBeFocused();
    for (const label of ['Address', 'Post code', 'City'])
      await expect(shop.getByTestId('postal-address').getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(shop.getByTestId('postal-address').getByLabel('Country', { exact: true })).not.toHaveAttribute('aria-invalid');
    await street.fill('Strandvej 13');
    await shop.getByTestId('postal-address').getByLabel('Post code').fill('3050');
    await shop.getByTestId('postal-address').getByLabel('City').fill('Humlebæk');

    const since = Date.now();
    await shop.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(shop.getByTestId('test-payment-amount')).toContainText('289.00');
    await shop.locator('#approve').click();
    const confirmation = shop.locator('.confirmation');
    await expect(confirmation.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({ timeout: 20_000 });
    await expect(confirmation.getByTestId('order-by-post')).toHaveText('Your order will also come by post to the address you gave.');
    await expect(confirmation.getByTestId('order-fee')).toHaveText(/Shipping\s*DKK\s39\.00/);
    await expect(confirmation).toContainText('DKK 289.00');
    const orderId = new URL((await shopFrameHandle(page)).url()).pathname.split('/').at(-1)!;

    const mail = await waitForMail(email, since, 30_000);
    const body = mail.text.replace(/\s+/g, ' ');
    expect(body).toContain('We will send your order by post to Strandvej 13, 3050 Humlebæk.');
    expect(body).toContain('Shipping: DKK 39.00.');
    expect(body).toContain('Total paid: DKK 289.00.');

    // Staff see that it goes by post, and where.
    await signIn(page, 'admin@demo.test');
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByTestId('order-posted')).toHaveText('By post to the address');
    await expect(page.getByTestId('order-customer')).toContainText('Strandvej 13, 3050 Humlebæk');
    await expect(page.getByTestId('order-posted-badge')).toHaveText('By post');
    // In the list too, so staff find what is to be sent without opening every order.
    await page.goto('/orders');
    const row = page.getByTestId('order-row').filter({ has: page.locator(`a[href$="${orderId}"]`) });
    await expect(row.getByTestId('order-posted-badge')).toHaveText('By post');
    await page.goto('/orders?la=da');
    await expect(row.getByTestId('order-posted-badge')).toHaveText('Med posten');

    // The orders still to send, by the filter: this one is among them.
    await page.goto('/orders?la=en');
    await page.getByRole('textbox', { name: 'By post' }).click();
    await page.getByRole('option', { name: 'To send by post' }).click();
    await expect(page).toHaveURL(/post=toSend/);
    await expect(row).toHaveCount(1);

    // Sent: staff mark it, the order says when, and it leaves the orders to send.
    await row.locator(`a[href$="${orderId}"]`).click();
    await expect(page.getByTestId('order-sent-by-post')).toHaveText('Not sent yet');
    await page.getByRole('button', { name: 'Mark as sent by post' }).click();
    await expect(page.getByTestId('order-notice')).toHaveText('Marked as sent by post.');
    await expect(page.getByRole('button', { name: 'Not sent after all' })).toBeFocused();
    await expect(page.getByTestId('order-sent-by-post')).toHaveText(/^Sent \d\d:\d\d, \d\d-\d\d-\d{4}$/);
    await expect(page.getByTestId('order-posted-badge')).toHaveText('Sent by post');
    await expect(page.getByRole('button', { name: 'Mark as sent by post' })).toHaveCount(0);
    await expect(page.getByTestId('order-history')).toContainText('Sent by post');
    await lookAtWidths(page, 'posted-order-sent');
    await page.goto('/orders?post=toSend&la=en');
    await expect(page.getByTestId('order-row').or(page.getByTestId('orders-empty')).first()).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.goto('/orders?post=sent&la=da');
    await expect(row.getByTestId('order-posted-badge')).toHaveText('Sendt med posten');

    // Marked by mistake: taken back on the order, it is to send again.
    await page.goto(`/orders/${orderId}?la=en`);
    await page.getByRole('button', { name: 'Not sent after all' }).click();
    await expect(page.getByTestId('order-sent-by-post')).toHaveText('Not sent yet');
    await expect(page.getByRole('button', { name: 'Mark as sent by post' })).toBeFocused();
    const unmarked = 'No longer marked as sent: the order is back among those to send by post.';
    await expect(page.getByTestId('order-notice')).toHaveText(unmarked);
    // Marked and taken back on one page: the notice follows (it said "Marked as sent by post." after both).
    await page.getByRole('button', { name: 'Mark as sent by post' }).click();
    await expect(page.getByTestId('order-notice')).toHaveText('Marked as sent by post.');
    await page.getByRole('button', { name: 'Not sent after all' }).click();
    await expect(page.getByTestId('order-notice')).toHaveText(unmarked);
    // The history keeps each mark and each taking back, in order (before, a taken-back mark vanished).
    const history = page.getByTestId('order-history');
    await expect(history.getByText('Marked not sent after all')).toHaveCount(2);
    await expect(history.getByText('Sent by post', { exact: true })).toHaveCount(2);
    await page.goto(`/orders/${orderId}?la=da`);
    await expect(history.getByText('Markeret som alligevel ikke sendt')).toHaveCount(2);
    await lookAtWidths(page, 'posted-order-history-da');
  });
});

test('the choice reads in Danish, fits a phone, and takes away the postage and the address again', async ({ page }) => {
  await withPostage(async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${FOYER}/embed/events/${await entranceEventId()}?orgId=${DEMO_MUSEUM_ID}&la=da`);
    await chooseOpenDay(page);
    await page.getByRole('button', { name: 'Flere Voksen' }).click();
    await page.getByRole('button', { name: 'Læg i kurven' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Din bestilling' })).toBeVisible();
    await page.getByRole('link', { name: 'Fortsæt til kontaktoplysninger' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontaktoplysninger' })).toBeVisible();

    const posting = page.getByLabel('Send min ordre med posten (+ 39,00 kr.)');
    await posting.check();
    const address = page.getByTestId('postal-address');
    await expect(address).toHaveAccessibleName('Leveringsadresse');
    await expect(page.locator('.fee-line')).toHaveText(/Forsendelse\s*39,00\skr\./);
    await lookAtWidths(page, 'posted-order-da');

    await posting.uncheck();
    await expect(page.locator('.fee-line')).toHaveCount(0);
    await expect(address).toHaveCount(0);
  });
});

/**
 * Postage as a museum may set it: for nothing (it read "+ 0 %"), and only for what can be posted
 * (a digital tour alone was offered "by post"). An institution's post code and town may be left
 * empty unless the order is posted, and say so.
 */
test('free postage reads free, a tour alone is not offered by post, and what may be left empty says so', async ({ page }) => {
  const api = await signedInApi();
  await okJson(await api.put('/api/fees/Shipping', { data: { type: 'Percentage', value: 0, vatBasisPoints: 2500 } }));
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${FOYER}/embed/events/${await entranceEventId()}?orgId=${DEMO_MUSEUM_ID}&la=da`);
    await chooseOpenDay(page);
    await page.getByRole('button', { name: 'Flere Voksen' }).click();
    await page.getByRole('button', { name: 'Læg i kurven' }).click();
    await page.getByRole('link', { name: 'Fortsæt til kontaktoplysninger' }).click();
    await expect(page.getByLabel('Send min ordre med posten (gratis)')).toBeVisible();
    await page.getByLabel('Offentlig institution').check();
    await expect(page.getByLabel('Postnummer', { exact: true })).toHaveAccessibleDescription('Valgfri');
    await expect(page.getByLabel('By', { exact: true })).toHaveAccessibleDescription('Valgfri');
    await expect(page.getByLabel('Adresse', { exact: true })).not.toHaveAccessibleDescription('Valgfri');
    await lookAtWidths(page, 'posted-free-institution-da');
    // Posted, the post code and town are needed: no longer "optional".
    await page.getByLabel('Send min ordre med posten (gratis)').check();
    await expect(page.getByLabel('Postnummer', { exact: true })).not.toHaveAccessibleDescription('Valgfri');

    // A cart holding a digital tour alone: nothing to post, so no offer to post it.
    const shop = await publicApi();
    const [tour] = await okJson<{ productId: string; offers: { offerId: string }[] }[]>(
      await shop.get(`/api/public/products/organizations/${DEMO_MUSEUM_ID}`),
    );
    const { cartId } = await okJson<{ cartId: string }>(
      await shop.put(`/api/public/carts?orgId=${DEMO_MUSEUM_ID}`, {
        data: {
          cartId: null,
          language: 'da',
          product: { productId: tour!.productId, items: [{ offerId: tour!.offers[0]!.offerId, quantity: 1 }] },
        },
      }),
    );
    await shop.dispose();
    await page.goto(`${FOYER}/embed/checkout/review?orgId=${DEMO_MUSEUM_ID}&cId=${cartId}&la=da`);
    await page.getByRole('link', { name: 'Fortsæt til kontaktoplysninger' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontaktoplysninger' })).toBeVisible();
    await expect(page.getByTestId('posting-choice')).toHaveCount(0);
  } finally {
    await okJson(await api.delete('/api/fees/Shipping'));
    await api.dispose();
  }
});

/** A school with two entrance tickets at the contact step, its details and the terms filled in (not yet by post). */
async function schoolAtContactStep(page: Page) {
  await page.goto(museumPage(`/events/${await entranceEventId()}`));
  const shop = shopFrame(page);
  await addEntranceAdults(shop, 2);
  await shop.getByRole('link', { name: 'Continue to contact information' }).click();
  await shop.getByRole('radio', { name: 'Public institution' }).check();
  await shop.getByLabel('Name of the institution').fill('Vesterbro Skole');
  await shop.getByLabel('CVR number').fill('29189838');
  await shop.getByLabel('Address', { exact: true }).fill('Skolegade 1');
  await shop.getByLabel('EAN number').fill(SCHOOL_EAN);
  await fillContact(shop, `school-${unique()}@kommune.test`, { first: 'Inger', last: 'Christensen' });
  await shop.getByLabel('I accept the terms of purchase').check();
  return shop;
}

// A review walk: a school's order by post waiting for approval listed its tickets and a total that
// did not add up to them, without the postage or a word about the post.
test('a school’s order by post, waiting for approval, shows the postage and that it comes by post', async ({ page }) => {
  await withPostage(async () => {
    const shop = await schoolAtContactStep(page);
    await shop.getByLabel('Send my order by post (+ DKK 39.00)').check();
    // An institution's order goes to the institution's address, whose post code and city are asked for then.
    await expect(shop.getByTestId('postal-address')).toHaveCount(0);
    await shop.getByLabel('Post code').fill('1620');
    await shop.getByLabel('City').fill('København V');
    await shop.getByRole('button', { name: 'Place order' }).click();

    const waiting = shop.getByTestId('order-awaiting-approval');
    await expect(waiting.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({ timeout: 20_000 });
    await expect(waiting.getByTestId('order-by-post')).toHaveText('Your order will also come by post to the address you gave.');
    await expect(waiting.getByTestId('order-fee')).toHaveText(/Shipping\s*DKK\s39\.00/);
    await expect(waiting.locator('.totals-total')).toHaveText(/DKK\s289\.00/);
  });
});

// A review walk: staff changed a fee while a school filled in the form, and the school was invoiced
// more than the total it saw when it placed the order.
test('a fee raised while the visitor confirms is shown before anything is placed, then the order goes through', async ({ page }) => {
  await withPostage(async () => {
    const shop = await schoolAtContactStep(page);
    await shop.getByLabel('Post code').fill('1620');
    await shop.getByLabel('City').fill('København V');
    await shop.getByLabel('Send my order by post (+ DKK 39.00)').check();
    await expect(shop.locator('.total-line').last()).toHaveText(/DKK\s289\.00/);

    // Staff raise the postage to 50.00 + VAT before the school confirms.
    const api = await signedInApi();
    await okJson(await api.put('/api/fees/Shipping', { data: { type: 'Fixed amount', value: 5000, vatBasisPoints: 2500 } }));
    await api.dispose();
    await shop.getByRole('button', { name: 'Place order' }).click();
    await expect(shop.getByText('The total has changed since you saw it: check the new total and confirm again')).toBeVisible();
    await expect(shop.locator('.total-line').last()).toHaveText(/DKK\s312\.50/);
    await expect(shop.getByTestId('order-awaiting-approval')).toHaveCount(0);

    await shop.getByRole('button', { name: 'Place order' }).click();
    const waiting = shop.getByTestId('order-awaiting-approval');
    await expect(waiting.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({ timeout: 20_000 });
    await expect(waiting.locator('.totals-total')).toHaveText(/DKK\s312\.50/);
  });
});
