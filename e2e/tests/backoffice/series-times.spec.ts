import { expect, test } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { createWeeklySeries } from '../../fixtures/events';
import { signIn } from '../../fixtures/session';
import { DEMO_MUSEUM_ID, FOYER, publicApi, signedInApi } from '../../fixtures/shop';
import { expectTime, fillTime, okJson, unique } from '../../fixtures/ui';

/**
 * A series with several times a day (timed entry, a tour at 10 and at 14): staff add a time to a
 * series, and the shop offers each day's times, each sold on its own.
 */
test('staff add a morning time to a series, and the shop offers both times of a day', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Timed tour ${unique()}`;
  const eventId = await createWeeklySeries({ name, capacity: 12, danishName: `Tidsat rundvisning ${name}` });
  await signIn(page, 'admin@demo.test');
  // A Danish page names the event in Danish, as the event's own page does (it said the English name).
  await page.goto(`/events/edit-recurring/${eventId}?la=da`);
  await expect(page.getByText(`Tidsat rundvisning ${name}`)).toBeVisible();
  await page.goto(`/events/edit-recurring/${eventId}?la=en`);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expectTime(page, 'Start time', '14:00');

  // Times that last longer than the duration the shop shows are said, with the way to its field.
  await expect(page.getByTestId('duration-check')).toHaveCount(0);
  await fillTime(page, 'End time', '15:30');
  await expect(page.getByTestId('duration-check')).toContainText(/duration of 60 minutes.*these times last 90 minutes/);
  await expect(page.getByTestId('duration-edit-details')).toHaveAttribute('href', `/events/edit-details/${eventId}`);
  await fillTime(page, 'End time', '15:00');
  await expect(page.getByTestId('duration-check')).toHaveCount(0);

  // One more time suggests the next hour after the last; a start the day already has is named.
  await page.getByRole('button', { name: 'Add a time of the day' }).click();
  await expectTime(page, 'Start time 2', '15:00');
  await expectTime(page, 'End time 2', '16:00');
  await fillTime(page, 'Start time 2', '14:00');
  await page.getByRole('button', { name: 'Save series' }).click();
  await expect(page.getByText('Another time of the day already starts at this time')).toBeVisible();
  await expect(page.getByTestId('edit-recurring-result')).toHaveCount(0);

  await fillTime(page, 'Start time 2', '10:00');
  await fillTime(page, 'End time 2', '11:00');
  await expect(page.getByText('2 times a day')).toBeVisible();
  const preview = page.getByTestId('occurrence-preview');
  await expect(preview.getByRole('row').nth(0)).toHaveText(/01-03-2027 10:00–11:00/);
  await expect(preview.getByRole('row').nth(1)).toHaveText(/01-03-2027 14:00–15:00/);
  await expect(page.getByTestId('occurrence-preview-count')).toHaveText('6 occurrences in all');
  await lookAtWidths(page, 'series-times-edit');
  await page.getByRole('button', { name: 'Save series' }).click();
  await expect(page.getByTestId('edit-recurring-result')).toContainText('Series saved: 3 added, 3 kept on the new schedule, 0 removed.');

  // A time taken off again: its dates go, the others stay.
  await page.getByRole('button', { name: 'Remove time 2' }).click();
  await expect(page.getByText('2 times a day')).toHaveCount(0);
  // Staff are shown the dates that would go before any goes; going back saves nothing.
  await page.getByRole('button', { name: 'Save series' }).click();
  const removing = page.getByRole('dialog', { name: 'Remove 3 dates?' });
  await expect(removing.getByTestId('edit-recurring-removed').getByRole('listitem')).toHaveText([
    'Mon 01-03-2027 10:00',
    'Mon 08-03-2027 10:00',
    'Mon 15-03-2027 10:00',
  ]);
  await lookAtWidths(page, 'series-times-remove-confirm');
  await removing.getByRole('button', { name: 'Go back' }).click();
  await expect(removing).toHaveCount(0);
  await expect(page.getByTestId('edit-recurring-result')).toHaveCount(0);
  const unchanged = await okJson<{ series: unknown[] }>(
    await (await publicApi()).get(`/api/public/events/${eventId}/series?month=2027-03`),
  );
  expect(unchanged.series).toHaveLength(6);
  await page.getByRole('button', { name: 'Save series' }).click();
  await page.getByRole('dialog', { name: 'Remove 3 dates?' }).getByRole('button', { name: 'Save and remove' }).click();
  await expect(page.getByTestId('edit-recurring-result')).toContainText('0 added, 3 kept on the new schedule, 3 removed.');
  await page.getByRole('button', { name: 'Add a time of the day' }).click();
  await fillTime(page, 'Start time 2', '10:00');
  await fillTime(page, 'End time 2', '11:00');
  await page.getByRole('button', { name: 'Save series' }).click();
  await expect(page.getByTestId('edit-recurring-result')).toContainText('3 added, 3 kept on the new schedule, 0 removed.');

  // The event says its times of the day; a date links to the same day's other time.
  await page.goto(`/events/${eventId}`);
  await expect(page.getByTestId('event-times-of-day')).toHaveText('10:00–11:00, 14:00–15:00');
  await page.getByTestId('series-link').click();
  await page.getByRole('link', { name: /14:00, 01-03-2027/ }).click();
  await expect(page.getByTestId('event-title')).toHaveText('14:00, 01-03-2027');
  await page.getByTestId('same-day-times').getByRole('link', { name: '10:00–11:00' }).click();
  await expect(page.getByTestId('event-title')).toHaveText('10:00, 01-03-2027');
  // Canceling it says that only this time goes, not the day (a walk closing a day left its 14:00 on sale).
  await page.getByRole('button', { name: 'Cancel this date' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel this date?' })).toContainText(
    "Only this time is canceled: the day's other times and the series' other dates stay on sale.",
  );
  await page.getByRole('dialog', { name: 'Cancel this date?' }).getByRole('button', { name: 'Keep it' }).click();

  // The shop, in Danish: a day of the series has two times, each with its own places.
  await page.goto(`${FOYER}/embed/events/${eventId}?orgId=${DEMO_MUSEUM_ID}&la=da`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page
    .getByRole('table')
    .getByRole('button', { name: /1\. marts 2027/ })
    .click();
  const times = page.getByRole('group', { name: 'Vælg et tidspunkt' });
  await expect(times.getByRole('button')).toHaveText([/^10:00–11:00\s*12 tilbage$/, /^14:00–15:00\s*12 tilbage$/]);
  await times.getByRole('button', { name: /10:00–11:00/ }).click();
  await expect(times.getByRole('button', { name: /10:00–11:00/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Læg i kurven' })).toBeVisible();
  await lookAtWidths(page, 'series-times-shop-da');

  // Into the cart, and back: the date and the time chosen are still chosen (before, Back showed the month with nothing chosen).
  await page.getByRole('button', { name: 'Flere Voksen' }).click();
  await page.getByRole('button', { name: 'Læg i kurven' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Din bestilling');
  await page.goBack();
  await expect(page.getByRole('table').getByRole('button', { name: /1\. marts 2027/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(times.getByRole('button', { name: /10:00–11:00/ })).toHaveAttribute('aria-pressed', 'true');

  // A link to a time canceled since opens on its day with nothing of it to buy, and says why.
  const { items } = (await (await page.request.get(`/api/events/${eventId}/series?size=50`)).json()) as {
    items: { eventId: string; start: { date: string; time: string } }[];
  };
  const afternoon = items.find((item) => item.start.date === '2027-03-08' && item.start.time === '14:00')!;
  const canceled = await page.request.put(`/api/events/${afternoon.eventId}/edit-single`, {
    data: { status: 'Canceled' },
    headers: { origin: FOYER },
  });
  expect(canceled.ok(), await canceled.text()).toBe(true);
  await page.goto(`${FOYER}/embed/events/${afternoon.eventId}?orgId=${DEMO_MUSEUM_ID}&la=da`);
  await expect(page.getByTestId('date-closed')).toHaveText('Denne dato er aflyst: vælg en anden dato eller et andet tidspunkt.');
  await expect(page.getByRole('table').getByRole('button', { name: /8\. marts 2027/ })).toHaveAttribute('aria-pressed', 'true');
  // The day's one time left is offered, not the canceled one.
  await expect(page.locator('.when')).toContainText('10:00–11:00');
  await page
    .getByRole('table')
    .getByRole('button', { name: /15\. marts 2027/ })
    .click();
  await expect(page.getByTestId('date-closed')).toHaveCount(0);
});

test('timed entry: staff repeat a half-hour slot through the day instead of adding each time', async ({ page }) => {
  test.setTimeout(90_000);
  const eventId = await createWeeklySeries({ name: `Timed entry ${unique()}`, capacity: 12 });
  await signIn(page, 'admin@demo.test');
  await page.goto(`/events/edit-recurring/${eventId}`);
  await fillTime(page, 'Start time', '10:00');
  await fillTime(page, 'End time', '10:30');

  await page.getByRole('button', { name: 'Repeat through the day' }).click();
  const repeat = page.getByRole('group', { name: 'Repeat the latest time through the day' });
  // The interval the first time lasts, up to a last start of 16:00.
  await expect(repeat.getByRole('textbox', { name: 'Every' })).toHaveValue('30 minutes');
  await expect(repeat.getByTestId('repeat-times-summary')).toHaveText('Adds 12 times, from 10:30 to 16:00.');
  await repeat.getByRole('textbox', { name: 'Every' }).click();
  await page.getByRole('option', { name: '60 minutes' }).click();
  await expect(repeat.getByTestId('repeat-times-summary')).toHaveText('Adds 6 times, from 11:00 to 16:00.');
  await fillTime(page, 'Last start', '09:00');
  await expect(repeat.getByTestId('repeat-times-summary')).toHaveText(
    'No time to add: choose a last start after the latest time of the day.',
  );
  await expect(repeat.getByRole('button', { name: 'Add 0 times' })).toBeDisabled();
  await fillTime(page, 'Last start', '16:30');
  await repeat.getByRole('textbox', { name: 'Every' }).click();
  await page.getByRole('option', { name: '30 minutes' }).click();
  await lookAtWidths(page, 'series-times-repeat');
  await repeat.getByRole('button', { name: 'Add 13 times' }).click();
  await expect(repeat).toHaveCount(0);
  // The keyboard's place goes back to the button that opened the panel, not to the page's start.
  await expect(page.getByRole('button', { name: 'Repeat through the day' })).toBeFocused();

  await expect(page.getByText('14 times a day')).toBeVisible();
  await expectTime(page, 'Start time 14', '16:30');
  await expectTime(page, 'End time 14', '17:00');
  await expect(page.getByTestId('occurrence-preview-count')).toHaveText('42 occurrences in all');
  // 0 places is allowed but said: every date would show as sold out.
  const capacity = page.getByRole('textbox', { name: 'Capacity per occurrence' });
  await capacity.fill('0');
  await expect(page.getByText('No places: every date will show as sold out.')).toBeVisible();
  await capacity.fill('12');
  await expect(page.getByText('No places: every date will show as sold out.')).toHaveCount(0);
  // A row added this way is a row like any other: this one is taken off before saving.
  await page.getByRole('button', { name: 'Remove time 14' }).click();
  await page.getByRole('button', { name: 'Save series' }).click();
  await expect(page.getByTestId('edit-recurring-result')).toContainText('Series saved: 36 added, 3 kept on the new schedule, 0 removed.');
  await page.goto(`/events/${eventId}`);
  await expect(page.getByTestId('event-times-of-day')).toContainText('10:00–10:30, 10:30–11:00, 11:00–11:30');
  await expect(page.getByTestId('event-times-of-day')).toContainText('16:00–16:30');
  await expect(page.getByTestId('event-times-of-day')).not.toContainText('16:30–17:00');

  // A visitor holds a place at 16:00 on the first Monday; staff then take the 16:00 off. That date
  // is kept for the cart, but no longer offered to anyone else.
  const shopApi = await publicApi();
  const shopEvent = await okJson<{ tickets: { id: string }[] }>(await shopApi.get(`/api/public/events/${eventId}`));
  const { series } = await okJson<{ series: { eventId: string; start: { date: string; time: string } }[] }>(
    await shopApi.get(`/api/public/events/${eventId}/series?month=2027-03`),
  );
  const held = series.find((o) => o.start.date === '2027-03-01' && o.start.time === '16:00')!;
  await okJson(
    await shopApi.put(`/api/public/carts?orgId=${DEMO_MUSEUM_ID}`, {
      data: {
        cartId: null,
        language: 'en',
        event: { eventId: held.eventId, items: [{ ticketId: shopEvent.tickets[0]!.id, quantity: 1 }] },
      },
    }),
  );
  await page.goto(`/events/edit-recurring/${eventId}`);
  await expectTime(page, 'Start time 13', '16:00');
  await page.getByRole('button', { name: 'Remove time 13' }).click();
  await page.getByRole('button', { name: 'Save series' }).click();
  // The other two Mondays' 16:00 go; the one with a place in a cart is kept.
  await page.getByRole('dialog', { name: 'Remove 2 dates?' }).getByRole('button', { name: 'Save and remove' }).click();
  await expect(page.getByTestId('edit-recurring-result')).toContainText(
    '0 sold, 1 in visitors’ carts — taken off sale, as its time is no longer in the schedule',
  );
  const after = await okJson<{ series: { eventId: string }[] }>(await shopApi.get(`/api/public/events/${eventId}/series?month=2027-03`));
  expect(after.series.map((o) => o.eventId)).not.toContain(held.eventId);
  await shopApi.dispose();
});

/*
 * Two staff at the same series: the one who saves second was filled from the schedule before the
 * other's save, and would put it back unseen. The save is refused, and their changes load.
 */
test('a series saved by someone else meanwhile is not overwritten: their schedule loads to start again from', async ({ page }) => {
  const eventId = await createWeeklySeries({ name: `Two editors ${unique()}` });
  await signIn(page, 'admin@demo.test');
  await page.goto(`/events/edit-recurring/${eventId}`);
  await expectTime(page, 'Start time', '14:00');

  // A colleague moves the series to noon.
  const colleague = await signedInApi();
  const event = await okJson<{ version: number; schedule: Record<string, unknown> }>(await colleague.get(`/api/events/${eventId}`));
  await okJson(
    await colleague.put(`/api/events/${eventId}/edit-recurring`, {
      data: { fromDate: '2027-03-01', schedule: { ...event.schedule, startTime: '12:00', endTime: '13:00' }, version: event.version },
    }),
  );
  await colleague.dispose();

  await fillTime(page, 'End time', '15:30');
  await page.getByRole('button', { name: 'Save series' }).click();
  const refused = page.getByTestId('edit-recurring-error');
  await expect(refused).toContainText('Someone else saved this event since you opened it. Load their changes and make yours again.');
  await expect(page.getByTestId('edit-recurring-result')).toHaveCount(0);
  await lookAtWidths(page, 'series-edit-stale');
  await refused.getByRole('button', { name: 'Load the changes' }).click();
  await expectTime(page, 'Start time', '12:00');
  await expectTime(page, 'End time', '13:00');
  await fillTime(page, 'End time', '13:30');
  await page.getByRole('button', { name: 'Save series' }).click();
  await expect(page.getByTestId('edit-recurring-result')).toContainText('Series saved: 0 added, 3 kept on the new schedule, 0 removed.');
});
