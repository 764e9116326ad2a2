import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../../fixtures/session';
import { chooseOption, expectTime, fillTime, selectBox, timeField, unique } from '../../fixtures/ui';

/**
 * Issue 12: a fresh wizard's schedule step showed "Invalid Date" in both date fields, and the
 * draft's time in 12-hour form ("02:17 PM"), and the start and end times were native time inputs,
 * which an en-US browser shows as "10:00 AM". Tried in a 12-hour browser locale (en-US).
 */
test.use({ locale: 'en-US', timezoneId: 'Europe/Copenhagen' });

/** The first step answered (a named concert at the Main Building), and on to the schedule. */
async function throughGeneralInfo(page: Page, name: string) {
  await page.getByLabel(/^Name \(English\)/).fill(`${name} ${unique()}`);
  await chooseOption(page, selectBox(page, /^Event type/), 'Concert');
  await chooseOption(page, selectBox(page, /^Venue/), 'Main Building');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('wizard-step-title')).toHaveText('Schedule');
}

for (const width of [1280, 390]) {
  test(`a fresh wizard's schedule step shows empty date fields, not "Invalid Date", and the draft's time in 24 hours (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'admin@demo.test');
    // A fresh wizard: no draft of an earlier test is offered (and none is left behind, below).
    const discardDraft = async () => expect((await page.request.delete('/api/events/wizard-draft')).ok()).toBe(true);
    await discardDraft();
    await page.goto('/event-create');
    await expect(page.getByTestId('wizard-step-title')).toHaveText('General info');
    await throughGeneralInfo(page, 'Schedule probe');

    for (const kind of ['Single', 'Recurring'] as const) {
      await page.getByTestId('schedule-kind').getByText(kind, { exact: true }).click();
      const dates = kind === 'Single' ? ['schedule-start-date', 'schedule-end-date'] : ['schedule-first-date', 'schedule-last-date'];
      for (const id of dates) await expect(page.getByTestId(id), `${kind}: ${id}`).toHaveText('');
      await expect(page.getByText('Invalid Date')).toHaveCount(0);
    }
    await page.getByTestId('schedule-kind').getByText('Single', { exact: true }).click();

    // A start date chosen fills the empty end date with the same day (it was left empty, and only
    // "Schedule date and time are required" said so).
    await page.getByTestId('schedule-start-date').click();
    const dropdown = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('button[data-direction="next"]') });
    await dropdown.locator('button[data-direction="next"]').click();
    await dropdown.locator('table button:not([data-outside]):not([disabled])').nth(14).click();
    await expect(dropdown).toBeHidden();
    const startDay = await page.getByTestId('schedule-start-date').textContent();
    expect(startDay).toMatch(/^\d\d-\d\d-\d{4}$/);
    await expect(page.getByTestId('schedule-end-date')).toHaveText(startDay!);

    const status = page.getByTestId('draft-save-status');
    await expect(status).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
    await expect(status).toHaveText(/^Draft saved at ([01]\d|2[0-3]):[0-5]\d$/);

    const file = test.info().outputPath(`wizard-schedule-step-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await test.info().attach(`wizard-schedule-step-${width}`, { path: file, contentType: 'image/png' });
    await discardDraft();
  });
}

test('the schedule times are typed and shown on the 24-hour clock in a 12-hour (en-US) browser', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const discardDraft = async () => expect((await page.request.delete('/api/events/wizard-draft')).ok()).toBe(true);
  await discardDraft();
  await page.goto('/event-create');
  await throughGeneralInfo(page, 'Clock probe');

  for (const kind of ['Single', 'Recurring'] as const) {
    await page.getByTestId('schedule-kind').getByText(kind, { exact: true }).click();
    // A native time input follows the browser's locale (12-hour here): none is used.
    await expect(page.locator('input[type="time"]'), kind).toHaveCount(0);
    await expectTime(page, 'Start time', '10:00');
    await expectTime(page, 'End time', '11:00');
    await fillTime(page, 'Start time', '14:05');
    await fillTime(page, 'End time', '23:30');
    await expect(page.locator('main'), kind).not.toContainText(/\d\s?(AM|PM)\b/);
    await fillTime(page, 'Start time', '10:00');
    await fillTime(page, 'End time', '11:00');
  }
  // Clicked twice and typed, as staff do: the digits replace the hours (the second click left the
  // caret between them, and "13" read "113", kept as 23; a walk's tour ended at 23:59).
  const end = timeField(page, 'End time');
  await end.hours.click();
  await end.hours.click();
  await page.keyboard.type('1300');
  await expectTime(page, 'End time', '13:00');
  await end.minutes.click();
  await end.minutes.click();
  await page.keyboard.type('45');
  await expectTime(page, 'End time', '13:45');
  await fillTime(page, 'End time', '11:00');
  // The answers the draft keeps are the 24-hour times typed.
  await fillTime(page, 'Start time', '17:45');
  const status = page.getByTestId('draft-save-status');
  await expect(status).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/events/wizard-draft')).json()) as { answers?: { startTime?: string } } | null)?.answers
          ?.startTime,
    )
    .toBe('17:45');
  await discardDraft();
});

test('a draft the lapsed session could not save is saved once signed in again over the wizard', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const discardDraft = async () => expect((await page.request.delete('/api/events/wizard-draft')).ok()).toBe(true);
  await discardDraft();
  await page.goto('/event-create');
  const name = `Lapse probe ${unique()}`;
  await page.getByLabel(/^Name \(English\)/).fill(name);
  const status = page.getByTestId('draft-save-status');
  await expect(status).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });

  // Signed out elsewhere; the next answers cannot be saved, and the wizard asks for the password.
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  await page.getByLabel(/^Name \(English\)/).fill(`${name} at noon`);
  const lapse = page.getByRole('dialog', { name: 'You have been signed out' });
  await expect(lapse).toBeVisible({ timeout: 15_000 });
  await lapse.getByLabel('Password').fill(DEMO_PASSWORD);
  await lapse.getByRole('button', { name: 'Sign in and carry on' }).click();
  await expect(lapse).toBeHidden();

  // The answers typed meanwhile are kept, and saved now without another keystroke.
  await expect(page.getByLabel(/^Name \(English\)/)).toHaveValue(`${name} at noon`);
  await expect(status).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/events/wizard-draft')).json()) as { answers?: { names?: { en?: string } } }).answers?.names
          ?.en,
    )
    .toBe(`${name} at noon`);
  await discardDraft();
});

test('"Next" on a step with errors takes the focus to the first field named wrong, even above the screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await signIn(page, 'admin@demo.test');
  expect((await page.request.delete('/api/events/wizard-draft')).ok()).toBe(true);
  await page.goto('/event-create');
  await expect(page.getByTestId('wizard-step-title')).toHaveText('General info');
  // The step's "Next" is below its fields: the name's error was out of sight and the focus stayed on "Next".
  const next = page.getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  await next.click();
  const name = page.getByLabel(/^Name \(English\)/);
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  // Once the name is there, the next field named wrong is the one to go to.
  await name.fill(`Focus probe ${unique()}`);
  await next.click();
  await expect(selectBox(page, /^Event type/)).toBeFocused();
  expect((await page.request.delete('/api/events/wizard-draft')).ok()).toBe(true);
});

test('a date already over is said in the schedule preview: allowed, but never on sale', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  expect((await page.request.delete('/api/events/wizard-draft')).ok()).toBe(true);
  await page.goto('/event-create');
  await throughGeneralInfo(page, 'Past probe');
  await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  // The answers as the draft keeps them, with a date long past (the date pickers are another test's).
  const draft = (await (await page.request.get('/api/events/wizard-draft')).json()) as { answers: Record<string, unknown> };
  const answers = {
    ...draft.answers,
    scheduleKind: 'Single',
    startDate: '2020-03-02',
    endDate: '2020-03-02',
    startTime: '14:00',
    endTime: '15:00',
  };
  expect((await page.request.put('/api/events/wizard-draft', { data: { step: 'schedule', answers } })).ok()).toBe(true);
  await page.goto('/event-create');
  await page.getByTestId('draft-resume-button').click();
  await expect(page.getByTestId('occurrence-preview-count')).toHaveText('1 occurrence in all');
  await expect(page.getByTestId('occurrence-preview-past')).toHaveText('This date is already over: the shop will not sell it.');
  await expect(page.getByTestId('duration-check')).toHaveCount(0);

  // An end before the start on one day is said under the end time (it was said under the end
  // date, which was right: a walk); mended, it goes at once (it stayed until the next "Next").
  await fillTime(page, 'End time', '13:00');
  await page.getByRole('button', { name: 'Next' }).click();
  const backwards = page.getByText('End time is before start time');
  await expect(backwards).toBeVisible();
  await expect(page.getByText('End date & time must be after Start date & time')).toHaveCount(0);
  await fillTime(page, 'End time', '15:00');
  await expect(backwards).toHaveCount(0);

  // Times longer than the first step's duration, which the shop shows beside them: said, and one click away.
  await fillTime(page, 'End time', '15:59');
  const check = page.getByTestId('duration-check');
  await expect(check).toContainText('The shop shows a duration of 60 minutes (the first step), but these times last 119 minutes.');
  await check.getByRole('button', { name: 'Show 119 minutes' }).click();
  await expect(check).toHaveCount(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel(/^Duration/)).toHaveValue('119');
  expect((await page.request.delete('/api/events/wizard-draft')).ok()).toBe(true);
});
