import { expect, test } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { createDemoEvent, createWeeklySeries, holdInCart, seriesDates } from '../../fixtures/events';
import { DEMO_MUSEUM_ID, FOYER } from '../../fixtures/shop';
import { unique } from '../../fixtures/ui';

/**
 * When places run short the shop says so in words: a date whose places are all in other
 * visitors' carts is crossed out with a note that they may come back (before, only screen
 * readers heard "sold out"), and a quantity at the most that is left says "Only 3 left" (before,
 * "+" greyed out and a typed 50 became 3 without a word).
 */
test('a date taken by other carts is explained, and a quantity at the most left says how many are left', async ({ page }) => {
  const eventId = await createWeeklySeries({ name: `Small talks ${unique()}`, capacity: 3 });
  // Another visitor holds all three places of the first Monday.
  const {
    occurrenceIds: [first],
    ticketId,
  } = await seriesDates(eventId, ['2027-03-01']);
  await holdInCart({ occurrenceId: first!, ticketId }, 3);

  await page.goto(`${FOYER}/embed/events/${eventId}?orgId=${DEMO_MUSEUM_ID}&la=da`);
  const calendar = page.getByRole('table');
  await expect(calendar.locator('button[data-date="2027-03-01"]')).toBeDisabled();
  await expect(calendar.locator('button[data-date="2027-03-01"]')).toHaveAccessibleName(/udsolgt/i);
  await expect(page.getByTestId('calendar-sold-out-note')).toHaveText(
    'Overstregede datoer er udsolgt lige nu: pladser i andre besøgendes kurve bliver ledige igen, hvis de ikke bliver købt.',
  );

  await calendar.locator('button[data-date="2027-03-08"]').click();
  const more = page.getByRole('button', { name: 'Flere Voksen' });
  const limit = page.getByTestId('ticket-limit');
  await more.click();
  await more.click();
  await expect(limit).toHaveText('');
  await more.click();
  await expect(more).toBeDisabled();
  await expect(limit).toHaveText('Kun 3 tilbage');
  await expect(page.getByRole('spinbutton', { name: 'Antal Voksen' })).toHaveAccessibleDescription('Kun 3 tilbage');
  await lookAtWidths(page, 'scarce-places-da');

  // Typed beyond what is left, the quantity is the most there is, and says so.
  await page.getByRole('button', { name: 'Færre Voksen' }).click();
  await expect(limit).toHaveText('');
  await page.getByRole('spinbutton', { name: 'Antal Voksen' }).fill('50');
  await expect(page.getByRole('spinbutton', { name: 'Antal Voksen' })).toHaveValue('3');
  await expect(limit).toHaveText('Kun 3 tilbage');
  // A count is whole: "2.5" is not taken as 25 (its digits ran together), nor as anything else.
  await page.getByRole('spinbutton', { name: 'Antal Voksen' }).fill('2.5');
  await expect(page.getByRole('spinbutton', { name: 'Antal Voksen' })).toHaveValue('3');
});

/**
 * A single event whose places are all in other visitors' carts: its page showed the name and facts
 * and then nothing, no date and no word of why (a review walk). It says when, and that it is sold
 * out for now.
 */
test('a single event with no place left says when it is and that it is sold out for now', async ({ page }) => {
  const { eventId } = await createDemoEvent({
    names: { en: `Evening lecture ${unique()}`, da: `Aftenforedrag ${unique()}` },
    capacity: 2,
    salesChannel: 'ONLINE',
    schedule: { kind: 'Single', start: { date: '2027-03-09', time: '19:00' }, end: { date: '2027-03-09', time: '21:00' }, allDay: false },
  });
  const {
    occurrenceIds: [only],
    ticketId,
  } = await seriesDates(eventId, ['2027-03-09']);
  await holdInCart({ occurrenceId: only!, ticketId }, 2);

  await page.goto(`${FOYER}/embed/events/${eventId}?orgId=${DEMO_MUSEUM_ID}&la=da`);
  await expect(page.locator('.when')).toContainText('19:00–21:00');
  await expect(page.getByTestId('single-closed')).toHaveText(
    // True whether or not places wait in carts (it spoke of carts when none held any: a walk).
    'Udsolgt. Hvis der bliver pladser ledige, for eksempel fra kurve, der ikke bliver betalt, kan de bookes her igen.',
  );
  await lookAtWidths(page, 'single-sold-out-da');
});
