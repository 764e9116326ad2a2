import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from '../../fixtures/mailbox';
import { signIn } from '../../fixtures/session';
import {
  DEMO_MUSEUM_ID,
  ENTRANCE,
  FOYER,
  addEntranceAdults,
  fillContact,
  pdfPages,
  publicApi,
  screenshot,
  shopFrame,
  shopFrameHandle,
  onDemoHostPage,
} from '../../fixtures/shop';
import { okJson, unique } from '../../fixtures/ui';

// On the demo host page, served from the shop's own origin: the shop's messages go there during this file.
onDemoHostPage();

/*
 * Issue 14, "What it must show": one cart of two tickets, a 150 DKK donation of the visitor's own
 * amount and a gift voucher, paid once; a second visitor's tickets paid with that voucher's code,
 * the rest left on it; a refund of the first order by staff cancels the voucher's unused code.
 */
const CAMPAIGN = 'Help us restore the museum organ';
const VOUCHER_500 = 'Gift voucher 500 DKK';
const CODE = /gift voucher code ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/;

async function contactAndTerms(page: Page, email: string) {
  const shop = shopFrame(page);
  await fillContact(shop, email);
  await shop.getByLabel('I accept the terms of purchase').check();
}

const orderIdInFrame = async (page: Page) => new URL((await shopFrameHandle(page)).url()).pathname.split('/').at(-1)!;

test('tickets, a donation and a gift voucher in one cart, the code paying a later order, and a refund canceling the unused code', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const buyer = `every-kind-${unique()}@visitors.test`;
  const shop = shopFrame(page);
  const cart = page.locator('#cart');

  // On the Demo Museum's own page: two adult entrance tickets, for a day next month, so the
  // entrance's refund policy (up to a day before) allows the refund below at any time of day.
  await page.goto(`${FOYER}/demo/host.html`);
  await shop.locator('a.event-card').filter({ hasText: ENTRANCE.en }).click();
  await addEntranceAdults(shop, 2, { nextMonth: true });
  await expect(cart).toHaveText('Cart: 2 items');

  // The museum's menu: a donation of the visitor's own 150 DKK.
  await page.getByRole('link', { name: 'Support the museum' }).click();
  await shop
    .locator('.donation-card')
    .filter({ hasText: CAMPAIGN })
    .getByRole('link', { name: `Give to ${CAMPAIGN}` })
    .click();
  await shop.getByLabel('Your own amount').fill('150');
  await shop.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  await expect(cart).toHaveText('Cart: 3 items');

  // And a 500 DKK gift voucher for the visitor.
  await page.getByRole('link', { name: 'Gift vouchers' }).click();
  await shop
    .locator('.voucher-card')
    .filter({ hasText: VOUCHER_500 })
    .getByRole('link', { name: `Buy ${VOUCHER_500}` })
    .click();
  await expect(shop.getByRole('radio', { name: 'For myself' })).toBeChecked();
  await shop.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  await expect(cart).toHaveText('Cart: 4 items');

  // One cart, each kind in it; paid once.
  await expect(shop.locator('.cart-item').filter({ hasText: ENTRANCE.en })).toContainText('2 × DKK 125.00');
  await expect(shop.locator('.cart-item-gift').filter({ hasText: CAMPAIGN })).toContainText('DKK 150.00');
  await expect(shop.locator('.cart-item-gift').filter({ hasText: VOUCHER_500 })).toContainText('DKK 500.00');
  await expect(shop.locator('.totals-total')).toContainText('DKK 900.00');
  await screenshot(page, 'one-cart-every-kind-review');
  await shop.getByRole('link', { name: 'Continue to contact information' }).click();
  await contactAndTerms(page, buyer);
  const paidAt = Date.now();
  await shop.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(shop.getByTestId('test-payment-amount')).toContainText('900.00');
  await shop.locator('#approve').click();
  const confirmation = shop.locator('.confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({ timeout: 20_000 });
  await expect(confirmation).toContainText('2 tickets');
  await expect(confirmation).toContainText('DKK 900.00');
  // The tickets' line, and where the gift voucher went: its code is in the same mail only.
  await expect(confirmation.getByTestId('order-sent-to')).toHaveText(`Your tickets have been sent to ${buyer}.`);
  await expect(confirmation.getByTestId('order-vouchers-sent')).toHaveText(
    'The gift voucher is in the same mail: its code, with a PDF to print or show on a phone.',
  );
  const firstOrderId = await orderIdInFrame(page);

  // The mail: the two tickets as a PDF, the receipt for the gift, the voucher's code.
  const mail = await waitForMail(buyer, paidAt, 30_000);
  const body = mail.text.replace(/\s+/g, ' ');
  expect(body).toContain(`Your donation of DKK 150.00 to ${CAMPAIGN}: thank you for your support. This mail is your receipt.`);
  const code = body.match(CODE)?.[1];
  expect(code, body).toBeTruthy();
  expect(body).toContain(`${VOUCHER_500} (DKK 500.00): gift voucher code ${code}`);
  expect(body).toContain('Total paid: DKK 900.00.');
  // Two PDFs: the two tickets, and the gift voucher (a page with its code).
  expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf', 'application/pdf']);
  const [ticketPages, voucherPages] = await Promise.all(mail.attachments.map((attachment) => pdfPages(attachment.base64)));
  expect(ticketPages).toHaveLength(2);
  expect(voucherPages).toHaveLength(1);
  expect(voucherPages![0]).toContain(code!);

  // A second visitor: two tickets (250 DKK) paid with the code alone; 250 stays on it.
  const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const second = await elsewhere.newPage();
  await second.goto(`${FOYER}/demo/host.html`);
  const shop2 = shopFrame(second);
  await shop2.locator('a.event-card').filter({ hasText: ENTRANCE.en }).click();
  await addEntranceAdults(shop2, 2);
  await shop2.getByRole('link', { name: 'Continue to contact information' }).click();
  await contactAndTerms(second, `code-holder-${unique()}@visitors.test`);
  await shop2.getByLabel('Gift voucher code').fill(code!);
  await shop2.getByRole('button', { name: 'Use code' }).click();
  await expect(shop2.getByTestId('voucher-pays')).toHaveText('− DKK 250.00');
  await expect(shop2.getByTestId('voucher-left-to-pay')).toHaveText('DKK 0.00');
  await expect(shop2.getByTestId('voucher-kept')).toHaveText('DKK 250.00');
  // Nothing left to pay: the order is placed without the provider's page.
  await shop2.getByRole('button', { name: 'Place order' }).click();
  const thanks = shop2.locator('.confirmation');
  await expect(thanks.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({ timeout: 20_000 });
  await expect(thanks).toContainText('2 tickets');
  await expect(thanks.getByTestId('order-voucher-paid')).toHaveText('Paid with a gift voucherDKK 250.00');
  expect(new URL((await shopFrameHandle(second)).url()).pathname).toMatch(/^\/embed\/checkout\/pay\//);
  await screenshot(second, 'one-cart-every-kind-code-paid-all');
  const api = await publicApi();
  const secondOrder = await okJson<{ status: string; totalGrossAmount: number }>(
    await api.get(`/api/public/orders/${await orderIdInFrame(second)}?orgId=${DEMO_MUSEUM_ID}`),
  );
  expect(secondOrder).toMatchObject({ status: 'Charged', totalGrossAmount: 25_000 });
  const balance = await okJson<{ balanceMinor: number; usable: boolean }>(
    await api.get(`/api/public/voucher-codes/${code}?orgId=${DEMO_MUSEUM_ID}`),
  );
  expect(balance).toMatchObject({ balanceMinor: 25_000, usable: true });
  await elsewhere.close();

  // Staff refund the first order whole: its tickets, the gift, and what is left on the code.
  await signIn(page, 'admin@demo.test');
  await page.goto(`/orders/${firstOrderId}`);
  await expect(page.getByTestId('order-page').getByTestId('order-status').first()).toHaveText('Charged');
  await page.getByTestId('order-action-refund').click();
  const modal = page.getByTestId('refund-modal');
  await expect(modal.getByTestId('refund-ticket')).toHaveCount(2);
  // 900 paid, less the 250 the code has paid for since: 650 goes back.
  await expect(modal.getByTestId('refund-amount-value')).toHaveText(/650[.,]00/);
  await modal.getByTestId('refund-confirm').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('order-page').getByTestId('order-status').first()).toHaveText('Refunded');

  // The voucher's codes page: the code is canceled, its rest void, and it pays nothing more.
  const vouchers = await okJson<{ voucherId: string; name: string }[]>(
    await api.get(`/api/public/vouchers/organizations/${DEMO_MUSEUM_ID}`),
  );
  const voucherId = vouchers.find((voucher) => voucher.name === VOUCHER_500)!.voucherId;
  await page.goto(`/vouchers/${voucherId}/edit`);
  const row = page.getByTestId('voucher-code-row').filter({ hasText: code! });
  await expect(row.getByTestId('voucher-code-status')).toHaveText('Canceled');
  const after = await okJson<{ usable: boolean }>(await api.get(`/api/public/voucher-codes/${code}?orgId=${DEMO_MUSEUM_ID}`));
  expect(after.usable).toBe(false);
  await api.dispose();
});
