import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../../fixtures/session';
import { chooseOption, expectTime, fillTime, selectBox, timeField, unique } from '../../fixtures/ui';
import { expectNoHorizontalScroll, expectWithinWidth } from '../../fixtures/a11y-checks';

// ---------------------------------------------------------------------------------------------
// Dates: the browser runs in this machine's zone, so "today" is the same here and in the calendar.

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
const two = (value: number) => String(value).padStart(2, '0');
/** 'dd-MM-yyyy', as the app shows a date (SPEC §9). */
const dmy = (date: Date) => `${two(date.getDate())}-${two(date.getMonth() + 1)}-${date.getFullYear()}`;
/** The aria-label Mantine gives a day of the calendar ('D MMMM YYYY' in English). */
const dayLabel = (date: Date) => `${date.getDate()} ${date.toLocaleString('en', { month: 'long' })} ${date.getFullYear()}`;

/** The Monday at least `daysAhead` days from today. */
function mondayAhead(daysAhead: number): Date {
  const start = addDays(new Date(), daysAhead);
  const shift = (8 - start.getDay()) % 7; // getDay: 0 Sunday … 1 Monday
  return addDays(start, shift);
}

/** Opens a Mantine DatePickerInput, pages to the month of `date` and picks that day. */
async function pickDate(page: Page, input: Locator, date: Date) {
  await input.click();
  const today = new Date();
  const months = (date.getFullYear() - today.getFullYear()) * 12 + date.getMonth() - today.getMonth();
  const dropdown = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('button[data-direction="next"]') });
  await expect(dropdown).toBeVisible();
  for (let i = 0; i < months; i++) await dropdown.locator('button[data-direction="next"]').click();
  await dropdown.locator(`button[aria-label="${dayLabel(date)}"]:not([data-outside])`).click();
  await expect(input).toHaveText(dmy(date));
  // The next picker must not find this one still closing.
  await expect(dropdown).toBeHidden();
}

/** The value next to a label of the details page (Field of detail-parts.tsx). */
const field = (scope: Locator, label: string) => scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

test('an admin creates a recurring event, edits one occurrence and cancels the event', async ({ page }) => {
  test.setTimeout(120_000);
  const id = unique();
  const name = `Lantern Tour ${id}`;
  // Tuesdays and Thursdays of three weeks, from a Monday two weeks ahead: six occurrences.
  const firstDate = mondayAhead(14);
  const lastDate = addDays(firstDate, 20);
  const occurrenceDays = [1, 3, 8, 10, 15, 17].map((offset) => addDays(firstDate, offset));
  expect(Math.round((lastDate.getTime() - firstDate.getTime()) / DAY_MS)).toBe(20);

  await signIn(page, 'admin@demo.test');
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Events', exact: true })).toBeVisible();
  await page.getByTestId('create-event').click();
  await expect(page).toHaveURL(/\/event-create$/);
  await expect(page.getByRole('heading', { name: 'Create event', level: 1 })).toBeVisible();
  const stepTitle = page.getByTestId('wizard-step-title');
  const stepOf = page.getByTestId('wizard-step-of');
  const next = page.getByRole('button', { name: 'Next' });

  // 1. General info: nothing filled in yet, so Next stays on the step and says what is missing.
  await expect(stepTitle).toHaveText('General info');
  await expect(stepOf).toHaveText('Step 1 of 9');
  await next.click();
  await expect(page.getByText('A name in the default language is required')).toBeVisible();
  await expect(stepTitle).toHaveText('General info');
  await page.getByLabel(/^Name \(English\)/).fill(name);
  await chooseOption(page, selectBox(page, /^Event type/), 'Concert');
  await chooseOption(page, selectBox(page, /^Venue/), 'Main Building');
  await page.getByLabel('Duration (minutes)').fill('90');
  await expect(page.getByText('Shown as 90 minutes')).toBeVisible();
  await next.click();

  // 2. Schedule: Recurring, weekly on Tuesday and Thursday.
  await expect(stepTitle).toHaveText('Schedule');
  await expect(stepOf).toHaveText('Step 2 of 9');
  await page.getByTestId('schedule-kind').getByText('Recurring', { exact: true }).click();
  await expect(selectBox(page, 'Repeats')).toHaveValue('Weekly');
  // No day chosen: the days' group says what to do, and a screen reader hears it with the days.
  await next.click();
  const days = page.getByRole('group', { name: 'On these days' });
  await expect(days).toHaveAccessibleDescription('Choose at least one day of the week');
  await expect(page.getByTestId('schedule-day-1')).toBeFocused();
  await page.getByText('Tue', { exact: true }).click();
  await page.getByText('Thu', { exact: true }).click();
  await expect(page.getByTestId('schedule-day-2')).toBeChecked();
  await expect(page.getByTestId('schedule-day-4')).toBeChecked();
  await pickDate(page, page.getByTestId('schedule-first-date'), firstDate);
  await pickDate(page, page.getByTestId('schedule-last-date'), lastDate);
  // The end follows a start moved, so the visit keeps its hour (it was left at 11:00, before 14:00).
  await fillTime(page, 'Start time', '14:00');
  await expectTime(page, 'End time', '15:00');
  // An end before the start is refused on the step.
  await fillTime(page, 'End time', '13:00');
  await next.click();
  await expect(page.getByText('End time is before start time')).toBeVisible();
  await expect(stepTitle).toHaveText('Schedule');
  await fillTime(page, 'End time', '15:30');
  // "Every 0 weeks" is said, not clamped silently to 1 when the field loses focus.
  const every = page.getByTestId('schedule-interval');
  await every.fill('0');
  await next.click();
  await expect(page.getByText('Enter a number from 1 to 365')).toBeVisible();
  await expect(every).toHaveValue('0');
  await expect(stepTitle).toHaveText('Schedule');
  await every.fill('1');
  await expect(page.getByText('Enter a number from 1 to 365')).toHaveCount(0);
  const preview = page.getByTestId('occurrence-preview');
  await expect(preview).toContainText('First occurrences (Central European Time)');
  await expect(page.getByTestId('occurrence-preview-count')).toHaveText('6 occurrences in all');
  await expect(preview.getByRole('row')).toHaveCount(6);
  await expect(preview.getByRole('row').first()).toContainText(`${dmy(occurrenceDays[0]!)} 14:00–15:30`);
  await next.click();

  // 3. Experience.
  await expect(stepTitle).toHaveText('Experience');
  await page.getByRole('checkbox', { name: 'Umbrella' }).check();
  await page.getByRole('checkbox', { name: 'Pets' }).check();
  await next.click();

  // 4. Guides: the demo guide.
  await expect(stepTitle).toHaveText('Guides');
  await page.getByRole('checkbox', { name: 'Gustav Guide' }).check();
  await next.click();

  // 5. Tickets: without any ticket type the step refuses to go on.
  await expect(stepTitle).toHaveText('Tickets and price');
  await expect(page.getByTestId('ticket-0')).toBeVisible();
  await page.getByTestId('ticket-0').getByRole('button', { name: 'Remove ticket type' }).click();
  await expect(page.getByTestId('ticket-0')).toHaveCount(0);
  await next.click();
  await expect(page.getByTestId('tickets-error')).toHaveText('Select at least 1 ticket type to continue');
  await expect(stepTitle).toHaveText('Tickets and price');

  const addTicket = page.getByRole('button', { name: 'Add ticket type' });
  await addTicket.click();
  const adult = page.getByTestId('ticket-0');
  await adult.getByLabel(/^Name \(English\)/).fill('Adult');
  await expect(selectBox(adult, 'Age group')).toHaveValue('Adult');
  await adult.getByLabel('Price with VAT').fill('150');
  await expect(adult.getByText('Net price: DKK 120.00')).toBeVisible();

  await addTicket.click();
  const underage = page.getByTestId('ticket-1');
  await underage.getByLabel(/^Name \(English\)/).fill('Underage');
  await chooseOption(page, selectBox(underage, 'Age group'), 'Under 18');
  await underage.getByLabel('Price with VAT').fill('75');
  await expect(underage.getByText('Net price: DKK 60.00')).toBeVisible();
  await underage.getByTestId('ticket-1-quantity').fill('10');
  await next.click();

  // 6. Sales: one shared capacity per occurrence, which says that a type's own quantity does not
  // apply with it (capped types need a capacity per ticket type).
  await expect(stepTitle).toHaveText('Sales');
  await expect(page.getByRole('radio', { name: /^Pool restricted/ })).toBeChecked();
  await expect(page.getByTestId('sales-pool-ignores-quantities')).toContainText('(Underage 10)');
  await page.getByRole('radio', { name: /^Individual restricted/ }).check();
  await expect(page.getByTestId('sales-pool-ignores-quantities')).toHaveCount(0);
  await expect(page.getByLabel('Capacity: Underage')).toHaveValue('10');
  await page.getByRole('radio', { name: /^Pool restricted/ }).check();
  await page.getByLabel(/^Capacity per occurrence/).fill('25');
  await next.click();

  // 7. Refund policy.
  await expect(stepTitle).toHaveText('Refund policy');
  await page.getByRole('radio', { name: 'Refund up to 7 days before' }).check();
  await next.click();

  // 8. Preview of everything.
  await expect(stepTitle).toHaveText('Preview');
  const summary = page.getByTestId('wizard-preview');
  await expect(summary).toContainText(name);
  await expect(summary).toContainText('Concert');
  await expect(summary).toContainText('Main Building');
  await expect(summary).toContainText('Duration (minutes)90 minutes');
  await expect(summary.getByTestId('occurrence-preview-count')).toHaveText('6 occurrences in all');
  await expect(summary).toContainText('Umbrella');
  await expect(summary).toContainText('Not allowed: Pets');
  await expect(summary).toContainText('Gustav Guide');
  await expect(summary.getByTestId('preview-ticket-0')).toHaveText('Adult — DKK 150.00 · Online only');
  await expect(summary.getByTestId('preview-ticket-1')).toHaveText('Underage (Under 18) — DKK 75.00 · Online only');
  await expect(summary).toContainText('Pool restricted: 25');
  // Only English names were given: the preview says what the shop shows in the other languages.
  await expect(summary.getByTestId('preview-untranslated')).toHaveText(
    'Not translated: Danish, German, Dutch. The shop shows the names in the default language there.',
  );
  await expect(summary).toContainText('Refund up to 7 days before');
  await next.click();

  // 9. Publish now.
  await expect(stepTitle).toHaveText('Publish');
  await expect(stepOf).toHaveText('Step 9 of 9');
  await expect(page.getByRole('radio', { name: 'Publish now' })).toBeChecked();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const eventId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByTestId('event-notice')).toHaveText('The event was created.');

  const title = page.getByTestId('event-title');
  await expect(title).toHaveText(name);
  await expect(page.getByTestId('event-status')).toHaveText('Published');
  const schedule = page.getByTestId('event-schedule');
  await expect(field(schedule, 'Kind')).toHaveText('Recurring event');
  await expect(field(schedule, 'Occurrences')).toHaveText('6');
  await expect(field(schedule, 'First start')).toHaveText(`14:00, ${dmy(occurrenceDays[0]!)}`);
  await expect(field(schedule, 'Last end')).toHaveText(`15:30, ${dmy(occurrenceDays[5]!)}`);
  const general = page.getByTestId('event-general');
  await expect(field(general, 'Location')).toHaveText('Main Building');
  await expect(field(general, 'Refund policy')).toHaveText('Refund up to 7 days before the start');
  const tickets = page.getByTestId('event-tickets');
  await expect(field(tickets, 'Sale mode')).toHaveText('Pool restricted');
  await expect(field(tickets, 'Shared capacity per occurrence')).toHaveText('25');
  const ticketRows = tickets.getByTestId('ticket-row');
  await expect(ticketRows).toHaveCount(2);
  await expect(ticketRows.nth(0)).toContainText('Adult');
  await expect(ticketRows.nth(0)).toContainText('150.00');
  await expect(ticketRows.nth(1)).toContainText('Underage');
  await expect(ticketRows.nth(1)).toContainText('75.00');
  // Its typed quantity is not the type's: it sells from the shared capacity.
  await expect(ticketRows.nth(1)).toContainText('Shared capacity');
  await expect(ticketRows.nth(1)).not.toContainText('10');
  await expect(page.getByTestId('event-guides').getByTestId('guide-row')).toContainText('Gustav Guide');

  // 2. The event is in the list (published, next 90 days), found by its title.
  await page.goto('/events');
  await page.getByLabel('Title').fill(id);
  await expect(page).toHaveURL(new RegExp(`[?&]title=${id}`));
  const rows = page.getByTestId('event-row');
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: name });
  await expect(row).toContainText('Concert');
  await expect(row).toContainText('Main Building');
  await expect(row).toContainText(`14:00, ${dmy(occurrenceDays[0]!)}`);
  await expect(row.getByTestId('event-status')).toHaveText('Published');
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
  await expect(title).toHaveText(name);

  // Its series: six occurrences at 14:00 local time (the venue's zone).
  await page.getByTestId('series-link').click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/series$`));
  await expect(page.getByRole('heading', { name: `Occurrences of ${name}` })).toBeVisible();
  const occurrences = page.getByTestId('occurrence-row');
  await expect(occurrences).toHaveCount(6);
  for (const [index, day] of occurrenceDays.entries()) {
    await expect(occurrences.nth(index)).toContainText(dmy(day));
    await expect(occurrences.nth(index)).toContainText('14:00–15:30');
    await expect(occurrences.nth(index)).toContainText('0 / 25');
  }

  // 3. One occurrence (the second) gets other times and a larger capacity.
  const day = occurrenceDays[1]!;
  await occurrences
    .nth(1)
    .getByRole('link', { name: dmy(day) })
    .click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const occurrenceId = new URL(page.url()).pathname.split('/').pop()!;
  expect(occurrenceId).not.toBe(eventId);
  await expect(page.getByTestId('occurrence-of')).toHaveText(`Occurrence of ${name}`);
  await expect(title).toHaveText(`14:00, ${dmy(day)}`);
  const capacity = page.getByTestId('occurrence-capacity');
  await expect(field(capacity, 'Capacity')).toHaveText('25');

  await page.getByRole('link', { name: 'Edit this occurrence' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/edit-single/${occurrenceId}$`));
  await expect(page.getByRole('heading', { name: 'Edit occurrence' })).toBeVisible();
  await expectTime(page, 'Start time', '14:00');
  await expectTime(page, 'End time', '15:30');
  await expect(page.getByTestId('schedule-start-date')).toHaveText(dmy(day));
  const occurrenceCapacity = page.getByLabel('Capacity of this occurrence');
  await expect(occurrenceCapacity).toHaveValue('25');
  await fillTime(page, 'Start time', '16:00');
  await fillTime(page, 'End time', '17:15');
  await occurrenceCapacity.fill('30');
  await page.getByRole('button', { name: 'Save occurrence' }).click();
  await expect(page.getByTestId('edit-single-message')).toHaveText('The occurrence was saved.');

  await page.goto(`/events/${occurrenceId}`);
  await expect(title).toHaveText(`16:00, ${dmy(day)}`);
  await expect(page.getByText('Changed from the series')).toBeVisible();
  const occurrenceSchedule = page.getByTestId('event-schedule');
  await expect(field(occurrenceSchedule, 'Start')).toHaveText(`16:00, ${dmy(day)}`);
  await expect(field(occurrenceSchedule, 'End')).toHaveText(`17:15, ${dmy(day)}`);
  await expect(field(capacity, 'Capacity')).toHaveText('30');
  await expect(field(capacity, 'Available')).toHaveText('30');
  // The others keep the series' times.
  await page.getByRole('link', { name: 'Go to the series' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
  await page.getByTestId('series-link').click();
  await expect(occurrences).toHaveCount(6);
  await expect(occurrences.nth(1)).toContainText('16:00–17:15');
  await expect(occurrences.nth(1)).toContainText('0 / 30');
  await expect(occurrences.nth(0)).toContainText('14:00–15:30');
  await expect(occurrences.nth(2)).toContainText('14:00–15:30');

  // 4. Cancel the whole event, after a question.
  await page.getByRole('link', { name: 'Back to the event' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
  await expect(title).toHaveText(name);
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel event?' });
  await expect(confirm).toContainText(`${name} will be canceled and can no longer be bought.`);
  await confirm.getByRole('button', { name: 'Cancel event' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('event-notice')).toHaveText('The event is canceled.');
  await expect(page.getByTestId('event-status')).toHaveText('Canceled');
  await expect(page.getByRole('button', { name: 'Cancel event' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('event-status')).toHaveText('Canceled');
  await expect(field(page.getByTestId('event-general'), 'Status')).toHaveText('Canceled');

  // It has left the Published list, and is under Canceled.
  await page.goto(`/events?title=${id}`);
  await expect(page.getByTestId('events-empty')).toHaveText('No events match the filters.');
  await chooseOption(page, page.getByTestId('event-status-filter'), 'Canceled');
  await expect(page).toHaveURL(/[?&]status=Canceled/);
  await expect(rows).toHaveCount(1);
  await expect(rows.filter({ hasText: name }).getByTestId('event-status')).toHaveText('Canceled');
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("the wizard's first two steps fit the width of the screen, and its draft resumes in another browser", async ({ page, browser }) => {
    await signIn(page, 'admin@demo.test');
    await page.goto('/event-create');
    const stepTitle = page.getByTestId('wizard-step-title');
    const next = page.getByRole('button', { name: 'Next' });

    await expect(stepTitle).toHaveText('General info');
    await expectWithinWidth(page, page.getByLabel(/^Name \(English\)/));
    await expectWithinWidth(page, selectBox(page, /^Event type/));
    await expectWithinWidth(page, selectBox(page, /^Venue/));
    await expectWithinWidth(page, page.getByLabel('Duration (minutes)'));
    await expectWithinWidth(page, next);
    await expectNoHorizontalScroll(page);

    await page.getByLabel(/^Name \(English\)/).fill(`Tablet Tour ${unique()}`);
    await chooseOption(page, selectBox(page, /^Event type/), 'Guided tour');
    await chooseOption(page, selectBox(page, /^Venue/), 'Main Building');
    await next.click();

    await expect(stepTitle).toHaveText('Schedule');
    await page.getByTestId('schedule-kind').getByText('Recurring', { exact: true }).click();
    await expect(page.getByText('On these days')).toBeVisible();
    await expectWithinWidth(page, page.getByTestId('schedule-kind'));
    await expectWithinWidth(page, page.getByText('Sun', { exact: true }));
    await expectWithinWidth(page, page.getByTestId('schedule-first-date'));
    await expectWithinWidth(page, page.getByTestId('schedule-last-date'));
    await expectWithinWidth(page, timeField(page, 'End time').minutes);
    await expectWithinWidth(page, next);
    await expectNoHorizontalScroll(page);

    // The answers are saved on the server as a draft, so another browser offers to resume them.
    const status = page.getByTestId('draft-save-status');
    await expect(status).toHaveAttribute('data-state', 'saved');
    await expect(status).toHaveText(/^Draft saved at /);
    const other = await browser.newPage({ viewport: { width: 768, height: 1024 } });
    await signIn(other, 'admin@demo.test');
    await other.goto('/event-create');
    const offer = other.getByTestId('draft-resume');
    await expect(offer).toContainText('Resume your draft?');
    await expect(offer).toContainText('Tablet Tour');
    await expectNoHorizontalScroll(other);
    await other.getByTestId('draft-resume-button').click();
    await expect(other.getByTestId('wizard-step-title')).toHaveText('Schedule');
    await expect(other.getByText('On these days')).toBeVisible();
    await other.getByTestId('wizard-back').click();
    await expect(other.getByLabel(/^Name \(English\)/)).toHaveValue(/^Tablet Tour /);

    // Starting over removes the draft: the next visit starts empty, without an offer.
    await other.goto('/event-create');
    await other.getByTestId('draft-discard-button').click();
    await expect(other.getByLabel(/^Name \(English\)/)).toHaveValue('');
    await other.reload();
    await expect(other.getByTestId('wizard-step-title')).toHaveText('General info');
    await expect(other.getByTestId('draft-resume')).toHaveCount(0);
    await other.close();
  });
});

test('a single event’s Edit opens the form of its one occurrence, which saves', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/events');
  await page.getByRole('link', { name: 'Summer concert in the garden' }).first().click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const eventId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByTestId('edit-single').click();
  await expect(page).toHaveURL(new RegExp(`/events/edit-single/${eventId}$`));
  await expect(page.getByRole('heading', { name: 'Edit occurrence' })).toBeVisible();
  await expectTime(page, 'Start time', '19:30');
  const standard = page.getByLabel('Capacity: Standard');
  await expect(standard).toHaveValue('250');
  try {
    await standard.fill('260');
    await page.getByRole('button', { name: 'Save occurrence' }).click();
    await expect(page.getByTestId('edit-single-message')).toHaveText('The occurrence was saved.');
    await page.reload();
    await expect(page.getByLabel('Capacity: Standard')).toHaveValue('260');
  } finally {
    await page.getByLabel('Capacity: Standard').fill('250');
    await page.getByRole('button', { name: 'Save occurrence' }).click();
    await expect(page.getByTestId('edit-single-message')).toHaveText('The occurrence was saved.');
  }
});

// A review walk: an edit page of an event that does not exist (or is another museum's) said
// "Could not load the event. Please try again later."; trying again could never help.
test('the edit pages of an event that does not exist say so, with the way back to the events', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const missing = '00000000-0000-4000-a000-00000000beef';
  for (const edit of ['edit-single', 'edit-recurring', 'edit-details']) {
    await page.goto(`/events/${edit}/${missing}`);
    const notFound = page.getByTestId('event-not-found');
    await expect(notFound).toContainText('Event not found');
    await expect(notFound.getByRole('link', { name: 'Events' })).toBeVisible();
    await expect(page.getByText('Please try again later')).toHaveCount(0);
  }
});
