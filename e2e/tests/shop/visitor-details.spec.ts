import { expect, test } from '@playwright/test';
import { MUSEUM_SITE } from '../../playwright.config';
import { DEMO_MUSEUM_ID, ENTRANCE, chooseOpenDay, entranceEventId, museumPage, shopFrame, shopFrameHandle } from '../../fixtures/shop';

/** Issue 12, defect 7: what a visitor met in the embedded shop, each checked as they meet it. */

test('the page and the frame are named in the page’s language', async ({ page }) => {
  await page.goto(museumPage('/organizations', 'da'));
  const shop = shopFrame(page);
  await expect(shop.getByRole('heading', { level: 1, name: 'Arrangementer' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveAttribute('title', 'Billetter');
  await expect.poll(async () => (await shopFrameHandle(page)).title()).toBe('Billetter – Demo Museum');

  await page.goto(museumPage('/organizations', 'en'));
  await expect(shop.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveAttribute('title', 'Tickets');
  await expect.poll(async () => (await shopFrameHandle(page)).title()).toBe('Tickets – Demo Museum');
});

test('every event card names its price: the entrance, with free tickets for under 18s, reads "Free – DKK 125.00"', async ({ page }) => {
  await page.goto(museumPage('/organizations'));
  const shop = shopFrame(page);
  const card = (name: string) => shop.locator('.event-card').filter({ hasText: name }).locator('.event-card-price');
  await expect(card(ENTRANCE.en)).toHaveText('Free – DKK 125.00');
  await expect(card('Guided tour of the collection')).toHaveText('From DKK 95.00');

  await page.goto(museumPage('/organizations', 'da'));
  await expect(shop.locator('.event-card').filter({ hasText: ENTRANCE.da }).locator('.event-card-price')).toHaveText('Gratis – 125,00 kr.');
});

test('on a phone, the event page leads back to the list by keyboard, in the same family and language', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const eventId = await entranceEventId();
  const site = `${MUSEUM_SITE}/?${new URLSearchParams({ page: `/events/${eventId}`, lang: 'da', family: 'embed2', org: DEMO_MUSEUM_ID })}`;
  await page.goto(site);
  const shop = shopFrame(page);
  const heading = shop.getByRole('heading', { level: 1, name: ENTRANCE.da });
  await expect(heading).toBeVisible();
  const back = shop.getByRole('link', { name: 'Alle arrangementer' });
  await expect(back).toBeVisible();
  // By keyboard alone: past the museum's own menu (it links to donations while the museum has a
  // campaign), the first stop inside the shop is the way back.
  const isBackFocused = () => back.evaluate((link) => link === document.activeElement && link.ownerDocument.hasFocus());
  for (let tab = 0; tab < 8 && !(await isBackFocused()); tab++) await page.keyboard.press('Tab');
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shop.getByRole('heading', { level: 1, name: 'Arrangementer' })).toBeVisible();
  const address = new URL((await shopFrameHandle(page)).url());
  expect(address.pathname).toBe('/embed2/organizations');
  expect(address.searchParams.get('la')).toBe('da');
  expect(address.searchParams.get('orgId')).toBe(DEMO_MUSEUM_ID);
});

test('a quantity cleared and typed again reads what was typed: "4", never "04"', async ({ page }) => {
  const eventId = await entranceEventId();
  await page.goto(museumPage(`/events/${eventId}`));
  const shop = shopFrame(page);
  await chooseOpenDay(shop);
  const adults = shop.getByRole('spinbutton', { name: 'Number of Adult' });
  await expect(adults).toHaveValue('0');
  // Clear the 0 with Backspace (the caret after it), then type 4.
  await adults.click();
  await adults.press('End');
  await adults.press('Backspace');
  await adults.pressSequentially('4');
  await expect(adults).toHaveValue('4');
  await expect(shop.locator('.ticket-summary')).toContainText('4 tickets');
  // Typed over a selection, and a leading zero typed on purpose, read the same.
  await adults.press('ControlOrMeta+a');
  await adults.pressSequentially('07');
  await expect(adults).toHaveValue('7');
  await shop.getByRole('button', { name: 'Fewer Adult' }).click();
  await expect(adults).toHaveValue('6');
});

test('the terms of purchase open where the visitor accepts them, from the keyboard, and close again', async ({ page }) => {
  const eventId = await entranceEventId();
  await page.goto(museumPage(`/events/${eventId}`));
  const shop = shopFrame(page);
  await chooseOpenDay(shop);
  await shop.getByRole('button', { name: 'More Adult' }).click();
  await shop.getByRole('button', { name: 'Add to cart' }).click();
  await shop.getByRole('link', { name: 'Continue to contact information' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Contact information' })).toBeVisible();

  const accept = shop.getByLabel('I accept the terms of purchase');
  await accept.focus();
  await page.keyboard.press('Tab');
  const read = shop.getByRole('button', { name: 'Read the terms of purchase' });
  await expect(read).toBeFocused();
  await page.keyboard.press('Enter');
  const terms = shop.getByRole('dialog', { name: 'Terms of purchase' });
  await expect(terms).toBeVisible();
  await expect(terms).toContainText('You buy your tickets from Demo Museum');
  await expect(terms).toContainText('refund policy');
  // The title takes the focus, so the dialog's top is in view; Tab goes on to Close.
  await expect(terms.getByRole('heading', { name: 'Terms of purchase' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(terms.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();
  await expect(read).toBeFocused();
  await expect(accept).not.toBeChecked();
});
