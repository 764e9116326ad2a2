import { expect, test, type Frame, type FrameLocator, type Page } from '@playwright/test';
import { MUSEUM_SITE } from '../playwright.config';
import { LANGUAGES, checkWidths, findings, layoutAtRest, report } from '../fixtures/a11y-checks';
import { settled, trackRequests } from '../fixtures/app-pages';
import { createWeeklySeries, seriesDates } from '../fixtures/events';
import { DEMO_MUSEUM_ID, entranceEventId, shopFrameHandle, signedInApi } from '../fixtures/shop';
import { unique } from '../fixtures/ui';

/**
 * Issue 12, "keep it so", the shop: every checkout step of every family (with its donation and
 * gift voucher pages and a refused gift voucher code), in English and Danish, on the shop's own
 * address and framed in the museum's page, at 1280 and 390 px, with axe-core (WCAG 2.2 AA): no
 * serious or critical violation; and the calendar's keyboard. Each page load is checked at both
 * widths by resizing the viewport (no reload). The back office is a11y-backoffice.spec.ts.
 */

test('the shop calendar is a single tab stop moved through with arrow keys, Home and End', async ({ page }) => {
  const eventId = await entranceEventId();
  await page.goto(`/embed/events/${eventId}?orgId=${DEMO_MUSEUM_ID}&la=en`);
  const calendar = page.getByRole('table');
  const open = calendar.getByRole('button', { disabled: false });
  await expect(open.first()).toBeVisible();
  // In a month's last days few of its days are still open: the next month then (it is all open).
  if ((await open.count()) < 3) {
    const shown = await page.getByRole('heading', { level: 3 }).textContent();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { level: 3 })).not.toHaveText(shown ?? '');
    await expect(open.first()).toBeVisible();
  }
  await expect(calendar.locator('button[tabindex="0"]')).toHaveCount(1);
  const dates = await open.evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).dataset.date!));
  expect(dates.length, 'the month shows several open days').toBeGreaterThan(2);
  const day = (date: string) => calendar.locator(`button[data-date="${date}"]`);

  await day(dates[0]!).focus();
  await page.keyboard.press('ArrowRight');
  await expect(day(dates[1]!)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(day(dates[0]!)).toBeFocused();
  const weekLater = dates.find((date) => Date.parse(date) - Date.parse(dates[0]!) === 7 * 86_400_000);
  if (weekLater) {
    await page.keyboard.press('ArrowDown');
    await expect(day(weekLater)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(day(dates[0]!)).toBeFocused();
  }
  await page.keyboard.press('End');
  const endOfWeek = dates.filter((date) => weekOf(date) === weekOf(dates[0]!)).at(-1)!;
  await expect(day(endOfWeek), 'End goes to the last open day of the week').toBeFocused();
  await page.keyboard.press('Home');
  await expect(day(dates[0]!), 'Home goes to the first open day of the week').toBeFocused();
  const focused = dates[0]!;
  await page.keyboard.press('Enter');
  await expect(day(focused)).toHaveAttribute('aria-pressed', 'true');
  // The chosen day is now the calendar's one tab stop.
  await expect(calendar.locator('button[tabindex="0"]')).toHaveAttribute('data-date', focused);

  // PageDown and PageUp turn the month (the entrance is open every month ahead), the focus with it.
  const month = page.getByRole('heading', { level: 3 });
  const shownMonth = (await month.textContent()) ?? '';
  await page.keyboard.press('PageDown');
  await expect(month).not.toHaveText(shownMonth);
  await expect(calendar.locator('button[tabindex="0"]')).toBeFocused();
  const nextMonthDay = await calendar.locator('button[tabindex="0"]').getAttribute('data-date');
  expect(nextMonthDay?.slice(0, 7), 'the focus is in the month after').not.toBe(focused.slice(0, 7));
  await page.keyboard.press('PageUp');
  await expect(month).toHaveText(shownMonth);
  await expect(day(focused), 'back in the month, on the chosen day').toBeFocused();
});

/*
 * A review walk pressed PageUp into a month whose one date was sold out: no day could take the
 * focus, which fell to the page, and PageDown did nothing more. The month's name takes it now.
 */
test('PageUp into a month with nothing to choose keeps the focus in the calendar, and PageDown comes back', async ({ page }) => {
  const eventId = await createWeeklySeries({
    name: `Month edge ${unique()}`,
    capacity: 1,
    firstDate: '2027-03-29',
    lastDate: '2027-04-12',
  });
  const {
    occurrenceIds: [march],
    ticketId,
  } = await seriesDates(eventId, ['2027-03-29']);
  const staff = await signedInApi();
  try {
    const printed = await staff.post(`/api/events/${march}/offline-tickets`, { data: { ticketId, quantity: 1 } });
    expect(printed.status(), await printed.text()).toBe(201);
  } finally {
    await staff.dispose();
  }
  await page.goto(`/embed/events/${eventId}?orgId=${DEMO_MUSEUM_ID}&la=en`);
  const month = page.getByRole('heading', { level: 3 });
  await expect(month).toHaveText('April 2027');
  const calendar = page.getByRole('table');
  await calendar.locator('button[data-date="2027-04-05"]').focus();
  await page.keyboard.press('PageUp');
  await expect(month).toHaveText('March 2027');
  await expect(month).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(month).toHaveText('April 2027');
  await expect(calendar.locator('button[tabindex="0"]')).toBeFocused();
});

/* A phone of 320 CSS px (WCAG's reflow width): two-digit days broke over two lines ("2" above "8"). */
test('the shop calendar keeps every day on one line at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const eventId = await entranceEventId();
  await page.goto(`/embed/events/${eventId}?orgId=${DEMO_MUSEUM_ID}&la=da`);
  const days = page.locator('.calendar-grid .day');
  await expect(days.first()).toBeVisible();
  const broken = await days.evaluateAll((cells) =>
    cells
      .filter((cell) => {
        const text = document.createRange();
        text.selectNodeContents(cell);
        return text.getClientRects().length > 1;
      })
      .map((cell) => cell.textContent),
  );
  expect(broken, 'days whose number breaks over two lines').toEqual([]);
});

/** Monday of the week of a yyyy-MM-dd date, as the calendar's rows are. */
function weekOf(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7));
  return at.toISOString().slice(0, 10);
}

/** The shop as a visitor meets it: its own address, or in a frame of the museum's website (E2E_HOST_PORT). */
interface ShopView {
  /** What to find the shop's elements in. */
  find: Page | FrameLocator;
  /** The document axe checks: the page, or the shop's frame. */
  document(): Promise<Page | Frame>;
  /** Opens a shop path (`/`, `/events/ID`) of the family, fresh. */
  open(shopPath: string): Promise<void>;
}

function shopView(page: Page, family: string, language: string, framed: boolean): ShopView {
  if (!framed) {
    return {
      find: page,
      document: async () => page,
      open: async (shopPath) => {
        await page.goto(`/${family}${shopPath === '/' ? '' : shopPath}?orgId=${DEMO_MUSEUM_ID}&la=${language}`);
      },
    };
  }
  return {
    find: page.frameLocator('iframe'),
    document: () => shopFrameHandle(page),
    open: async (shopPath) => {
      // The loader's default page, /organizations, is the event list a museum pastes first.
      const params = { page: shopPath === '/' ? '/organizations' : shopPath, lang: language, family, org: DEMO_MUSEUM_ID };
      await page.goto(`${MUSEUM_SITE}/?${new URLSearchParams(params)}`);
    },
  };
}

test.describe('shop', () => {
  test.describe.configure({ timeout: 120_000 });
  const FAMILIES = ['embed', 'embed2', 'embed3', 'embed4', 'embed5'] as const;

  // Every family in both languages, on its own address and inside the museum's page.
  for (const framed of [false, true]) {
    for (const family of FAMILIES) {
      for (const language of LANGUAGES) {
        const title = `every checkout step of /${family}, in ${language}${framed ? ', framed in the museum’s page' : ''}`;
        test(title, async ({ page }) => {
          const start = findings.length;
          trackRequests(page);
          const shop = shopView(page, family, language, framed);
          const eventId = await entranceEventId();
          const where = (step: string) => `/${family} ${step} (${language}${framed ? ', framed' : ''})`;
          const check = async (step: string) => {
            await settled(page, shop.find);
            await checkWidths(page, where(step), await shop.document());
          };

          await shop.open('/');
          await expect(shop.find.locator('.event-card').first()).toBeVisible();
          await check('event list');

          // Donations (issue 14): the list, the campaign (its page in /embed and /embed4, in place
          // on the list elsewhere), a refused amount, then a suggested gift into the cart.
          await shop.open('/donations');
          await expect(shop.find.locator('.donation-card').first()).toBeVisible();
          await check('donation list');
          const give = shop.find.locator('.donation-card').first().locator('a.button, button.button').first();
          await give.click();
          const chooser = shop.find.locator('form.donation-chooser');
          await expect(chooser).toBeVisible();
          await check(family === 'embed' || family === 'embed4' ? 'donation page' : 'donation list, amounts open');
          await chooser.locator('input[inputmode=decimal]').fill('1');
          await chooser.locator('button[type=submit]').click();
          await expect(chooser.locator('.field-error')).toBeVisible();
          await check('donation below the minimum');
          await chooser.locator('.amount-option').first().click();
          // The refusal goes and the gift's summary comes: framed, the museum's page takes the new
          // height a moment later, and a click aimed before that missed "Add to cart" (CI, twice).
          await expect(chooser.locator('.donation-summary')).toBeVisible();
          await layoutAtRest(page);
          await chooser.locator('button[type=submit]').click();
          await expect(shop.find.locator('.cart-item-gift')).toBeVisible();

          // Gift vouchers (issue 14): the list, the choice (its page in /embed and /embed4, in place
          // elsewhere), a gift without its recipient refused, then a gift into the cart.
          await shop.open('/vouchers');
          await expect(shop.find.locator('.voucher-card').first()).toBeVisible();
          await check('gift voucher list');
          await shop.find.locator('.voucher-card').first().locator('a.button, button.button').first().click();
          const voucherChooser = shop.find.locator('form.voucher-chooser');
          await expect(voucherChooser).toBeVisible();
          await voucherChooser.getByRole('radio').last().check();
          // A gift shows the recipient's fields: framed, the museum's page takes the taller frame a moment later.
          await layoutAtRest(page);
          await voucherChooser.locator('button[type=submit]').click();
          await expect(voucherChooser.locator('.field-error')).toBeVisible();
          await check(
            family === 'embed' || family === 'embed4' ? 'gift voucher page, recipient missing' : 'gift voucher list, choice open',
          );
          await voucherChooser.locator('input[maxlength="100"]').fill('Karen Blixen');
          await voucherChooser.locator('textarea').fill('Til lykke');
          await voucherChooser.locator('button[type=submit]').click();
          await expect(shop.find.locator('.cart-item-gift').nth(1)).toBeVisible();

          await shop.open(`/events/${eventId}`);
          const calendar = shop.find.getByRole('table');
          await expect(calendar).toBeVisible();
          await calendar.getByRole('button', { disabled: false }).last().click();
          await expect(shop.find.getByRole('spinbutton').first()).toBeVisible();
          await check('event page');

          // "More" of the first ticket type (the stepper's last button), then "Add to cart".
          await shop.find.locator('.ticket-line').first().getByRole('button').last().click();
          await shop.find.locator('form.tickets button[type=submit]').click();
          await expect(shop.find.locator('.cart-item:not(.cart-item-gift)').first()).toBeVisible();
          await check('cart with tickets and a gift');

          await shop.find.locator('a[href*="checkout/contact"]').first().click();
          await expect(shop.find.getByRole('radio').first()).toBeVisible();
          await check('contact details');
          // A gift voucher in the cart: no code may pay for it, which the step says where the code field would be.
          await expect(shop.find.getByTestId('voucher-code-not-for-vouchers')).toBeVisible();
          await expect(shop.find.locator('.voucher-code input')).toHaveCount(0);
          await shop.find.locator('input[autocomplete=email]').fill(`a11y-${unique()}@visitors.test`);
          await shop.find.locator('input[autocomplete=tel-national]').fill('20304050');
          await shop.find.locator('input[autocomplete=given-name]').fill('Ada');
          await shop.find.locator('input[autocomplete=family-name]').fill('Lovelace');
          // The terms are the form's last checkbox (marketing, when offered, comes before them).
          await shop.find.locator('form.contact input[type=checkbox]').last().check();
          await shop.find.locator('form.contact button[type=submit]').click();

          if (family === 'embed3') {
            await expect.poll(async () => (await shop.document()).url()).toMatch(/checkout\/ticket/);
            await check('ticket information');
            for (const holder of await shop.find.locator('form input[autocomplete=off]').all()) await holder.fill('Ada Lovelace');
            await shop.find.locator('form button[type=submit]').last().click();
          }

          const approve = shop.find.locator('#approve');
          await expect(approve).toBeVisible({ timeout: 20_000 });
          await check('payment');
          await approve.click();

          await expect(shop.find.locator('.confirmation')).toBeVisible({ timeout: 20_000 });
          await check('return page');
          report(`/${family} in ${language}${framed ? ', framed' : ''}`, findings.slice(start));
        });
      }
    }
  }
});
