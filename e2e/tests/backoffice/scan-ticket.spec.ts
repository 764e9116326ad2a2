import fs from 'node:fs';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import config from '../../playwright.config';
import { buyParkCombiByApi, copenhagenDate, eventForToday, sellTicketsForToday, typeTicketNumber } from '../../fixtures/door';
import { signIn } from '../../fixtures/session';
import { buyEntranceByApi, entranceEventId, signedInApi } from '../../fixtures/shop';
import { chooseOption, okJson, selectBox, unique } from '../../fixtures/ui';

/** Where copies of the screenshots go for a person to look at. */
const SHOTS_DIR = process.env.E2E_SCAN_SHOTS_DIR ?? '/tmp/scan-shots';
const USED_AT = /\d\d:\d\d, \d\d-\d\d-\d{4}/;

/** A full-page screenshot in the test's output, and a copy in SHOTS_DIR. */
async function shot(page: Page, name: string) {
  const file = test.info().outputPath(`${name}.png`);
  // From the top: the header is fixed, and a page scrolled to a focused button would shoot it mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  // A dialog still fading in would be shot half transparent.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await page.screenshot({ path: file, fullPage: true });
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  fs.copyFileSync(file, path.join(SHOTS_DIR, `${name}.png`));
}

/** Whether the page scrolls sideways: on a phone, nothing should stick out to the right. */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The ticket as the scanner API reads it, for a set-up step done by "another scanner". */
async function scannedByApi(ticketNumber: string) {
  const api = await signedInApi();
  const ticket = await okJson<{ ticketId: string; code: string; occurrenceId: string }>(
    await api.get(`/api/tickets/scan?code=${ticketNumber}&source=typed`),
  );
  return { ticket, api };
}

test.describe('on a phone at the door', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('types the number, lets the visitor in, and a second scan says when and where it was used', async ({ page }) => {
    // Tickets for today: let in without a second thought (a later day's are refused, below).
    const order = await sellTicketsForToday(2);
    const [first, second] = [`${order.orderNumber}-1`, `${order.orderNumber}-2`];
    await signIn(page, 'admin@demo.test');
    await page.getByTestId('nav-scanTicket').dispatchEvent('click');
    await expect(page).toHaveURL(/\/scanTicket$/);
    await expect(page.getByRole('heading', { name: 'Scan ticket' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
    await shot(page, 'phone-en-scan');

    await typeTicketNumber(page, 'Type the ticket number', first);
    const card = page.getByTestId('ticket-card');
    await expect(card.getByTestId('ticket-number')).toHaveText(`Ticket ${first}`);
    await expect(card.getByTestId('ticket-event')).toHaveText(order.names.en);
    await expect(card.getByTestId('ticket-status')).toHaveText('Not activated');
    await expect(card.getByTestId('ticket-later-day')).toHaveCount(0);
    await expect(page.getByTestId('scan-action-override')).toHaveCount(0);
    await expect(card.getByTestId('ticket-order-link')).toHaveText(order.orderNumber);
    // The focus moves to the found ticket, named whole for a screen reader; Activate is the next stop.
    const headline = card.getByTestId('ticket-headline');
    await expect(headline).toBeFocused();
    await expect(headline).toHaveAttribute('aria-label', new RegExp(`^Ticket ${first}, ${order.names.en}, .+, Not activated$`));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Activate' })).toBeFocused();
    await shot(page, 'phone-en-ticket');

    // Tapped twice, as a hurried thumb does: let in, once (the second tap said "Do not let in").
    await page.getByRole('button', { name: 'Activate' }).dblclick();
    const banner = page.getByTestId('scan-banner');
    await expect(banner).toHaveAttribute('data-tone', 'letIn');
    await expect(banner.getByTestId('scan-banner-title')).toHaveText('Let in');
    await expect(banner).toContainText(/Activated at .+, \d\d:\d\d/);
    await expect(card.getByTestId('ticket-status')).toHaveText('Activated');
    await expect(page.getByTestId('scan-next')).toBeFocused();
    expect(await overflowsSideways(page)).toBe(false);
    // The green answer and "Scan next" are both on the phone's screen (it fell below the fold).
    await expect(banner).toBeInViewport();
    await expect(page.getByTestId('scan-next')).toBeInViewport();
    await shot(page, 'phone-en-let-in');

    // The same ticket again: used, when and where, and no Activate to press.
    await page.getByTestId('scan-next').click();
    await expect(page.getByTestId('scan-camera')).toBeFocused();
    await typeTicketNumber(page, 'Type the ticket number', first);
    await expect(card.getByTestId('ticket-status')).toHaveText('Activated');
    await expect(banner).toHaveAttribute('data-tone', 'warning');
    await expect(banner.getByTestId('scan-banner-line')).toHaveText(new RegExp(`^Ticket already used — ${USED_AT.source} at .+$`));
    await expect(card.getByTestId('ticket-activation')).toHaveText(new RegExp(`^${USED_AT.source} at .+$`));
    await expect(page.getByRole('button', { name: 'Activate' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark museum visit' })).toBeVisible();
    await shot(page, 'phone-en-already-used');

    // Another scanner lets the second ticket in while this phone shows it: Activate is refused, saying when and where.
    await page.getByTestId('scan-next').click();
    await typeTicketNumber(page, 'Type the ticket number', second);
    await expect(card.getByTestId('ticket-status')).toHaveText('Not activated');
    const { ticket, api } = await scannedByApi(second);
    await okJson(await api.post(`/api/tickets/${ticket.ticketId}/activate`, { data: {} }));
    await api.dispose();
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(banner).toHaveAttribute('data-tone', 'refused');
    await expect(banner.getByTestId('scan-banner-title')).toHaveText('Do not let in');
    await expect(banner.getByTestId('scan-banner-line')).toHaveText(new RegExp(`^Ticket already used — ${USED_AT.source} at .+$`));
    // The card is read again: it shows the other scanner's activation.
    await expect(card.getByTestId('ticket-status')).toHaveText('Activated');
    await expect(page.getByRole('button', { name: 'Activate' })).toHaveCount(0);
    await shot(page, 'phone-en-refused');

    // A number that is no ticket: SPEC §8's words, and the number stays to be corrected.
    await page.getByTestId('scan-next').click();
    await typeTicketNumber(page, 'Type the ticket number', '999999999-9');
    await expect(page.getByTestId('scan-lookup-error')).toHaveText('Ticket ID does not exist. Check the number and try again.');
    await expect(page.getByLabel('Type the ticket number')).toHaveValue('999999999-9');
    expect(await overflowsSideways(page)).toBe(false);
    await shot(page, 'phone-en-unknown-number');
  });

  test('in Danish, the door speaks Danish', async ({ page }) => {
    const order = await sellTicketsForToday(1);
    const number = `${order.orderNumber}-1`;
    await signIn(page, 'admin@demo.test', undefined, '?la=da');
    await page.goto('/scanTicket');
    await expect(page.getByRole('heading', { name: 'Scan billet' })).toBeVisible();
    await expect(page).toHaveTitle('Scan billet · Foyer');
    await expect(page.getByRole('button', { name: 'Scan med kamera' })).toBeVisible();
    await shot(page, 'phone-da-scan');

    await typeTicketNumber(page, 'Indtast billetnummeret', number);
    const card = page.getByTestId('ticket-card');
    // The event's name in the language the page is shown in, though the profile says English.
    await expect(card.getByTestId('ticket-number')).toHaveText(`Billet ${number}`);
    await expect(card.getByTestId('ticket-event')).toHaveText(order.names.da);
    await page.getByRole('button', { name: 'Aktivér' }).click();
    const banner = page.getByTestId('scan-banner');
    await expect(banner.getByTestId('scan-banner-title')).toHaveText('Luk ind');
    await expect(card.getByTestId('ticket-status')).toHaveText('Aktiveret');
    await shot(page, 'phone-da-let-in');

    await page.getByRole('button', { name: 'Scan næste' }).click();
    await typeTicketNumber(page, 'Indtast billetnummeret', number);
    await expect(banner.getByTestId('scan-banner-line').first()).toHaveText(
      new RegExp(`^Billetten er allerede brugt — ${USED_AT.source} på .+$`),
    );
    await shot(page, 'phone-da-already-used');

    await page.getByRole('button', { name: 'Scan næste' }).click();
    await typeTicketNumber(page, 'Indtast billetnummeret', '999999999-9');
    await expect(page.getByTestId('scan-lookup-error')).toHaveText('Billet-id’et findes ikke. Kontrollér nummeret, og prøv igen.');
    await shot(page, 'phone-da-unknown-number');
  });

  test('a ticket for a later day is refused; a separate override asks first, lets in and is recorded', async ({ page }) => {
    const order = await buyEntranceByApi(`later-${unique()}@example.test`, 'en', 1, { month: copenhagenDate(1).month });
    const number = `${order.orderNumber}-1`;
    await signIn(page, 'admin@demo.test');
    await page.goto('/scanTicket');
    await typeTicketNumber(page, 'Type the ticket number', number);
    const card = page.getByTestId('ticket-card');
    const banner = page.getByTestId('scan-banner');
    await expect(card.getByTestId('ticket-status')).toHaveText('Not activated');
    // Red, not orange: for a later day is a refusal now; the card says what letting in would be.
    await expect(banner).toHaveAttribute('data-tone', 'refused');
    await expect(banner.getByTestId('scan-banner-title')).toHaveText('Do not let in');
    await expect(banner.getByTestId('scan-banner-line')).toHaveText('This ticket is for a later day');
    await expect(card.getByTestId('ticket-later-day-badge')).toHaveText('For a later day');
    await expect(card.getByTestId('ticket-later-day')).toHaveText(
      /^This ticket is for .+\d{4}, a later day\. Activating it today is an override, recorded with your name\.$/,
    );
    // No Activate or Mark museum visit: only the override, worded as one.
    await expect(page.getByRole('button', { name: 'Activate', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark museum visit' })).toHaveCount(0);
    const override = page.getByRole('button', { name: 'Activate anyway (override)' });
    await expect(override).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    await shot(page, 'phone-en-later-day');

    // It asks first; Cancel lets nobody in.
    await override.click();
    const dialog = page.getByRole('dialog', { name: 'Activate a ticket for a later day?' });
    await expect(
      dialog.getByText(/^This ticket is for .+\d{4}\. Activating it today lets the visitor in on a ticket for another day/),
    ).toBeVisible();
    await shot(page, 'phone-en-later-day-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByTestId('ticket-status')).toHaveText('Not activated');

    await override.click();
    await dialog.getByRole('button', { name: 'Yes, activate today' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(banner).toHaveAttribute('data-tone', 'letIn');
    await expect(card.getByTestId('ticket-status')).toHaveText('Activated');
    const staff = await signedInApi();
    const me = await okJson<{ firstName: string; lastName: string }>(await staff.get('/api/auth/identity'));
    const recorded = new RegExp(`^Activated before its day by ${me.firstName} ${me.lastName} \\(override\\) — ${USED_AT.source}$`);
    await expect(card.getByTestId('ticket-later-day-override')).toHaveText(recorded);
    // Let in now: a visit is marked as usual, and anyone scanning it later reads the override.
    await page.getByRole('button', { name: 'Mark museum visit' }).click();
    await expect(banner).toContainText(/Museum visit marked at .+, \d\d:\d\d/);
    const scanned = await okJson<{ status: string; laterDayOverride: { byName: string } | null }>(
      await staff.get(`/api/tickets/scan?code=${number}&source=typed`),
    );
    await staff.dispose();
    expect(scanned).toMatchObject({ status: 'ACTIVATED', laterDayOverride: { byName: `${me.firstName} ${me.lastName}` } });
    await page.getByTestId('scan-next').click();
    await typeTicketNumber(page, 'Type the ticket number', number);
    await expect(card.getByTestId('ticket-later-day-override')).toHaveText(recorded);
    await expect(page.getByTestId('scan-action-override')).toHaveCount(0);
    await shot(page, 'phone-en-later-day-overridden');
  });

  test('without a camera, the page says so and points to typing the number', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await page.goto('/scanTicket');
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    // The test browser has no camera (and no one to allow it): either way the desk is told to type.
    await expect(page.getByTestId('camera-problem')).toContainText('Type the ticket number instead.');
    await expect(page.getByLabel('Type the ticket number')).toBeVisible();
  });
});

test.describe('at a partner museum of the park', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a combi ticket is let in at the museum chosen once, and visits each museum once', async ({ page }) => {
    // For a day next month: let in by the override, once, then visits as usual at each museum.
    const { ticketNumber: number } = await buyParkCombiByApi(copenhagenDate(1).month);
    await signIn(page, 'admin@park.test');
    await page.goto('/scanTicket');
    await typeTicketNumber(page, 'Type the ticket number', number);
    const card = page.getByTestId('ticket-card');
    await expect(card.getByTestId('ticket-event')).toHaveText('Park combi entrance');
    await expect(card.getByText('Combi ticket')).toBeVisible();
    // Seven museums: the desk says which one it is at before anyone is let in.
    const override = page.getByRole('button', { name: 'Activate anyway (override)' });
    await expect(override).toBeDisabled();
    await chooseOption(page, selectBox(page, 'Museum where the visitor is'), 'Glassworks Museum');
    await override.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, activate today' }).click();
    const banner = page.getByTestId('scan-banner');
    await expect(banner).toContainText(/Activated at Glassworks Museum, \d\d:\d\d/);
    await expect(card.getByTestId('ticket-later-day-override')).toContainText('Activated before its day by');
    await page.getByRole('button', { name: 'Mark museum visit' }).click();
    await expect(banner).toContainText(/Museum visit marked at Glassworks Museum, \d\d:\d\d/);
    await expect(page.getByRole('button', { name: 'Mark museum visit' })).toHaveCount(0);
    await shot(page, 'phone-en-combi-visited');

    // The next scan at this desk: the museum is remembered, and this museum's visit is already marked.
    await page.reload();
    await typeTicketNumber(page, 'Type the ticket number', number);
    await expect(selectBox(page, 'Museum where the visitor is')).toHaveValue('Glassworks Museum');
    // Red first; the orange one under it says the ticket is for a later day (let in by the override).
    await expect(banner.first()).toHaveAttribute('data-tone', 'refused');
    await expect(banner.nth(1)).toHaveAttribute('data-tone', 'warning');
    await expect(banner.nth(1)).toContainText('This ticket is for a later day');
    await expect(banner.first().getByTestId('scan-banner-line')).toHaveText(
      new RegExp(`^Museum visit already marked — ${USED_AT.source} at Glassworks Museum$`),
    );
    // At another museum of the park the same ticket may visit once more.
    await chooseOption(page, selectBox(page, 'Museum where the visitor is'), 'Railway Museum');
    await page.getByRole('button', { name: 'Mark museum visit' }).click();
    await expect(banner).toContainText(/Museum visit marked at Railway Museum, \d\d:\d\d/);
    await expect(card.getByTestId('ticket-visits').getByRole('listitem')).toHaveCount(2);
    await shot(page, 'phone-en-combi-second-museum');
  });
});

/** A video of a ticket's QR code held still, as Chromium's fake camera plays it (YUV4MPEG2, 4:2:0). */
function qrVideo(code: string, file: string) {
  const [width, height, scale] = [640, 480, 10];
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const luma = Buffer.alloc(width * height, 235);
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  for (let y = 0; y < modules.size * scale; y++)
    for (let x = 0; x < modules.size * scale; x++)
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * width + left + x] = 16;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}

test('the camera reads a ticket’s QR code and opens the ticket', async ({ baseURL }) => {
  const order = await buyEntranceByApi(`camera-${unique()}@example.test`, 'en', 1);
  const { ticket, api } = await scannedByApi(`${order.orderNumber}-1`);
  await api.dispose();
  const video = test.info().outputPath('ticket-qr.y4m');
  qrVideo(ticket.code, video);
  const launch = config.use?.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, permissions: ['camera'] });
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test');
    await page.goto('/scanTicket');
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    await expect(page.getByTestId('camera-scanner')).toBeVisible();
    // Read from the camera (source=camera): the ticket opens and the camera is off again.
    const card = page.getByTestId('ticket-card');
    await expect(card.getByTestId('ticket-number')).toHaveText(`Ticket ${order.orderNumber}-1`, { timeout: 20_000 });
    await expect(page.getByTestId('camera-scanner')).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelectorAll('video').length)).toBe(0);
  } finally {
    await browser.close();
  }
});

interface OrderDetail {
  lines: { occurrenceId: string }[];
}

test('at a desk, event search by id lists the date’s tickets and opens one', async ({ page, baseURL, browser }) => {
  const order = await buyEntranceByApi(`desk-${unique()}@example.test`, 'en', 2, { month: copenhagenDate(1).month });
  const api = await signedInApi();
  const { occurrenceId } = (await okJson<OrderDetail>(await api.get(`/api/orders/${order.orderId}`))).lines[0]!;
  await api.dispose();
  await signIn(page, 'admin@demo.test');
  await page.goto('/scanTicket');
  // A keyboard at hand: the number field has the focus at once.
  await expect(page.getByLabel('Type the ticket number')).toBeFocused();
  await shot(page, 'desktop-en-scan');
  // Find with nothing typed says what to do, rather than nothing.
  await page.getByRole('button', { name: 'Find ticket' }).click();
  await expect(page.getByText('Type the number on the ticket, or scan its QR code.')).toBeVisible();
  await page.getByLabel('Type the ticket number').fill('1');
  await expect(page.getByText('Type the number on the ticket, or scan its QR code.')).toHaveCount(0);
  await page.getByLabel('Type the ticket number').fill('');

  // Today's dates are offered to pick (no id to find in the back office): the one made for today opens its list.
  const todays = await eventForToday();
  await page.getByText('Find by event').click();
  await expect(page).toHaveURL(/mode=event/);
  const todayButton = page.getByTestId('door-date').filter({ hasText: todays.names.en });
  await expect(todayButton).toHaveCount(1);
  // The day steps, so tomorrow's or yesterday's list is found the same way; back to today at a click.
  await expect(page.getByTestId('door-day')).toHaveText('Today');
  await page.getByRole('button', { name: 'Next day' }).click();
  const [year, month, day] = copenhagenDate().date.split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1));
  const tomorrowText = `${tomorrow.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' })} ${tomorrow.toISOString().slice(0, 10).split('-').reverse().join('-')}`;
  await expect(page.getByTestId('door-day')).toHaveText(tomorrowText);
  await expect(page.getByTestId('door-date').filter({ hasText: todays.names.en })).toHaveCount(0);
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page.getByTestId('door-day')).toHaveText('Today');
  await todayButton.click();
  await expect(page.getByTestId('admission-event-name')).toHaveText(todays.names.en);
  await shot(page, 'desktop-en-today');
  // A series' own id names no day.
  await page.getByLabel('Event or date id').fill(await entranceEventId());
  await page.getByRole('button', { name: 'Show tickets' }).click();
  await expect(page.getByTestId('event-admissions-error')).toContainText('Choose one date of the series');
  await expect(page.getByRole('link', { name: 'Open the series to pick a date' })).toBeVisible();
  // Then something that is no id: the field says so, and the answer about the series goes.
  await page.getByLabel('Event or date id').fill('not an id');
  await page.getByRole('button', { name: 'Show tickets' }).click();
  await expect(page.getByText('Paste an event id or a link to an event')).toBeVisible();
  await expect(page.getByTestId('event-admissions-error')).toHaveCount(0);

  // The date's back-office link, pasted whole.
  await page.getByLabel('Event or date id').fill(`${baseURL}/events/${occurrenceId}`);
  await page.getByRole('button', { name: 'Show tickets' }).click();
  await expect(page.getByTestId('admission-event-name')).toHaveText('Museum entrance');
  expect(Number(await page.getByTestId('admission-sold').textContent())).toBeGreaterThanOrEqual(2);
  await page.getByTestId('admission-search').fill(order.orderNumber);
  const rows = page.getByTestId('admission-ticket');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`${order.orderNumber}-1`);
  await expect(rows.first().getByTestId('ticket-status')).toHaveText('Not activated');
  // No holders were named: the buyer stands in, marked as such, and their name finds the tickets too.
  await expect(rows.first()).toContainText('Ada Visitor (buyer)');
  await shot(page, 'desktop-en-event');
  await page.getByTestId('admission-search').fill('ada visitor');
  await expect(rows.filter({ hasText: `${order.orderNumber}-2` })).toHaveCount(1);

  // A ticket of the list opens in the scanner; let in, it shows so in the list. Opened at once
  // after typing a search: the search still waiting must not turn the page back to the list.
  await page.getByTestId('admission-search').fill(order.orderNumber);
  await page.getByRole('button', { name: `Open ticket ${order.orderNumber}-1` }).click();
  const card = page.getByTestId('ticket-card');
  await expect(card.getByTestId('ticket-number')).toHaveText(`Ticket ${order.orderNumber}-1`);
  // A date next month: let in early by the override (the desk confirms it).
  await page.getByRole('button', { name: 'Activate anyway (override)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, activate today' }).click();
  await expect(page.getByTestId('scan-banner')).toHaveAttribute('data-tone', 'letIn');
  await shot(page, 'desktop-en-let-in');
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(rows.first().getByTestId('ticket-status')).toHaveText('Activated');
  await expect(page.getByTestId('admission-admitted')).not.toHaveText('0');

  // The same list in Danish, from its address.
  const danish = await (await browser.newContext({ baseURL })).newPage();
  await signIn(danish, 'admin@demo.test', undefined, '?la=da');
  // Reached from the date's own page, as the desk does before the doors open.
  await danish.goto(`/events/${occurrenceId}`);
  await danish.getByRole('link', { name: 'Billetter ved indgangen' }).click();
  await expect(danish).toHaveURL(new RegExp(`/scanTicket\\?mode=event&event=${occurrenceId}$`));
  await expect(danish.getByTestId('admission-event-name')).toHaveText('Entré til museet');
  await danish.goto(`/scanTicket?mode=event&event=${occurrenceId}&search=${order.orderNumber}`);
  await expect(danish.getByTestId('admission-event-name')).toHaveText('Entré til museet');
  await expect(danish.getByText('Kommet ind', { exact: true })).toBeVisible();
  await expect(danish.getByTestId('admission-ticket').first().getByTestId('ticket-status')).toHaveText('Aktiveret');
  await shot(danish, 'desktop-da-event');
  await danish.getByRole('button', { name: `Åbn billet ${order.orderNumber}-1` }).click();
  await expect(danish.getByTestId('scan-banner-line').first()).toContainText('Billetten er allerede brugt');
  await shot(danish, 'desktop-da-ticket');
  await danish.context().close();
});
