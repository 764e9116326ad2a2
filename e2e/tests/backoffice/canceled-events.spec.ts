import { expect, test } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { typeTicketNumber } from '../../fixtures/door';
import { createDemoEvent, createWeeklySeries, seriesDates } from '../../fixtures/events';
import { signIn } from '../../fixtures/session';
import { buyEntranceByApi, DEMO_MUSEUM_ID, FOYER, orderOnInvoiceByApi, signedInApi } from '../../fixtures/shop';
import { okJson, unique } from '../../fixtures/ui';

/**
 * A date staff cancel after its tickets were sold (canceling refunds nobody): its ticket came to
 * the door and scanned green "Let in" (a review walk). It is refused, says why, and offers no
 * button, not even the later day's override.
 */
test('a ticket whose date was canceled is not let in, and says why', async ({ page }) => {
  const eventId = await createWeeklySeries({ name: `Door talks ${unique()}` });
  const {
    occurrenceIds: [first],
    ticketId,
  } = await seriesDates(eventId, ['2027-03-01']);
  const order = await buyEntranceByApi('door-canceled@visitors.test', 'da', 1, { date: { occurrenceId: first!, ticketId } });
  const staff = await signedInApi();
  await okJson(await staff.put(`/api/events/${first}/edit-single`, { data: { status: 'Canceled' } }));
  await staff.dispose();
  await signIn(page, 'admin@demo.test');
  await page.goto('/scanTicket?la=da');
  await typeTicketNumber(page, 'Indtast billetnummeret', `${order.orderNumber}-1`);
  await expect(page.getByTestId('ticket-card')).toBeVisible();
  await expect(page.getByText('Datoen for denne billet er aflyst')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Aktivér/ })).toHaveCount(0);
  // Its date is next year, but "For a later day" beside the red answer would only muddy it.
  await expect(page.getByTestId('ticket-later-day-badge')).toHaveCount(0);
  await lookAtWidths(page, 'door-canceled-date-da');
});

test('canceling an event with tickets sold says how many, and that their buyers are refunded unless staff untick it', async ({ page }) => {
  const eventId = await createWeeklySeries({ name: `Cancel talks ${unique()}` });
  const {
    occurrenceIds: [first],
    ticketId,
  } = await seriesDates(eventId, ['2027-03-08']);
  await buyEntranceByApi('cancel-sold@visitors.test', 'en', 2, { date: { occurrenceId: first!, ticketId } });
  await signIn(page, 'admin@demo.test');
  // The whole series, from its own page: the dialog counts every date's tickets (it said nothing).
  await page.goto(`/events/${eventId}`);
  await page.getByTestId('cancel-event').click();
  const dialog = page.getByRole('dialog', { name: 'Cancel event?' });
  await expect(dialog).toContainText('2 tickets are sold for it: they are refunded in full, whatever the refund policy');
  const refundWithIt = dialog.getByRole('checkbox', { name: 'Refund the 2 tickets sold and tell their buyers' });
  await expect(refundWithIt).toBeChecked();
  await refundWithIt.uncheck();
  await expect(dialog).toContainText('2 tickets are sold for it: their buyers are neither refunded nor told.');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('cancel-event')).toBeVisible();
});

// A review walk followed a canceled concert's link from the museum's site: the shop said "Event not found".
test('the shop says an event was canceled when a visitor follows its link', async ({ page }) => {
  const eventId = await createWeeklySeries({ name: `Canceled talks ${unique()}` });
  const {
    occurrenceIds: [first],
  } = await seriesDates(eventId, ['2027-03-01']);
  const staff = await signedInApi();
  await okJson(await staff.post(`/api/events/${eventId}/cancel`));
  await staff.dispose();
  await page.goto(`${FOYER}/embed/events/${eventId}?orgId=${DEMO_MUSEUM_ID}&la=da`);
  await expect(page.getByRole('alert')).toHaveText('Dette arrangement er aflyst');
  await expect(page.getByText('Arrangementet blev ikke fundet')).toHaveCount(0);
  await lookAtWidths(page, 'shop-canceled-event-da');

  // Staff on one of its dates are not offered to put it back on sale (the server refused it).
  await signIn(page, 'admin@demo.test');
  await page.goto(`/events/${first}`);
  await expect(page.getByTestId('cancel-event')).toHaveCount(0);
  await expect(page.getByTestId('edit-details')).toBeVisible();
  await expect(page.getByTestId('publish-event')).toHaveCount(0);
});

/*
 * A museum cancels a sold date: its buyers get their money back without staff opening each order,
 * whatever the refund policy, and the page says how far the refunds have come.
 */
test('canceling a sold date refunds its buyers, and the date says how far it has come', async ({ page }) => {
  const eventId = await createWeeklySeries({ name: `Refund talks ${unique()}` });
  const {
    occurrenceIds: [first],
    ticketId,
  } = await seriesDates(eventId, ['2027-03-15']);
  const date = { date: { occurrenceId: first!, ticketId } };
  const danish = await buyEntranceByApi('refund-da@visitors.test', 'da', 2, date);
  await buyEntranceByApi('refund-en@visitors.test', 'en', 1, date);
  await signIn(page, 'admin@demo.test');
  await page.goto(`/events/${first}?la=da`);
  await page.getByTestId('cancel-event').click();
  const dialog = page.getByRole('dialog', { name: 'Aflys denne dato?' });
  await expect(dialog).toContainText('3 billetter er solgt til den: de refunderes fuldt ud uanset refusionspolitikken');
  await expect(dialog.getByRole('checkbox', { name: 'Refundér de 3 solgte billetter og giv køberne besked' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Aflys denne dato' }).click();
  // Said while the refunds wait; once made (the worker may be done before the page looks) only the cancel is.
  await expect(page.getByTestId('event-notice')).toHaveText(
    /^Datoen er aflyst\.( Køberne bliver refunderet: se hvor langt det er nået nedenfor\.)?$/,
  );
  // The server's worker refunds them one order at a time; the section asks again until it is done.
  const refunds = page.getByTestId('canceled-refunds');
  await expect(refunds.getByRole('heading', { name: 'Refusioner for den aflyste dato' })).toBeVisible();
  await expect(refunds.getByTestId('canceled-refunds-done')).toHaveText('2 ordrer refunderet. Købere med en e-mailadresse får besked.', {
    timeout: 20_000,
  });
  await expect(refunds.getByTestId('refund-buyers')).toHaveCount(0);
  await expect(page.getByTestId('event-notice')).toHaveText('Datoen er aflyst.');
  // Their places are back: the date counts none sold, and none available (it is canceled).
  await expect(page.getByTestId('occurrence-sold')).toHaveText('0');
  await expect(page.getByTestId('occurrence-available')).toHaveText('Ingen (aflyst)');
  await lookAtWidths(page, 'canceled-date-refunded-da');

  await page.goto(`/orders/${danish.orderId}?la=da`);
  await expect(page.getByTestId('refund-cause')).toHaveText('Aflyst af museet');
  await lookAtWidths(page, 'order-refunded-canceled-da');
});

test('a date canceled without refunding offers to refund its buyers later, after asking', async ({ page }) => {
  const eventId = await createWeeklySeries({ name: `Later refunds ${unique()}` });
  const {
    occurrenceIds: [first],
    ticketId,
  } = await seriesDates(eventId, ['2027-03-08']);
  await buyEntranceByApi('refund-later@visitors.test', 'en', 2, { date: { occurrenceId: first!, ticketId } });
  // Two schools' orders on invoice (EAN): one approved, not paid through the shop, so not refunded
  // here; one still awaiting approval, which staff refuse.
  const schoolOrder = (email: string, quantity: number) =>
    orderOnInvoiceByApi(email, 'en', quantity, { date: { occurrenceId: first!, ticketId } });
  const school = await schoolOrder('school-later@visitors.test', 3);
  const waitingSchool = await schoolOrder('school-waiting@visitors.test', 2);
  const staff = await signedInApi();
  await okJson(await staff.post(`/api/orders/${school.orderId}/approve`));
  await okJson(await staff.post(`/api/events/${first}/cancel`));
  await staff.dispose();
  await signIn(page, 'admin@demo.test');
  await page.goto(`/events/${first}`);
  await expect(page.getByTestId('occurrence-sold')).toHaveText('5');
  const refunds = page.getByTestId('canceled-refunds');
  await expect(refunds.getByTestId('canceled-refunds-valid')).toHaveText(
    '2 tickets are still valid, in 1 order: their buyers have not been refunded.',
  );
  const invoiced = refunds.getByTestId('canceled-refunds-invoiced');
  await expect(invoiced).toContainText('1 invoiced order is not refunded here');
  await expect(invoiced.getByRole('link', { name: `Order ${school.orderNumber}` })).toBeVisible();
  const awaiting = refunds.getByTestId('canceled-refunds-awaiting');
  await expect(awaiting).toContainText('1 order awaits approval');
  await expect(awaiting.getByRole('link', { name: `Order ${waitingSchool.orderNumber}` })).toBeVisible();
  await lookAtWidths(page, 'canceled-date-unrefunded-en');
  await refunds.getByRole('button', { name: 'Refund the order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund 1 order?' });
  await expect(dialog).toContainText('The unused tickets in each order are refunded in full, whatever the refund policy');
  await expect(dialog).toContainText('Donations and gift vouchers bought in the same orders are kept.');
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(refunds.getByTestId('canceled-refunds-valid')).toBeVisible();
  await refunds.getByRole('button', { name: 'Refund the order' }).click();
  await page.getByRole('dialog', { name: 'Refund 1 order?' }).getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refunds.getByTestId('canceled-refunds-done')).toHaveText('1 order refunded. Buyers with an email address are told.', {
    timeout: 20_000,
  });
  await expect(refunds.getByTestId('canceled-refunds-valid')).toHaveCount(0);
  // The school's three places stay sold until staff cancel its order.
  await expect(page.getByTestId('occurrence-sold')).toHaveText('3');

  // The school awaiting approval cannot be approved for a canceled date: its page says why.
  await page.goto(`/orders/${waitingSchool.orderId}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve the order?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The event or date is canceled, so this order can no longer be approved; refuse it instead')).toBeVisible();
  await lookAtWidths(page, 'approve-canceled-date-en');
  await page.goto(`/events/${first}`);

  // Back on sale after its buyers were refunded: staff are told their tickets stay canceled.
  await page.getByTestId('publish-event').click();
  const republish = page.getByRole('dialog', { name: 'Put it back on sale?' });
  await expect(page.getByTestId('publish-event')).toHaveText('Put back on sale');
  await expect(republish).toContainText('can be bought again. 1 order was refunded when it was canceled: its tickets stay canceled');
  await lookAtWidths(page, 'republish-refunded-date-en');
  await republish.getByRole('button', { name: 'Put back on sale' }).click();
  await expect(page.getByTestId('event-notice')).toHaveText('This date is back on sale.');
});

/*
 * A walk clicked Delete on a sold date and was asked "Delete event?"; confirming gave a refusal.
 * A date of a series is named as a date, and a sold one says before that it cannot be deleted,
 * offering the cancel that works.
 */
test('Delete on a date says "this date", and on a sold date says it cannot be and offers to cancel it', async ({ page }) => {
  const eventId = await createWeeklySeries({ name: `Delete talks ${unique()}` });
  const {
    occurrenceIds: [sold, unsold],
    ticketId,
  } = await seriesDates(eventId, ['2027-03-01', '2027-03-08']);
  await buyEntranceByApi('delete-sold@visitors.test', 'en', 2, { date: { occurrenceId: sold!, ticketId } });
  await signIn(page, 'admin@demo.test');

  await page.goto(`/events/${unsold}?la=en`);
  await page.getByTestId('delete-event').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Delete this date?');
  await expect(dialog).toContainText("will be deleted from the series. The series' other dates stay as they are.");
  await expect(dialog.getByTestId('confirm-button')).toHaveText('Delete this date');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto(`/events/${sold}?la=en`);
  await page.getByTestId('delete-event').click();
  await expect(dialog.getByRole('heading')).toHaveText('It cannot be deleted');
  await expect(dialog).toContainText('has 2 tickets sold, and sales stay on record. Cancel it instead');
  await lookAtWidths(page, 'delete-sold-date-en');
  await dialog.getByTestId('confirm-button').click();
  // The one dialog closes as the other opens: named, so the two are not confused.
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel this date?' });
  await expect(cancelDialog).toContainText('will be canceled and can no longer be bought');
  await cancelDialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);

  // Canceled but not refunded, the tickets are still sold: the dialog only tells, in Danish too.
  const staff = await signedInApi();
  await okJson(await staff.put(`/api/events/${sold}/edit-single`, { data: { status: 'Canceled' } }));
  await staff.dispose();
  await page.goto(`/events/${sold}?la=da`);
  await page.getByTestId('delete-event').click();
  await expect(dialog.getByRole('heading')).toHaveText('Den kan ikke slettes');
  await expect(dialog).toContainText('har 2 solgte billetter, og salg skal bevares.');
  await expect(dialog.getByTestId('confirm-button')).toHaveCount(0);
  await lookAtWidths(page, 'delete-sold-canceled-date-da');
  await expect(dialog.locator('button[data-autofocus]')).toHaveText('Luk');
  await dialog.locator('button[data-autofocus]').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('delete-event')).toBeVisible();
});

/*
 * Off sale without canceling: a museum pauses an event (a mistake in its texts, a room not ready).
 * It becomes a draft, leaves the shop, and goes back on sale with "Publish now"; its sold tickets
 * are not touched.
 */
test('an event taken off sale leaves the shop and is published again', async ({ page }) => {
  const name = `Paused talks ${unique()}`;
  const eventId = await createWeeklySeries({ name });
  const {
    occurrenceIds: [first],
    ticketId,
  } = await seriesDates(eventId, ['2027-03-15']);
  const order = await buyEntranceByApi('paused@visitors.test', 'en', 1, { date: { occurrenceId: first!, ticketId } });
  await signIn(page, 'admin@demo.test');
  await page.goto(`/events/${eventId}`);
  // One of its dates offers no such button: the whole event goes off sale, from its own page.
  await page.getByTestId('unpublish-event').click();
  const dialog = page.getByRole('dialog', { name: 'Take the event off sale?' });
  await expect(dialog).toContainText('Tickets already sold stay valid.');
  await dialog.getByRole('button', { name: 'Take off sale' }).click();
  await expect(page.getByTestId('event-notice')).toHaveText('The event is off sale: a draft again.');
  await expect(page.getByTestId('event-status').first()).toHaveText('Draft');
  await expect(page.getByTestId('unpublish-event')).toHaveCount(0);
  await lookAtWidths(page, 'event-off-sale');

  // The shop lists it no more.
  const events = await okJson<{ names: Record<string, string> }[]>(
    await page.request.get(`${FOYER}/api/public/events/organizations/${DEMO_MUSEUM_ID}`),
  );
  expect(events.map((event) => event.names.en)).not.toContain(name);
  // Its sold ticket is still good at the door.
  await page.goto('/scanTicket');
  await typeTicketNumber(page, 'Type the ticket number', `${order.orderNumber}-1`);
  await expect(page.getByTestId('ticket-status')).toHaveText('Not activated');

  await page.goto(`/events/${eventId}`);
  await page.getByTestId('publish-event').click();
  await expect(page.getByTestId('event-status').first()).toHaveText('Published');
  const again = await okJson<{ names: Record<string, string> }[]>(
    await page.request.get(`${FOYER}/api/public/events/organizations/${DEMO_MUSEUM_ID}`),
  );
  expect(again.map((event) => event.names.en)).toContain(name);
});

// A walk opened a date that ended yesterday: its box office was simply not there, with no word why.
test('a date that is over says its desk is closed, where the desk was', async ({ page }) => {
  const { eventId } = await createDemoEvent({
    names: { en: `Talk gone by ${unique()}`, da: `Forbigangen tale ${unique()}` },
    capacity: 5,
    salesChannel: 'ONLINE_AND_DOOR',
    schedule: { kind: 'Single', start: { date: '2020-03-02', time: '10:00' }, end: { date: '2020-03-02', time: '11:00' }, allDay: false },
  });
  await signIn(page, 'admin@demo.test');
  await page.goto(`/events/${eventId}`);
  await expect(page.getByTestId('box-office-over')).toHaveText('This date is over: nothing more is sold at the desk.');
  await expect(page.getByTestId('box-office')).toHaveCount(0);
});
