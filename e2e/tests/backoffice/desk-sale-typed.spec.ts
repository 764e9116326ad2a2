import { expect, test } from '@playwright/test';
import { createSingleDate } from '../../fixtures/door';
import { createDemoEvent } from '../../fixtures/events';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { signIn } from '../../fixtures/session';
import { unique } from '../../fixtures/ui';
import { DEMO_MUSEUM_ID, publicApi, signedInApi } from '../../fixtures/shop';

/*
 * At the desk on a phone: a quantity typed past what is left is named at once (it was cut to its
 * first digits without a word), and the sale's confirmation, above the form, is brought into view.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a typed quantity past what is left is named, and the sold panel is shown where the desk looks', async ({ page }) => {
  const id = unique();
  const { eventId, ticketTypeId } = await createSingleDate({
    names: { en: `Typed desk ${id}`, da: `Skrevet skranke ${id}` },
    display: false,
    start: { date: '2027-03-02', time: '10:00' },
    end: { date: '2027-03-02', time: '11:00' },
    capacity: 10,
  });
  // A visitor holds 3 places in a cart: the page counts them, so its figures add up.
  const shop = await publicApi();
  try {
    const held = await shop.put(`/api/public/carts?orgId=${DEMO_MUSEUM_ID}`, {
      data: { cartId: null, language: 'da', event: { eventId, items: [{ ticketId: ticketTypeId, quantity: 3 }] } },
    });
    expect(held.status(), await held.text()).toBe(200);
  } finally {
    await shop.dispose();
  }
  await signIn(page, 'admin@demo.test', undefined, '?la=da');
  await page.goto(`/events/${eventId}`);
  await expect(page.getByTestId('occurrence-held')).toHaveText('3');
  const sale = page.getByTestId('desk-sale');
  const quantity = sale.getByLabel('Antal af Voksen');
  await quantity.fill('120');
  await expect(quantity).toHaveValue('120');
  await expect(sale.getByText('Kun 7 tilbage')).toBeVisible();
  await sale.getByTestId('desk-sale-submit').click();
  await expect(page.getByTestId('desk-sale-done')).toHaveCount(0);

  await quantity.fill('2');
  await expect(sale.getByText('Kun 7 tilbage')).toHaveCount(0);
  await sale.getByTestId('desk-sale-submit').click();
  const done = page.getByTestId('desk-sale-done');
  await expect(done).toContainText('2 billetter');
  await expect(done).toBeInViewport();
  await expect(done).toBeFocused();
  await lookAtWidths(page, 'desk-sale-done-da');

  // Printing ahead: a number past what is left is named too, and nothing is printed.
  const print = page.getByTestId('offline-print');
  await print.getByTestId('offline-print-quantity').fill('150');
  await expect(print.getByTestId('offline-print-quantity')).toHaveValue('150');
  await print.getByRole('button', { name: 'Udskriv billetter' }).click();
  await expect(print.getByText('Kun 5 tilbage')).toBeVisible();
  await expect(page.getByTestId('offline-print-done')).toHaveCount(0);
});

test('an event sold online only says so at the desk, without a form that cannot sell', async ({ page }) => {
  const id = unique();
  const { eventId } = await createDemoEvent({
    names: { en: `Online only ${id}`, da: `Kun online ${id}` },
    display: false,
    capacity: 10,
    salesChannel: 'ONLINE',
    schedule: { kind: 'Single', start: { date: '2027-03-03', time: '10:00' }, end: { date: '2027-03-03', time: '11:00' }, allDay: false },
  });
  await signIn(page, 'admin@demo.test', undefined, '?la=da');
  await page.goto(`/events/${eventId}`);
  const desk = page.getByTestId('box-office');
  await expect(desk.getByTestId('desk-sale-no-door-types')).toHaveText(
    'Ingen af arrangementets billettyper sælges ved indgangen.For at sælge her skal en billettype stå til “Online og ved indgangen” under arrangementets billetter.',
  );
  await expect(desk.getByTestId('desk-sale-submit')).toHaveCount(0);
  await expect(desk.getByRole('radio')).toHaveCount(0);
  await lookAtWidths(page, 'desk-online-only-da');
});

/*
 * Printing ahead a ticket type sold in fours: the form said "1–10" and started at 1, and only
 * the server's refusal told of the minimum. Fewer left than the minimum: said, and nothing to press.
 */
test("printing ahead starts at the ticket type's minimum per order, names it, and says when fewer are left", async ({ page }) => {
  const id = unique();
  const { eventId, ticketTypeId } = await createDemoEvent({
    names: { en: `Group print ${id}`, da: `Gruppeudskrift ${id}` },
    display: false,
    capacity: 10,
    minimumPerOrder: 4,
    salesChannel: 'ONLINE_AND_DOOR',
    schedule: { kind: 'Single', start: { date: '2027-03-04', time: '10:00' }, end: { date: '2027-03-04', time: '11:00' }, allDay: false },
  });
  await signIn(page, 'admin@demo.test', undefined, '?la=da');
  await page.goto(`/events/${eventId}`);
  const print = page.getByTestId('offline-print');
  const quantity = print.getByTestId('offline-print-quantity');
  await expect(quantity).toHaveValue('4');
  await expect(print.getByText('4–10', { exact: true })).toBeVisible();
  await quantity.fill('2');
  await print.getByRole('button', { name: 'Udskriv billetter' }).click();
  await expect(print.getByText('Vælg mindst (4) deltagere for at fortsætte')).toBeVisible();
  await expect(page.getByTestId('offline-print-done')).toHaveCount(0);

  // Eight sold at the desk leave two: fewer than one order's four.
  const staff = await signedInApi();
  try {
    const sold = await staff.post(`/api/events/${eventId}/offline-buy`, {
      data: { items: [{ ticketId: ticketTypeId, quantity: 8 }], paymentMethod: 'CashPayment' },
    });
    expect(sold.status(), await sold.text()).toBe(201);
  } finally {
    await staff.dispose();
  }
  await page.reload();
  await expect(print.getByText('Kun 2 tilbage, færre end mindsteantallet pr. ordre (4)')).toBeVisible();
  await expect(quantity).toBeDisabled();
  await expect(print.getByRole('button', { name: 'Udskriv billetter' })).toBeDisabled();
  await lookAtWidths(page, 'offline-print-minimum-da');
});

test('a type sold in groups says its minimum on its row, and a smaller sale is pointed at from the Sell button', async ({ page }) => {
  const id = unique();
  const { eventId } = await createDemoEvent({
    names: { en: `Groups at the desk ${id}`, da: `Grupper ved skranken ${id}` },
    display: false,
    capacity: 40,
    salesChannel: 'ONLINE_AND_DOOR',
    minimumPerOrder: 4,
    schedule: { kind: 'Single', start: { date: '2027-03-04', time: '10:00' }, end: { date: '2027-03-04', time: '11:00' }, allDay: false },
  });
  await signIn(page, 'admin@demo.test', undefined, '?la=da');
  await page.goto(`/events/${eventId}`);
  const sale = page.getByTestId('desk-sale');
  // Said before anyone counts.
  await expect(sale.getByTestId('desk-sale-row')).toContainText('mindst 4 pr. salg');
  await sale.getByRole('button', { name: 'Én Voksen mere' }).click();
  await sale.getByRole('button', { name: 'Én Voksen mere' }).click();
  await sale.getByTestId('desk-sale-submit').click();
  // Refused on its row, and the row's quantity gets the focus in view; the button's side says where to look.
  const quantity = sale.getByLabel('Antal af Voksen');
  await expect(sale.getByTestId('desk-sale-row').getByRole('alert')).toHaveText('Vælg mindst (4) deltagere for at fortsætte');
  await expect(quantity).toBeFocused();
  await expect(quantity).toBeInViewport();
  await expect(sale.getByTestId('desk-sale-check-rows')).toHaveText('Tjek de markerede billetter ovenfor.');
  await lookAtWidths(page, 'desk-minimum-da');

  // Made right, the hint goes and the sale is made.
  await quantity.fill('4');
  await expect(sale.getByTestId('desk-sale-check-rows')).toHaveCount(0);
  await sale.getByTestId('desk-sale-submit').click();
  await expect(page.getByTestId('desk-sale-done')).toContainText('4 billetter');
});
