import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  buyEntranceByApi,
  chooseOpenDay,
  entranceEventId,
  expectFrameFitsContent,
  frameOverflow,
  museumPage,
  screenshot,
  shopFrame,
  shopFrameHandle,
} from '../../fixtures/shop';
import { unique } from '../../fixtures/ui';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** No horizontal scroll bar, neither in the shop's frame nor on the museum's page around it. */
async function expectNoHorizontalOverflow(page: Page) {
  const frame = await frameOverflow(page);
  expect(frame.scrollWidth, `the shop is ${frame.scrollWidth}px wide in a ${frame.innerWidth}px frame`).toBeLessThanOrEqual(
    frame.innerWidth,
  );
  const host = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(host.scrollWidth).toBeLessThanOrEqual(host.innerWidth);
}

/** Visible, and wholly inside the phone's width (not cut off at the right edge). */
/** Two frames painted in the page and in the shop's frame. */
async function settled(page: Page) {
  const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  await page.evaluate(painted);
  await (await shopFrameHandle(page)).evaluate(painted);
  await page.evaluate(painted);
}

/**
 * A finger on a control in the shop's frame: scrolled onto the phone's screen, the control must be
 * what a touch at its centre hits inside the frame, and is then pressed as a tap presses it.
 * Playwright's own tap is not used: headless Chromium aims taps into this cross-site frame by a
 * stale layout once the museum's page has scrolled (a six-week month pushes the tickets below the
 * fold) and the touch lands elsewhere, while the check shows the page itself is right.
 */
async function tapInShop(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await settled(page);
  const touched = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const under = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return under !== null && element.contains(under);
  });
  expect(touched, `${control} is what a tap on it touches`).toBe(true);
  await control.dispatchEvent('click');
}

async function expectOnScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${locator} starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${locator} ends inside the screen`).toBeLessThanOrEqual(width);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the event, review and contact steps fit a 390 px wide phone', async ({ page }) => {
    await page.goto(museumPage(`/events/${await entranceEventId()}`));
    const shop = shopFrame(page);
    await expect(shop.getByRole('heading', { level: 1, name: 'Museum entrance' })).toBeVisible();
    await chooseOpenDay(shop);
    await tapInShop(page, shop.getByRole('button', { name: 'More Adult' }));
    await tapInShop(page, shop.getByRole('button', { name: 'More Adult' }));
    await expect(shop.locator('.ticket-summary')).toContainText('2 tickets');
    await expectFrameFitsContent(page);
    await expectNoHorizontalOverflow(page);
    await expectOnScreen(page, shop.getByRole('button', { name: 'Next month' }));
    await expectOnScreen(page, shop.getByRole('button', { name: 'More Adult' }));
    await expectOnScreen(page, shop.getByRole('button', { name: 'Fewer Adult' }));
    await expectOnScreen(page, shop.getByRole('spinbutton', { name: 'Number of Adult' }));
    await expectOnScreen(page, shop.getByRole('button', { name: 'More Under 18 (free entry)' }));
    const add = shop.getByRole('button', { name: 'Add to cart' });
    await expectOnScreen(page, add);
    await screenshot(page, 'phone-event');
    await tapInShop(page, add);

    await expect(shop.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    await expect(page.getByTestId('host-cart')).toHaveText('2');
    await expectFrameFitsContent(page);
    await expectNoHorizontalOverflow(page);
    await expectOnScreen(page, shop.getByText(/^Your tickets are held for/));
    await expectOnScreen(page, shop.getByRole('button', { name: 'Remove Museum entrance' }));
    await expectOnScreen(page, shop.getByRole('button', { name: 'One ticket more: Adult' }));
    await expectOnScreen(page, shop.locator('.totals-total'));
    await expectOnScreen(page, shop.getByRole('link', { name: 'Add more tickets' }));
    const toContact = shop.getByRole('link', { name: 'Continue to contact information' });
    await expectOnScreen(page, toContact);
    await screenshot(page, 'phone-review');
    await tapInShop(page, toContact);

    await expect(shop.getByRole('heading', { level: 1, name: 'Contact information' })).toBeVisible();
    await expectFrameFitsContent(page);
    await expectNoHorizontalOverflow(page);
    for (const label of ['Email', 'Prefix', 'Phone number', 'First name', 'Last name'])
      await expectOnScreen(page, shop.getByLabel(label, { exact: true }));
    await expectOnScreen(page, shop.getByRole('button', { name: 'Continue to payment' }));
    // The validation messages fit too.
    await tapInShop(page, shop.getByRole('button', { name: 'Continue to payment' }));
    await expect(shop.getByText('You need to accept to continue')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'phone-contact');
  });
});

/** The event page with a date and 2 Adult tickets chosen, and an order's confirmation, as a visitor sees them. */
async function shoot(browser: Browser, device: 'desktop' | 'phone', lang: 'en' | 'da', eventId: string, orderId: string) {
  const context = await browser.newContext(device === 'phone' ? PHONE : DESKTOP);
  const page = await context.newPage();
  try {
    await page.goto(museumPage(`/events/${eventId}`, lang));
    const shop = shopFrame(page);
    await chooseOpenDay(shop);
    const more = shop.getByRole('button', { name: lang === 'da' ? 'Flere Voksen' : 'More Adult' });
    await more.click();
    await more.click();
    await expect(shop.locator('.ticket-summary')).toContainText(lang === 'da' ? '2 billetter' : '2 tickets');
    await expectFrameFitsContent(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `event-${lang}-${device}`);

    await page.goto(museumPage(`/checkout/pay/${orderId}`, lang));
    await expect(shop.locator('.confirmation h1')).toHaveText(lang === 'da' ? 'Tak for din bestilling!' : 'Thank you for your order!');
    await expectFrameFitsContent(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `confirmation-${lang}-${device}`);
  } finally {
    await context.close();
  }
}

test('screenshots of the event page and the confirmation, desktop and phone, in English and Danish', async ({ browser }) => {
  test.setTimeout(90_000);
  const eventId = await entranceEventId();
  for (const lang of ['en', 'da'] as const) {
    const { orderId } = await buyEntranceByApi(`shots-${lang}-${unique()}@visitors.test`, lang);
    for (const device of ['desktop', 'phone'] as const) await shoot(browser, device, lang, eventId, orderId);
  }
});
