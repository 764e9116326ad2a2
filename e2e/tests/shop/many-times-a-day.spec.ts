import { expect, test } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { createDemoEvent } from '../../fixtures/events';
import { DEMO_MUSEUM_ID, FOYER } from '../../fixtures/shop';
import { unique } from '../../fixtures/ui';

/** "HH:MM" `minutes` after midnight. */
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Timed entry every quarter of an hour from 9 to 17 (32 times a day): on a phone, the list of
 * times fills several screens, and the tickets for a time chosen near its top were drawn far
 * below, out of sight. Choosing a time now brings the tickets up.
 */
test('on a phone, choosing a time from a long day brings its tickets into view', async ({ page }) => {
  const name = `Timed entry ${unique()}`;
  const times = Array.from({ length: 32 }, (_, index) => 9 * 60 + index * 15);
  const { eventId } = await createDemoEvent({
    names: { en: name, da: name },
    capacity: 20,
    salesChannel: 'ONLINE',
    schedule: {
      kind: 'Recurring',
      periodicity: 'Weekly',
      interval: 1,
      daysOfWeek: [1],
      firstDate: '2027-03-01',
      lastDate: '2027-03-01',
      startTime: clock(times[0]!),
      endTime: clock(times[0]! + 15),
      additionalTimes: times.slice(1).map((start) => ({ startTime: clock(start), endTime: clock(start + 15) })),
    },
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${FOYER}/embed/events/${eventId}?orgId=${DEMO_MUSEUM_ID}&la=da`);
  await page
    .getByRole('table')
    .getByRole('button', { name: /1\. marts 2027/ })
    .click();
  const list = page.getByRole('group', { name: 'Vælg et tidspunkt' });
  await expect(list.getByRole('button')).toHaveCount(32);
  await list.getByRole('button', { name: /^09:15–09:30/ }).click();
  await expect(list.getByRole('button', { name: /^09:15–09:30/ })).toHaveAttribute('aria-pressed', 'true');
  // The way to the cart is on the screen without the visitor scrolling for it, saying which time it is for.
  await expect(page.getByTestId('tickets-when')).toHaveText(/1\. marts 2027, 09:15–09:30$/);
  await expect(page.getByTestId('tickets-when')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Flere Voksen' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Læg i kurven' })).toBeInViewport();
  // Keyboard focus stays on the time chosen.
  await expect(list.getByRole('button', { name: /^09:15–09:30/ })).toBeFocused();
  await lookAtWidths(page, 'many-times-a-day-da');
});
