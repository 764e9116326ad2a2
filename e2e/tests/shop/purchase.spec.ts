import { expect, test } from '@playwright/test';
import { waitForMail } from '../../fixtures/mailbox';
import {
  DEMO_MUSEUM_ID,
  ENTRANCE,
  FOYER,
  cartChanges,
  chooseOpenDay,
  entranceEventId,
  museumPage,
  pdfPages,
  publicApi,
  recordCartChanges,
  shopFrame,
  shopFrameHandle,
} from '../../fixtures/shop';
import { okJson, unique } from '../../fixtures/ui';
import { recordCspViolations } from '../../fixtures/csp';

test('a visitor on the museum’s own website buys 2 Adult tickets in the shop frame and gets them by mail as a PDF', async ({ page }) => {
  const email = `buyer-${unique()}@visitors.test`;
  const eventId = await entranceEventId();
  const refusedByPolicy = recordCspViolations(page);
  await recordCartChanges(page);
  await page.goto(museumPage(`/events/${eventId}`));
  const host = page.getByTestId('host-cart');
  await expect(host).toHaveText('0');
  const shop = shopFrame(page);

  // The event in the frame, served by Foyer on its own origin.
  await expect(shop.getByRole('heading', { level: 1, name: ENTRANCE.en })).toBeVisible();
  expect(new URL((await shopFrameHandle(page)).url()).origin).toBe(FOYER);
  await expect(shop.getByRole('heading', { name: 'Choose a date' })).toBeVisible();
  await chooseOpenDay(shop);
  // One time that day, chosen for the visitor.
  await expect(shop.locator('.when')).toContainText('10:00–17:00');

  await expect(shop.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  const adults = shop.getByRole('spinbutton', { name: 'Number of Adult' });
  await expect(adults).toHaveValue('0');
  await shop.getByRole('button', { name: 'More Adult' }).click();
  await shop.getByRole('button', { name: 'More Adult' }).click();
  await expect(adults).toHaveValue('2');
  await expect(shop.locator('.ticket-summary')).toContainText('2 tickets');
  await expect(shop.locator('.ticket-summary')).toContainText('DKK 250.00');
  await shop.getByRole('button', { name: 'Add to cart' }).click();

  // Review: the cart, and the museum page's own badge told through the loader.
  await expect(shop.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  await expect(host).toHaveText('2');
  const item = shop.locator('.cart-item');
  await expect(item.getByRole('heading', { name: ENTRANCE.en })).toBeVisible();
  await expect(item.locator('.cart-line')).toHaveCount(1);
  await expect(item.locator('.cart-line')).toContainText('Adult');
  await expect(item.locator('.cart-line')).toContainText('2 × DKK 125.00');
  await expect(shop.locator('.totals-total')).toContainText('DKK 250.00');
  await expect(shop.getByText(/^Your tickets are held for \d\d:\d\d$/)).toBeVisible();
  await expect(shop.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]')).toContainText(
    'Review your order',
  );
  const cartId = (await cartChanges(page)).at(-1)?.cartId;
  expect(cartId).toBeTruthy();
  await shop.getByRole('link', { name: 'Continue to contact information' }).click();

  // Contact information: a private buyer.
  await expect(shop.getByRole('heading', { level: 1, name: 'Contact information' })).toBeVisible();
  await expect(shop.getByRole('radio', { name: 'Private person' })).toBeChecked();
  await shop.getByLabel('Email', { exact: true }).fill(email);
  await expect(shop.getByLabel('Prefix')).toHaveValue('+45');
  await shop.getByLabel('Phone number').fill('20 30 40 50');
  await shop.getByLabel('First name').fill('Ada');
  await shop.getByLabel('Last name').fill('Lovelace');
  await shop.getByLabel('I accept the terms of purchase').check();
  const since = Date.now();
  await shop.getByRole('button', { name: 'Continue to payment' }).click();

  // The test provider's page opens inside the frame; the cart is the order's now.
  const approve = shop.locator('#approve');
  await expect(approve).toHaveText('Approve payment');
  expect(new URL((await shopFrameHandle(page)).url()).pathname).toMatch(/^\/payments\/test\/tp_[0-9a-f]{32}$/);
  await expect(shop.getByTestId('test-payment-amount')).toContainText('250.00');
  await expect(host).toHaveText('0');
  await approve.click();

  // Back in the shop: the confirmation.
  const confirmation = shop.locator('.confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({ timeout: 20_000 });
  await expect(confirmation).toContainText(`Your tickets have been sent to ${email}.`);
  await expect(confirmation).toContainText('2 tickets');
  await expect(confirmation).toContainText('DKK 250.00');
  const orderNumber = (await confirmation.locator('.order-number').textContent())?.match(/^Order number (\d+)$/)?.[1];
  expect(orderNumber, 'the confirmation shows the order number').toBeTruthy();
  const frameUrl = new URL((await shopFrameHandle(page)).url());
  expect(frameUrl.pathname).toMatch(/^\/embed\/checkout\/pay\/[0-9a-f-]{36}$/);
  expect(frameUrl.searchParams.get('orgId')).toBe(DEMO_MUSEUM_ID);
  await expect(shop.getByRole('link', { name: 'See more events' })).toBeVisible();

  expect(refusedByPolicy, 'the shop, the payment page and the return load nothing the policy refuses').toEqual([]);

  // The server agrees: charged, 2 tickets, and the cart is gone.
  const api = await publicApi();
  const orderId = frameUrl.pathname.split('/').at(-1)!;
  const order = await okJson<{ status: string; ticketCount: number; totalGrossAmount: number; orderNumber: string }>(
    await api.get(`/api/public/orders/${orderId}?orgId=${DEMO_MUSEUM_ID}`),
  );
  expect(order).toMatchObject({ status: 'Charged', ticketCount: 2, totalGrossAmount: 25_000, orderNumber });
  expect((await api.get(`/api/public/carts/${cartId}?orgId=${DEMO_MUSEUM_ID}`)).status()).toBe(404);
  await api.dispose();

  // Back from the confirmation lands on the provider's page, which says it is paid and leads back.
  // (The browser's Back moves the frame; page.goBack would wait for the museum's page to move.)
  await page.evaluate(() => history.back());
  await expect(shop.getByTestId('test-payment-state')).toHaveText('This payment was approved.');
  await expect(shop.locator('#approve')).toHaveCount(0);
  await shop.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(confirmation.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(confirmation.locator('.order-number')).toHaveText(`Order number ${orderNumber}`);

  // The mail with the tickets as one PDF, a page per ticket.
  const mail = await waitForMail(email, since, 30_000);
  expect(mail.subject).toBe(`Your tickets from Demo Museum (order ${orderNumber})`);
  // Intl puts a no-break space between currency and amount.
  const body = mail.text.replace(/\s+/g, ' ');
  expect(body).toContain(`Thank you for your order ${orderNumber} at Demo Museum.`);
  expect(body).toContain('Total paid: DKK 250.00.');
  expect(mail.attachments).toHaveLength(1);
  const [pdf] = mail.attachments;
  expect(pdf!.contentType).toBe('application/pdf');
  expect(pdf!.filename).toBe(`ticket-${orderNumber}.pdf`);
  expect(Buffer.from(pdf!.base64, 'base64').subarray(0, 4).toString('latin1')).toBe('%PDF');
  const pages = await pdfPages(pdf!.base64);
  expect(pages).toHaveLength(2);
  const codes = new Set<string>();
  for (const text of pages) {
    expect(text).toContain(ENTRANCE.en);
    expect(text).toContain('Ticket: Adult');
    expect(text).toContain(`Order ${orderNumber}`);
    expect(text).toContain('Main Building');
    const code = text.match(/Code: (\S+)/)?.[1];
    expect(code, `a code on: ${text}`).toBeTruthy();
    codes.add(code!);
  }
  expect(codes.size, 'each ticket has its own code').toBe(2);
  // The number to type at the door when the QR will not read: the order number and the position.
  expect(pages.map((text) => text.match(/Ticket number: (\S+)/)?.[1])).toEqual([`${orderNumber}-1`, `${orderNumber}-2`]);
});
