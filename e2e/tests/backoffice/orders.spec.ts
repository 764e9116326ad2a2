import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { copenhagenDate, sellTicketsForToday } from '../../fixtures/door';
import { createWeeklySeries, seriesDates } from '../../fixtures/events';
import { signIn } from '../../fixtures/session';
import {
  DEMO_MUSEUM_ID,
  buyDonationByApi,
  buyEntranceByApi,
  buyEntranceWithDonationByApi,
  paymentStartedByApi,
  pdfPages,
  publicApi,
  signedInApi,
} from '../../fixtures/shop';
import { okJson, unique } from '../../fixtures/ui';

/** The value next to a label of a details page (Field of detail-parts.tsx). */
const field = (scope: Locator, label: string) => scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

/** Places left on the occurrence, as its page in the back office shows them. */
async function placesLeft(page: Page, occurrenceId: string): Promise<number> {
  await page.goto(`/events/${occurrenceId}`);
  const value = field(page.getByTestId('event-page'), 'Available');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.innerText());
}

/** A charged order of two entrance tickets bought in the shop, and the occurrence it is for. */
async function chargedOrder() {
  const email = `orders-${unique()}@visitor.test`;
  // For a day next month: the entrance's refund policy (a day before) still allows a refund then,
  // whatever the time of day (this month's last day may be tomorrow morning).
  const { orderId, orderNumber } = await buyEntranceByApi(email, 'en', 2, { month: copenhagenDate(1).month });
  const api = await signedInApi();
  try {
    const detail = await okJson<{ createdAt: string; lines: { occurrenceId: string }[] }>(await api.get(`/api/orders/${orderId}`));
    return { orderId, orderNumber, email, createdAt: detail.createdAt, occurrenceId: detail.lines[0]!.occurrenceId };
  } finally {
    await api.dispose();
  }
}

test('staff find an order, refund it through the provider and its places go back on sale', async ({ page }) => {
  const order = await chargedOrder();
  await signIn(page, 'admin@demo.test');
  const before = await placesLeft(page, order.occurrenceId);

  // Found by the buyer's address, as the desk is asked on the phone.
  await page.goto('/orders');
  await page.getByTestId('order-search').fill(order.email);
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await row.getByTestId('order-number').click();
  await expect(page.getByTestId('order-title')).toContainText(order.orderNumber);
  await expect(page.getByTestId('order-page').getByTestId('order-status').first()).toHaveText('Charged');

  // The numbers staff type at the door, and the tickets printed for the desk.
  await expect(page.getByTestId('ticket-number')).toHaveText([`${order.orderNumber}-1`, `${order.orderNumber}-2`]);
  await expect(page.getByTestId('order-ticket-count')).toHaveText('2');
  const [printed] = await Promise.all([page.waitForEvent('download'), page.getByTestId('order-print-tickets').click()]);
  expect(printed.suggestedFilename()).toBe(`tickets-${order.orderNumber}.pdf`);
  const pages = await pdfPages(fs.readFileSync(await printed.path()).toString('base64'));
  expect(pages.map((text) => text.match(/Ticket number: (\S+)/)?.[1])).toEqual([`${order.orderNumber}-1`, `${order.orderNumber}-2`]);

  await page.getByTestId('order-action-refund').click();
  const modal = page.getByTestId('refund-modal');
  await expect(modal.getByTestId('refund-ticket')).toHaveCount(2);
  // Both tickets are chosen to start with: the whole order, DKK 250.00 back.
  await expect(modal.getByTestId('refund-amount-value')).toHaveText(/250[.,]00/);
  // Clicked twice: refunded once, and said so (the second click's refusal stayed in the dialog).
  await modal.getByTestId('refund-confirm').dblclick();
  await expect(page.getByTestId('order-notice')).toContainText(/250[.,]00/);
  await expect(modal).toBeHidden();

  await expect(page.getByTestId('order-page').getByTestId('order-status').first()).toHaveText('Refunded');
  const tickets = page.getByTestId('order-ticket');
  await expect(tickets).toHaveCount(2);
  for (const ticket of await tickets.all()) await expect(ticket.getByTestId('ticket-status')).toHaveText('Canceled');
  await expect(page.getByTestId('order-ticket-count')).toHaveText('2 (2 of them canceled)');
  // Nothing is left to refund, cancel or print.
  await expect(page.getByTestId('order-action-refund')).toHaveCount(0);
  await expect(page.getByTestId('order-print-tickets')).toHaveCount(0);

  // The refund's mail to the buyer is listed beside the confirmation, and in the history once it
  // left: the page reads the order again while a mail is on its way ("Sending" stayed until a reload).
  await expect(page.getByTestId('order-mail').first()).toContainText('Refund');
  await expect(page.getByTestId('order-history-entry').filter({ hasText: 'Refund mail sent' })).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId('order-mail').first()).toContainText('Sent');
  await expect(page.getByTestId('order-mail').nth(1)).toContainText('Order confirmation');

  // The two places are for sale again.
  expect(await placesLeft(page, order.occurrenceId)).toBe(before + 2);
});

test('an order of a gift alone is refunded as the order, not as tickets', async ({ page }) => {
  const order = await buyDonationByApi(`gift-refund-${unique()}@visitors.test`, 'da');
  await signIn(page, 'admin@demo.test');
  await page.goto(`/orders/${order.orderId}?la=da`);
  await page.getByTestId('order-action-refund').click();
  const modal = page.getByRole('dialog', { name: 'Refunder ordren' });
  await expect(modal).toContainText('Ordren har ingen billetter: alt i den refunderes.');
  // What goes is named, with its amount (a mixed order's dialog listed only its tickets).
  await expect(modal.getByTestId('refund-with-it')).toHaveText(/^Den indeholder: .+ \(donation, 100,00\skr\.\)\.$/);
  await expect(modal.getByTestId('refund-amount-value')).toHaveText(/100,00/);
  await lookAtWidths(page, 'refund-gift-da');
});

test('refunding the last tickets of a mixed order names the donation that goes with them', async ({ page }) => {
  const order = await buyEntranceWithDonationByApi(`mixed-refund-${unique()}@visitors.test`, 'da');
  await signIn(page, 'admin@demo.test');
  await page.goto(`/orders/${order.orderId}?la=da`);
  await page.getByTestId('order-action-refund').click();
  const modal = page.getByTestId('refund-modal');
  await modal.getByTestId('refund-all').check();
  // The dialog listed only tickets and refunded the gift beside them unsaid (a review walk).
  await expect(modal.getByTestId('refund-with-it')).toHaveText(/^Med den følger: .+ \(donation, 50,00\skr\.\)\.$/);
  await lookAtWidths(page, 'refund-mixed-da');
  // One ticket alone leaves the rest, and says nothing of it.
  await modal.getByTestId('refund-all').uncheck();
  await modal.getByTestId('refund-ticket').first().getByRole('checkbox').check();
  await expect(modal.getByTestId('refund-with-it')).toHaveCount(0);
});

test('a partly refunded order: the dialog names tickets by their printed numbers, the list and the page show the refund', async ({
  page,
}) => {
  const order = await chargedOrder();
  await signIn(page, 'admin@demo.test');
  await page.goto(`/orders?search=${order.orderNumber}`);
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('order-partly-refunded')).toHaveCount(0);
  await row.getByTestId('order-number').click();

  // Issue 12 defect 6: the tickets read as printed on them (100014-1), not as shortened codes.
  await page.getByTestId('order-action-refund').click();
  const modal = page.getByTestId('refund-modal');
  const tickets = modal.getByTestId('refund-ticket');
  await expect(modal.getByTestId('refund-ticket-number')).toHaveText([`${order.orderNumber}-1`, `${order.orderNumber}-2`]);
  await expect(tickets.getByRole('checkbox', { name: `${order.orderNumber}-2`, exact: true })).toBeChecked();
  const codes = await okJson<{ tickets: { code: string }[] }>(await page.request.get(`/api/orders/${order.orderId}`));
  for (const { code } of codes.tickets) {
    await expect(modal).not.toContainText(code.slice(0, 6));
    await expect(modal).not.toContainText(code.slice(-4));
  }
  // Only the second ticket: DKK 125.00 back, the order stands.
  await tickets.getByRole('checkbox', { name: `${order.orderNumber}-1`, exact: true }).uncheck();
  await expect(modal.getByTestId('refund-amount-value')).toHaveText(/125[.,]00/);
  await modal.getByTestId('refund-confirm').click();
  await expect(modal).toBeHidden();

  const orderPage = page.getByTestId('order-page');
  await expect(orderPage.getByTestId('order-status').first()).toHaveText('Charged');
  await expect(orderPage.getByTestId('order-partly-refunded')).toHaveText('Partly refunded');
  await expect(orderPage.getByTestId('order-refunded')).toHaveText(/125[.,]00/);

  // In the list: still Charged, marked partly refunded, with the amount given back under the total.
  await page.goto(`/orders?search=${order.orderNumber}`);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('order-status')).toHaveText('Charged');
  await expect(row.getByTestId('order-partly-refunded')).toHaveText('Partly refunded');
  await expect(row.getByTestId('order-total')).toHaveText(/250[.,]00/);
  await expect(row.getByTestId('order-refunded-amount')).toHaveText(/125[.,]00 refunded$/);

  // In Danish too.
  await page.goto(`/orders?search=${order.orderNumber}&la=da`);
  await expect(row.getByTestId('order-partly-refunded')).toHaveText('Delvist refunderet');
  await expect(row.getByTestId('order-refunded-amount')).toHaveText(/^125,00\s*kr\.\s+refunderet$/);
  const file = test.info().outputPath('orders-partly-refunded-da.png');
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach('orders-partly-refunded-da', { path: file, contentType: 'image/png' });

  // On a phone, in Danish, the order's tables fit their cards: nothing hides past the edge (a walk
  // found the amounts and the refund's status cut off, with nothing showing the table scrolled).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/orders/${order.orderId}?la=da`);
  await expect(page.getByTestId('order-refund')).toContainText('1 billet');
  for (const section of ['order-payments', 'order-refunds', 'order-mails', 'order-tickets']) {
    const table = page.getByTestId(section).locator('table');
    const fits = await table.evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth);
    expect(fits, `${section} fits a phone`).toBe(true);
  }
});

test('the orders the list shows download as a spreadsheet named after the museum and the dates', async ({ page }) => {
  const order = await chargedOrder();
  await signIn(page, 'admin@demo.test');
  await page.goto('/orders');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  // The button says which days it takes, written as every date here (it read 2026-09-04).
  await page.getByTestId('orders-download').hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    /^Download the orders the list shows, placed \d\d-\d\d-\d{4} – \d\d-\d\d-\d{4}, as a spreadsheet$/,
  );

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('orders-download').click()]);
  // The default period is the last 90 days up to today.
  expect(download.suggestedFilename()).toMatch(/^Demo Museum.*\d{4}-\d{2}-\d{2}.*\d{4}-\d{2}-\d{2}\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(expect.arrayContaining(['Order number', 'Status', 'Email', 'Tickets', 'Total']));
  const column = (name: string) => header.indexOf(name) + 1;
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) => sheet.getRow(index + 2));
  const ours = rows.find((row) => String(row.getCell(column('Order number')).value) === order.orderNumber);
  expect(ours, `order ${order.orderNumber} in the download`).toBeTruthy();
  expect(ours!.getCell(column('Email')).value).toBe(order.email);
  expect(ours!.getCell(column('Status')).value).toBe('Charged');
  expect(ours!.getCell(column('Tickets')).value).toBe(2);
  expect(ours!.getCell(column('Total')).value).toBe(250);
  // Placed is the spreadsheet's own date and time (so it sorts and filters by day), the minute
  // Copenhagen's clocks showed; exceljs reads such a cell as that wall clock in UTC.
  const placed = ours!.getCell(column('Placed (Europe/Copenhagen)'));
  expect(placed.numFmt).toBe('yyyy-mm-dd hh:mm');
  expect(placed.value).toBeInstanceOf(Date);
  const copenhagen = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen', dateStyle: 'short', timeStyle: 'short' });
  expect((placed.value as Date).toISOString().slice(0, 16).replace('T', ' ')).toBe(copenhagen.format(new Date(order.createdAt)));

  // The file holds what the list shows: with a search, only the orders found, in the page's language.
  await page.goto(`/orders?search=${encodeURIComponent(order.email)}&la=da`);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  const [found] = await Promise.all([page.waitForEvent('download'), page.getByTestId('orders-download').click()]);
  expect(found.suggestedFilename()).toMatch(/^Demo Museum ordrer \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}\.xlsx$/);
  const foundBook = new ExcelJS.Workbook();
  await foundBook.xlsx.readFile(await found.path());
  const foundSheet = foundBook.worksheets[0]!;
  expect(foundSheet.rowCount).toBe(2);
  expect(String(foundSheet.getRow(2).getCell(1).value)).toBe(order.orderNumber);
});

/*
 * A refund the payment provider refused (a card closed since) left the buyer's tickets canceled
 * and the money with the museum, with no way to ask again. Staff now try it again from the order;
 * the test provider's page can make a payment's first refund fail, as a real provider's test card.
 */
test('a refund the provider refused is tried again from the order, and made', async ({ page }) => {
  const eventId = await createWeeklySeries({ name: `Refund retry ${unique()}` });
  const {
    occurrenceIds: [date],
    ticketId,
  } = await seriesDates(eventId, ['2027-03-08']);
  const closedCard = `closed-card-${unique()}@visitors.test`;
  const shop = await publicApi();
  const cart = await okJson<{ cartId: string }>(
    await shop.put(`/api/public/carts?orgId=${DEMO_MUSEUM_ID}`, {
      data: { cartId: null, language: 'en', event: { eventId: date!, items: [{ ticketId, quantity: 2 }] } },
    }),
  );
  const started = await okJson<{ orderId: string; orderNumber: string; paymentUrl: string }>(
    await shop.post(`/api/public/payments?orgId=${DEMO_MUSEUM_ID}`, {
      data: {
        cartId: cart.cartId,
        consumer: {
          type: 'Private',
          email: closedCard,
          phonePrefix: '+45',
          phoneNumber: '12345678',
          firstName: 'Ada',
          lastName: 'Visitor',
          termsAccepted: true,
        },
      },
    }),
  );
  await shop.dispose();
  // On the provider's page, the buyer's card will refuse the first refund.
  await page.goto(started.paymentUrl);
  await page.getByLabel('Refuse this payment’s first refund (as a closed card would)').check();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/payments/test/'));

  await signIn(page, 'admin@demo.test');
  await page.goto(`/orders/${started.orderId}`);
  await expect(page.getByTestId('order-page').getByTestId('order-status').first()).toHaveText('Charged');
  await page.getByTestId('order-action-refund').click();
  const modal = page.getByTestId('refund-modal');
  await modal.getByTestId('refund-confirm').click();
  await expect(modal.getByText('Error while refunding the payment')).toBeVisible();
  await expect(modal).toContainText('The refund shows as Failed under Refunds: try it again there');
  // Only that is left in the dialog: no picker saying every ticket is canceled beside "Refund DKK 0.00".
  await expect(modal.getByTestId('refund-confirm')).toHaveCount(0);
  await expect(modal.getByTestId('refund-choose-hint')).toHaveCount(0);
  // "Close", not "Cancel", beside tickets that "are canceled".
  await expect(modal.getByTestId('refund-close')).toHaveText('Close');
  await modal.getByTestId('refund-close').click();
  const refund = page.getByTestId('order-refund');
  await expect(refund).toContainText('Failed');
  // Its tickets are canceled and its status says Refunded: the page and the list say the money has not gone back.
  await expect(page.getByTestId('order-refund-failed-notice')).toContainText('the money has not gone back');
  await lookAtWidths(page, 'order-refund-failed-en');
  await page.goto(`/orders?search=${encodeURIComponent(closedCard)}`);
  await expect(page.getByTestId('order-row').getByTestId('order-refund-failed')).toHaveText('Refund failed');
  await lookAtWidths(page, 'orders-refund-failed-en');
  await page.goto(`/orders/${started.orderId}`);

  await refund.getByTestId('refund-retry').click();
  const dialog = page.getByRole('dialog', { name: 'Try the refund again?' });
  await expect(dialog).toContainText('The payment provider is asked again to pay back DKK 250.00.');
  await dialog.getByRole('button', { name: 'Try the refund again' }).click();
  await expect(page.getByTestId('order-notice')).toHaveText('The refund of DKK 250.00 is made. The buyer is told by mail.');
  await expect(refund).toContainText('Refunded');
  await expect(refund.getByTestId('refund-retry')).toHaveCount(0);
  await expect(page.getByTestId('order-page').getByTestId('order-status').first()).toHaveText('Refunded');
  await expect(page.getByTestId('order-refund-failed-notice')).toHaveCount(0);
});

test('cancelling an unpaid order: the dialog’s way back keeps it, in words that are not "Cancel"', async ({ page }) => {
  const order = await paymentStartedByApi(`unpaid-${unique()}@visitor.test`, 'da');
  await signIn(page, 'admin@demo.test', undefined, '?la=da');
  await page.goto(`/orders/${order.orderId}`);
  // The payment the buyer started waits at the provider, and says so while the order is open.
  const payment = page.getByTestId('order-payments').getByTestId('payment-status');
  await expect(payment).toHaveText('Afventer');
  await page.getByTestId('order-action-cancel').click();
  const dialog = page.getByRole('dialog', { name: 'Annuller ordren?' });
  await expect(dialog.getByRole('button')).toHaveText(['', 'Behold ordren', 'Annuller ordren']);
  await lookAtWidths(page, 'order-cancel-dialog-da');
  await dialog.getByRole('button', { name: 'Behold ordren' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('order-page').getByTestId('order-status').first()).toHaveText('Afventer betaling');

  await page.getByTestId('order-action-cancel').click();
  await dialog.getByRole('button', { name: 'Annuller ordren' }).click();
  await expect(page.getByTestId('order-page').getByTestId('order-status').first()).toHaveText('Annulleret');
  // Nothing is awaited from it now: not "Afventer" beside a canceled order.
  await expect(payment).toHaveText('Ikke gennemført');
});

test('refunding an order whose tickets are all used says the override is the way, not "0 of 0 chosen"', async ({ page }) => {
  const order = await chargedOrder();
  const api = await signedInApi();
  const detail = await okJson<{ tickets: { ticketId: string }[] }>(await api.get(`/api/orders/${order.orderId}`));
  // Both let in at the door (next month's tickets: a later day, let in on purpose).
  for (const ticket of detail.tickets)
    await okJson(await api.post(`/api/tickets/${ticket.ticketId}/activate`, { data: { overrideLaterDay: true } }));
  await api.dispose();

  await signIn(page, 'admin@demo.test');
  await page.goto(`/orders/${order.orderId}`);
  await page.getByTestId('order-action-refund').click();
  const dialog = page.getByRole('dialog', { name: 'Refund tickets' });
  await expect(dialog.getByTestId('refund-choose-hint')).toHaveText(
    'Every ticket is used, expired or canceled. To refund used or expired tickets, turn on “Override refund policy” below.',
  );
  await expect(dialog.getByText(/ of \d+ chosen$/)).toHaveCount(0);
  await dialog.getByTestId('refund-override').click();
  await expect(dialog.getByText('0 of 2 chosen')).toBeVisible();
  await expect(dialog.getByTestId('refund-choose-hint')).toHaveText('Choose at least one ticket.');
});

test('a desk sale without an email address says why its confirmation cannot be resent, in words on the page', async ({ page }) => {
  const { orderId } = await sellTicketsForToday(1);
  await signIn(page, 'admin@demo.test', undefined, '?la=da');
  await page.goto(`/orders/${orderId}`);
  // It was a disabled button whose reason only a mouse hovering could read.
  await expect(page.getByTestId('order-no-email')).toHaveText('Bekræftelsen kan ikke sendes igen: ordren har ingen e-mailadresse.');
  await expect(page.getByTestId('order-action-resend')).toHaveCount(0);
  await lookAtWidths(page, 'order-no-email-da');
});
