import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { eventForToday } from '../../fixtures/door';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { signIn } from '../../fixtures/session';
import { pdfPages, signedInApi } from '../../fixtures/shop';
import { qrCodesOfPdf } from '../../fixtures/pdf-qr';
import { okJson, unique } from '../../fixtures/ui';

/*
 * Gift vouchers at the desk (issue 14): the desk sells one and hands over the code, takes that
 * code for tickets (it pays what it can, the rest in cash), and staff see the sale and the
 * redemption under the voucher and cancel the code.
 */
test('the desk sells a gift voucher, redeems it on a ticket sale, and staff see the code used up', async ({ page, browser }) => {
  // A sale, a PDF read back, a redemption, the code's orders and a refund: a long walk.
  test.setTimeout(90_000);
  // A voucher of its own (200 DKK, published), so the run does not depend on the demo's codes.
  const api = await signedInApi();
  const name = `Desk voucher ${unique()}`;
  const { voucherId } = await okJson<{ voucherId: string }>(
    await api.post('/api/vouchers', { data: { names: { en: name, da: `Gavekort ${name}` }, value: 20_000, validForMonths: 12 } }),
  );
  await okJson(await api.put(`/api/vouchers/${voucherId}/status`, { data: { status: 'Published' } }));
  await api.dispose();
  const { eventId } = await eventForToday();

  await signIn(page, 'admin@demo.test');
  await page.goto(`/vouchers/${voucherId}/edit`);
  const desk = page.getByTestId('desk-voucher-sale');
  await expect(desk).toBeVisible();
  await desk.getByTestId('desk-voucher-payment').getByText('Cash').click();
  const buyer = `desk-voucher-${unique()}@visitors.test`;
  await desk.getByTestId('desk-voucher-email').fill(buyer);
  await expect(desk.getByTestId('desk-voucher-submit')).toHaveText('Sell 1 for DKK 200.00');
  await desk.getByTestId('desk-voucher-submit').click();
  const sold = page.getByTestId('desk-voucher-sold');
  await expect(sold).toBeVisible();
  // What was mailed is a gift voucher, not tickets (a walk read "The tickets are mailed to …").
  await expect(sold).toContainText(`The gift vouchers are mailed to ${buyer}.`);
  const shown = (await sold.getByTestId('desk-voucher-code').innerText()).trim();
  expect(shown).toMatch(/^[3467ACDEFGHJKMNPQRTUVWXY]{4}-[3467ACDEFGHJKMNPQRTUVWXY]{4}-[3467ACDEFGHJKMNPQRTUVWXY]{4}$/);
  // The voucher to hand over: a PDF page with the code written out and as a QR the camera reads.
  const [printed] = await Promise.all([page.waitForEvent('download'), sold.getByTestId('order-print-vouchers').click()]);
  expect(printed.suggestedFilename()).toMatch(/^vouchers-\d+\.pdf$/);
  const pdf = fs.readFileSync(await printed.path());
  const [voucherPage] = await pdfPages(pdf.toString('base64'));
  expect(voucherPage).toContain(shown);
  expect(voucherPage).toContain('DKK 200.00');
  expect(await qrCodesOfPdf(browser, pdf)).toEqual([shown.replace(/-/g, '')]);
  // The code appears under the voucher's codes sold, whole.
  const row = page.getByTestId('voucher-code-row').filter({ hasText: shown });
  await expect(row.getByTestId('voucher-code-balance')).toHaveText('DKK 200.00 of DKK 200.00');

  // At the box office: two adults (250 DKK); the code shows its balance and pays 200, 50 left in cash.
  await page.goto(`/events/${eventId}`);
  const sale = page.getByTestId('desk-sale');
  await sale.getByRole('button', { name: 'One more Adult' }).click();
  await sale.getByRole('button', { name: 'One more Adult' }).click();
  await sale.getByTestId('desk-sale-voucher-code').fill(shown.toLowerCase().replace(/-/g, ' '));
  await expect(sale.getByTestId('desk-sale-voucher-balance')).toContainText('Balance DKK 200.00 of DKK 200.00');
  await expect(sale.getByTestId('desk-sale-voucher-pays')).toHaveText('− DKK 200.00');
  await expect(sale.getByTestId('desk-sale-left-to-pay')).toHaveText('DKK 50.00');
  // The button names what staff take, not the whole price (a walk found "DKK 250.00" on it).
  await expect(sale.getByTestId('desk-sale-submit')).toHaveText(/· DKK\s50\.00 to pay$/);
  await sale.getByTestId('desk-sale-submit').click();
  // One sentence: the voucher's part beside what staff took.
  await expect(page.getByTestId('desk-sale-done-body')).toHaveText(
    '2 tickets for DKK 250.00, DKK 200.00 by gift voucher and DKK 50.00 cash.',
  );
  const orderNumber = (await page.getByTestId('desk-sale-order').innerText()).match(/\d+/)![0];

  // The same code again: nothing left on it, so it cannot pay.
  await sale.getByTestId('desk-sale-voucher-code').fill(shown);
  await expect(sale.getByText('This voucher cannot pay: it is used up, expired or canceled.')).toBeVisible();

  // Staff see the redemption under the voucher, the balance dropped to nothing: the code reads
  // used up, and has nothing left to cancel.
  await page.goto(`/vouchers/${voucherId}/edit`);
  await expect(row.getByTestId('voucher-code-balance')).toHaveText('DKK 0.00 of DKK 200.00');
  await expect(row.getByTestId('voucher-code-redemption')).toHaveText(`Order ${orderNumber} · DKK 200.00 · spent`);
  await expect(row.getByTestId('voucher-code-status')).toHaveText('Used up');
  await expect(row.getByTestId('voucher-code-cancel')).toHaveCount(0);

  // The order of the ticket sale shows what the voucher paid.
  await row.getByTestId('voucher-code-redemption').getByRole('link').click();
  await expect(page.getByTestId('order-voucher-paid')).toHaveText('DKK 200.00');
  // It names the code, which leads to the code's orders: the one that sold it and this one.
  const paying = page.getByTestId('order-paying-code');
  await expect(paying).toHaveText(`${shown} (its orders)`);
  await expect(page.getByTestId('order-paying-code-canceled')).toHaveCount(0);
  const paidOrderPath = new URL(page.url()).pathname;
  await paying.getByRole('link').click();
  await expect(page).toHaveURL(/\/orders\?search=/);
  await expect(page.getByTestId('order-search')).toHaveValue(shown);
  await expect(page.getByTestId('order-row')).toHaveCount(2);
  await expect(page.getByTestId('order-row').filter({ hasText: orderNumber })).toHaveCount(1);
  await page.goto(paidOrderPath);

  // That sale refunded: the voucher's part goes back on the code, and the code's row says so
  // beside what it paid (it showed the balance back up with nothing to say why).
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const staff = await signedInApi();
  // Today's event is past its refund deadline: staff override, as at the desk.
  await okJson(await staff.post(`/api/orders/${orderId}/refund`, { data: { override: true } }));
  await staff.dispose();
  await page.goto(`/vouchers/${voucherId}/edit`);
  await expect(row.getByTestId('voucher-code-balance')).toHaveText('DKK 200.00 of DKK 200.00');
  await expect(row.getByTestId('voucher-code-redemption')).toHaveText(
    `Order ${orderNumber} · DKK 200.00 · spent · DKK 200.00 back on the code`,
  );
  await page.goto(`/vouchers/${voucherId}/edit?la=da`);
  await expect(row.getByTestId('voucher-code-redemption')).toHaveText(/200,00\skr\. tilbage på koden$/);
  await lookAtWidths(page, 'voucher-code-returned-da');
});
