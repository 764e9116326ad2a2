import { expect, test } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { createWeeklySeries, holdInCart, seriesDates } from '../../fixtures/events';
import { DEMO_MUSEUM_ID, FOYER, signedInApi } from '../../fixtures/shop';
import { okJson, unique } from '../../fixtures/ui';

/**
 * A date staff cancel while a visitor holds it: the cart still shows it, marked "no longer on
 * sale" and unpriced, says to remove it, and does not lead on to checkout until it is gone. Before,
 * the visitor met "This event is no longer on sale" at the payment, with nothing in the cart to
 * say which date, and two dates of one event had remove buttons of the same name.
 */
test('a canceled date in the cart is marked, named and removed before checkout', async ({ page }) => {
  const name = `Evening talks ${unique()}`;
  const eventId = await createWeeklySeries({ name });
  const {
    occurrenceIds: [first, second],
    ticketId,
  } = await seriesDates(eventId, ['2027-03-01', '2027-03-08']);
  const cartId = await holdInCart({ occurrenceId: first!, ticketId }, 2, { language: 'da' });
  await holdInCart({ occurrenceId: second!, ticketId }, 1, { cartId, language: 'da' });
  const staff = await signedInApi();
  await okJson(await staff.put(`/api/events/${second}/edit-single`, { data: { status: 'Canceled' } }));
  await staff.dispose();

  await page.goto(`${FOYER}/embed/checkout/review?orgId=${DEMO_MUSEUM_ID}&cId=${cartId}&la=en`);
  const items = page.locator('.cart-item');
  await expect(items.nth(1)).toContainText('This date is no longer on sale.');
  await expect(page.getByRole('status').filter({ hasText: 'Remove it to continue.' })).toBeVisible();
  await lookAtWidths(page, 'date-off-sale-in-cart-en');

  await page.goto(`${FOYER}/embed/checkout/review?orgId=${DEMO_MUSEUM_ID}&la=da`);
  await expect(items).toHaveCount(2);
  const canceled = items.nth(1);
  await expect(canceled).toContainText('Denne dato er ikke længere til salg.');
  await expect(canceled).toContainText('1 billet');
  await expect(canceled).not.toContainText('kr.');
  await expect(canceled.getByRole('button', { name: /^Én billet/ })).toHaveCount(0);
  // Only the first date's two tickets are priced: 2 × 125,00.
  await expect(page.locator('.totals-total')).toContainText('250,00');
  await expect(page.getByRole('status').filter({ hasText: 'Fjern det for at fortsætte' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fortsæt til kontaktoplysninger' })).toHaveCount(0);
  await lookAtWidths(page, 'date-off-sale-in-cart-da');

  // The contact step, reached by its address, sends the visitor back to the cart.
  await page.goto(`${FOYER}/embed/checkout/contact?orgId=${DEMO_MUSEUM_ID}&la=da`);
  await expect(page.getByRole('alert')).toContainText('Noget i din kurv er ikke længere til salg');
  await lookAtWidths(page, 'date-off-sale-contact-da');
  await page.getByRole('link', { name: 'Tilbage til kurven' }).click();

  // Each remove button names its date: the two dates are of one event.
  const removes = page.getByRole('button', { name: new RegExp(`^Fjern ${name}`) });
  await expect(removes).toHaveCount(2);
  const [one, two] = [await removes.nth(0).getAttribute('aria-label'), await removes.nth(1).getAttribute('aria-label')];
  expect(one).not.toEqual(two);
  await removes.nth(1).click();
  await expect(items).toHaveCount(1);
  // The keyboard's place stays in the cart: on the remove button left, not lost on the page.
  await expect(page.getByRole('button', { name: new RegExp(`^Fjern ${name}`) })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Fortsæt til kontaktoplysninger' })).toBeVisible();
  await expect(page.locator('.totals-total')).toContainText('250,00');
});

test('a cart holding only a canceled date promises no reservation', async ({ page }) => {
  const eventId = await createWeeklySeries({ name: `Morning talks ${unique()}` });
  const {
    occurrenceIds: [first],
    ticketId,
  } = await seriesDates(eventId, ['2027-03-01']);
  const cartId = await holdInCart({ occurrenceId: first!, ticketId }, 1);
  await page.goto(`${FOYER}/embed/checkout/review?orgId=${DEMO_MUSEUM_ID}&cId=${cartId}&la=en`);
  await expect(page.getByText(/^Your tickets are held for/)).toBeVisible();

  const staff = await signedInApi();
  await okJson(await staff.put(`/api/events/${first}/edit-single`, { data: { status: 'Canceled' } }));
  await staff.dispose();
  await page.reload();
  await expect(page.locator('.cart-item')).toContainText('This date is no longer on sale.');
  await expect(page.getByText(/^Your tickets are held for/)).toHaveCount(0);
  // Removed with the keyboard: the cart is empty, and the keyboard's place is the page, not lost.
  await page.getByRole('button', { name: /^Remove Morning talks/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.cart-item')).toHaveCount(0);
  await expect(page.locator('.shop-main')).toBeFocused();
});
