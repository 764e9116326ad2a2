import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../fixtures/session';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { createWeeklySeries, holdInCart, seriesDates } from '../../fixtures/events';
import { buyEntranceByApi } from '../../fixtures/shop';
import { waitForMail } from '../../fixtures/mailbox';
import { fillTime, unique } from '../../fixtures/ui';

const openDate = async (page: Page, eventId: string, index: number) => {
  await page.goto(`/events/${eventId}/series`);
  await page.getByTestId('occurrence-row').nth(index).getByRole('link').click();
  await expect(page.getByTestId('occurrence-of')).toBeVisible();
};

test('one date of a series is canceled as "this date", with a button that keeps it, and then reads as not taking place', async ({
  page,
}) => {
  const eventId = await createWeeklySeries({ name: `Monday talks ${unique()}` });
  await signIn(page, 'admin@demo.test');
  await openDate(page, eventId, 0);
  // "Cancel event" here read as canceling the series, and "Cancel" beside it as doing it.
  await expect(page.getByRole('button', { name: 'Cancel event' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel this date' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this date?' });
  await expect(confirm).toContainText("The series' other dates stay on sale.");
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('event-status')).toHaveText('Published');

  await page.getByRole('button', { name: 'Cancel this date' }).click();
  await confirm.getByRole('button', { name: 'Cancel this date' }).click();
  await expect(page.getByTestId('event-notice')).toHaveText('This date is canceled.');
  await expect(page.getByTestId('event-status')).toHaveText('Canceled');
  await expect(page.getByTestId('time-label')).toHaveCount(0);

  // In the series it is canceled, not "Upcoming"; the other dates are.
  await page.goto(`/events/${eventId}/series`);
  const rows = page.getByTestId('occurrence-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByTestId('event-status')).toHaveText('Canceled');
  await expect(rows.nth(0).getByTestId('time-label')).toHaveCount(0);
  await expect(rows.nth(1).getByTestId('time-label')).toHaveText('Upcoming');

  // On a phone in Danish each badge reads whole: the header above the capacity wraps instead (it read "KOMM…").
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/events/${eventId}/series?la=da`);
  await expect(rows.nth(1).getByTestId('time-label')).toHaveText('Kommende');
  const cut = await page
    .locator('.mantine-Badge-label')
    .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent));
  expect(cut).toEqual([]);
});

test('canceling a date with tickets sold and places in carts says what canceling leaves to staff, and putting it back says so', async ({
  page,
}) => {
  const eventId = await createWeeklySeries({ name: `Sold talks ${unique()}` });
  const {
    occurrenceIds: [occurrenceId],
    ticketId,
  } = await seriesDates(eventId, ['2027-03-01']);
  const date = { occurrenceId: occurrenceId!, ticketId };
  await buyEntranceByApi('sold-talks@visitors.test', 'en', 2, { date });
  // Another visitor holds 3 places in a cart.
  await holdInCart(date, 3);

  await signIn(page, 'admin@demo.test');
  // Moving the date says that its tickets and the places in carts move with it, unannounced.
  await openDate(page, eventId, 0);
  await page.getByTestId('edit-single').click();
  // The time zone in words, not as "(Europe/Copenhagen)".
  await expect(page.getByText('Changes apply to this occurrence only. Times are in Central European Time.')).toBeVisible();
  await fillTime(page, 'Start time', '14:30');
  const moving = page.getByTestId('edit-single-moving');
  await expect(moving).toContainText('2 tickets are sold for this occurrence: they move with it.');
  await expect(moving.getByRole('checkbox', { name: 'Email the buyers the old and the new time' })).toBeChecked();
  await expect(moving).toContainText('3 places are in visitors’ carts: they move with it');
  await lookAtWidths(page, 'move-sold-date-en');
  await fillTime(page, 'Start time', '14:00');
  await expect(moving).toHaveCount(0);

  await openDate(page, eventId, 0);
  await page.getByRole('button', { name: 'Cancel this date' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this date?' });
  await expect(confirm).toContainText('2 tickets are sold for it: they are refunded in full, whatever the refund policy');
  await expect(confirm).toContainText('3 places are in visitors’ carts or being paid for');
  await lookAtWidths(page, 'cancel-sold-date-en');
  // Canceled without refunding (staff may offer another date first): said so.
  await confirm.getByRole('checkbox', { name: 'Refund the 2 tickets sold and tell their buyers' }).uncheck();
  await expect(confirm).toContainText(
    '2 tickets are sold for it: their buyers are neither refunded nor told. You can refund them from this page later.',
  );
  await confirm.getByRole('button', { name: 'Cancel this date' }).click();
  await expect(page.getByTestId('event-notice')).toHaveText('This date is canceled.');
  // Back on sale: asked first (a review walk did it with one click on "Publish now"), then said of the date.
  await page.getByRole('button', { name: 'Put back on sale' }).click();
  const republish = page.getByRole('dialog', { name: 'Put it back on sale?' });
  await expect(republish).toContainText('can be bought again.');
  await republish.getByRole('button', { name: 'Put back on sale' }).click();
  await expect(page.getByTestId('event-notice')).toHaveText('This date is back on sale.');

  // In Danish: the same, in words.
  await page.goto(`${page.url().split('?')[0]}?la=da`);
  await page.getByRole('button', { name: 'Aflys denne dato' }).click();
  const danish = page.getByRole('dialog', { name: 'Aflys denne dato?' });
  await expect(danish).toContainText('2 billetter er solgt til den: de refunderes fuldt ud uanset refusionspolitikken');
  await lookAtWidths(page, 'cancel-sold-date-da');
  await danish.getByRole('button', { name: 'Fortryd' }).click();
  await page.goto(`${page.url().split('?')[0]}?la=en`);
});

test('a date’s capacity emptied or made negative is refused by name, and the saved capacity stays', async ({ page }) => {
  const eventId = await createWeeklySeries({ name: `Capacity probe ${unique()}` });
  await signIn(page, 'admin@demo.test');
  await openDate(page, eventId, 1);
  await page.getByTestId('edit-single').click();
  const capacity = page.getByTestId('edit-single-capacity');
  await expect(capacity).toHaveValue('30');
  await capacity.fill('');
  await page.getByTestId('edit-single-save').click();
  await expect(page.getByText('Enter the capacity the ticket types share')).toBeVisible();
  await expect(page.getByTestId('edit-single-message')).toHaveCount(0);
  // Typed -4 stays -4 and is named (it became 0, a date with no places, and was saved).
  await capacity.fill('-4');
  await capacity.blur();
  await expect(capacity).toHaveValue('-4');
  await page.getByTestId('edit-single-save').click();
  await expect(page.getByText('Invalid quantity')).toBeVisible();
  // Leaving with a change not saved asks first; staying keeps what was typed.
  const editing = page.url();
  await page.goBack();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(editing);
  await expect(capacity).toHaveValue('-4');
  await capacity.fill('12');
  await page.getByTestId('edit-single-save').click();
  await expect(page.getByTestId('edit-single-message')).toHaveText('The occurrence was saved.');
  // Saved, it leaves without a question.
  await page.goBack();
  await expect(page).not.toHaveURL(editing);
  await expect(leave).toHaveCount(0);
  await page.goto(`/events/${eventId}/series`);
  await expect(page.getByTestId('occurrence-row').nth(1)).toContainText('0 / 12');
  await expect(page.getByTestId('occurrence-row').nth(0)).toContainText('0 / 30');
  // Its capacity alone changed: its times still follow the series' (saving sent them and pinned them).
  await openDate(page, eventId, 1);
  await expect(page.getByTestId('event-page')).not.toContainText('Changed from the series');
});

test('editing the series from one of its dates starts the change at that date', async ({ page }) => {
  const eventId = await createWeeklySeries({ name: `Series from a date ${unique()}` });
  await signIn(page, 'admin@demo.test');
  await openDate(page, eventId, 1);
  // On one date, the series' rule is named as the series' (the date's own capacity may differ).
  await expect(page.getByTestId('event-tickets')).toContainText("The series' shared capacity per occurrence");
  await page.getByTestId('edit-recurring').click();
  // The second Monday, 8 March 2027: before, "Change from" was today and staff re-picked the date.
  await expect(page.getByTestId('edit-recurring-from')).toHaveText('08-03-2027');
});

test('moving a sold date mails its buyers the old and the new time, unless staff untick it', async ({ page }) => {
  const eventId = await createWeeklySeries({ name: `Moved talks ${unique()}` });
  const {
    occurrenceIds: [occurrenceId],
    ticketId,
  } = await seriesDates(eventId, ['2027-03-01']);
  const email = `moved-${unique()}@visitors.test`;
  await buyEntranceByApi(email, 'da', 1, { date: { occurrenceId: occurrenceId!, ticketId } });

  await signIn(page, 'admin@demo.test');
  await openDate(page, eventId, 0);
  await page.getByTestId('edit-single').click();
  await fillTime(page, 'Start time', '15:00');
  await fillTime(page, 'End time', '16:30');
  const moving = page.getByTestId('edit-single-moving');
  const tell = moving.getByRole('checkbox', { name: 'Email the buyers the old and the new time' });
  await expect(tell).toBeChecked();
  await expect(moving).toContainText('1 ticket is sold for this occurrence: it moves with it.');
  // Unticked, the page says nobody is told; ticked again, it does not.
  await tell.uncheck();
  await expect(moving).toContainText('The buyers are not told.');
  await tell.check();
  await expect(moving).not.toContainText('The buyers are not told.');
  await lookAtWidths(page, 'move-sold-date-tell-en');

  const since = Date.now();
  await page.getByTestId('edit-single-save').click();
  await expect(page.getByTestId('edit-single-message')).toHaveText('The occurrence was saved. Its buyers are told the new time by email.');
  // The buyer bought in Danish: the mail is in Danish.
  const mail = await waitForMail(email, since, 30_000);
  expect(mail.subject).toMatch(/^Nyt tidspunkt for Moved talks .+ \(ordre \d+\)$/);
  const body = mail.text.replace(/\s+/g, ' ');
  expect(body).toContain('Det var 14:00–15:00, 01-03-2027; det er nu 15:00–16:30, 01-03-2027.');
  expect(body).toContain('Dine billetter gælder til det nye tidspunkt');
});
