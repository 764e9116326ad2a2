import { expect, test } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { typeTicketNumber } from '../../fixtures/door';
import { createWeeklySeries, seriesDates } from '../../fixtures/events';
import { signIn } from '../../fixtures/session';
import { buyEntranceByApi, DEMO_MUSEUM_ID, FOYER, signedInApi } from '../../fixtures/shop';
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
  await lookAtWidths(page, 'door-canceled-date-da');
});

test('canceling an event with tickets sold says how many, and that their buyers are neither refunded nor told', async ({ page }) => {
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
  await expect(dialog).toContainText('2 tickets are sold for it: their buyers are neither refunded nor told.');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('cancel-event')).toBeVisible();
});

// A review walk followed a canceled concert's link from the museum's site: the shop said "Event not found".
test('the shop says an event was canceled when a visitor follows its link', async ({ page }) => {
  const eventId = await createWeeklySeries({ name: `Canceled talks ${unique()}` });
  const staff = await signedInApi();
  await okJson(await staff.post(`/api/events/${eventId}/cancel`));
  await staff.dispose();
  await page.goto(`${FOYER}/embed/events/${eventId}?orgId=${DEMO_MUSEUM_ID}&la=da`);
  await expect(page.getByRole('alert')).toHaveText('Dette arrangement er aflyst');
  await expect(page.getByText('Arrangementet blev ikke fundet')).toHaveCount(0);
  await lookAtWidths(page, 'shop-canceled-event-da');
});
