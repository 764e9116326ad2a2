import { expect, test, type Page } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { copenhagenDate, createSingleDate } from '../../fixtures/door';
import { chooseOpenDay, DEMO_MUSEUM_ID, entranceEventId, FOYER, museumPage, shopFrame, signedInApi } from '../../fixtures/shop';
import { okJson, unique } from '../../fixtures/ui';

/** From the event page on the museum site to the contact step with one Adult ticket held. */
async function toContactStep(page: Page) {
  await page.goto(museumPage(`/events/${await entranceEventId()}`));
  const shop = shopFrame(page);
  await chooseOpenDay(shop);
  await shop.getByRole('button', { name: 'More Adult' }).click();
  await shop.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('host-cart')).toHaveText('1');
  await shop.getByRole('link', { name: 'Continue to contact information' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Contact information' })).toBeVisible();
  return shop;
}

test('tickets for underage alone, or none at all, are refused before the cart', async ({ page }) => {
  await page.goto(museumPage(`/events/${await entranceEventId()}`));
  const shop = shopFrame(page);
  await chooseOpenDay(shop);
  const add = shop.getByRole('button', { name: 'Add to cart' });
  const carts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/public/carts') carts.push(request.url());
  });

  await add.click();
  await expect(shop.getByRole('alert').filter({ hasText: 'Select at least 1 ticket type to continue' })).toBeVisible();
  // The focus goes to the first ticket's number, where the fix is (the button it was on moved out of sight).
  await expect(shop.getByRole('spinbutton').first()).toBeFocused();

  await shop.getByRole('button', { name: 'More Under 18 (free entry)' }).click();
  await expect(shop.getByRole('alert')).toHaveCount(0);
  await add.click();
  await expect(shop.getByRole('alert').filter({ hasText: "Tickets for underage can't be sold alone" })).toBeVisible();
  expect(carts, 'nothing was sent to the cart').toEqual([]);
  await expect(page.getByTestId('host-cart')).toHaveText('0');

  // With an adult the underage ticket is fine.
  await shop.getByRole('button', { name: 'More Adult' }).click();
  await add.click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  await expect(page.getByTestId('host-cart')).toHaveText('2');
  expect(carts).toHaveLength(1);
});

test('after a refused submit, typing key by key fills the field typed in: the focus stays there', async ({ page }) => {
  const shop = await toContactStep(page);
  const first = shop.getByLabel('First name');
  const email = shop.getByLabel('Email', { exact: true });
  await shop.getByRole('button', { name: 'Continue to payment' }).click();
  // The first refused field takes the focus once, with its message.
  await expect(email).toBeFocused();
  await expect(first).toHaveAttribute('aria-invalid', 'true');

  // Each key clears that field's message; it must not send the focus on to the next refused field.
  await first.click();
  await first.pressSequentially('Anna');
  await expect(first).toHaveValue('Anna');
  await expect(first).toBeFocused();
  await email.click();
  await email.pressSequentially('anna@museum.test');
  await expect(email).toHaveValue('anna@museum.test');
  await expect(email).toBeFocused();
  await expect(shop.getByLabel('Last name')).toHaveValue('');
  await expect(shop.getByLabel('Phone number')).toHaveValue('');
});

test('the contact step refuses a buyer who has not accepted the terms, and a bad email', async ({ page }) => {
  const shop = await toContactStep(page);
  const payments: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/public/payments') payments.push(request.url());
  });
  const email = shop.getByLabel('Email', { exact: true });
  const terms = shop.getByLabel('I accept the terms of purchase');
  const pay = shop.getByRole('button', { name: 'Continue to payment' });
  const summary = shop.getByRole('alert').filter({ hasText: 'Some fields need your attention. They are marked above.' });

  // Everything but the terms.
  await email.fill(`visitor-${unique()}@visitors.test`);
  await shop.getByLabel('Phone number').fill('20304050');
  await shop.getByLabel('First name').fill('Grace');
  await shop.getByLabel('Last name').fill('Hopper');
  await pay.click();
  await expect(shop.getByText('You need to accept to continue', { exact: true })).toBeVisible();
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expect(terms).toBeFocused();
  await expect(summary).toBeVisible();
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');

  // Accepting takes the message away; now a bad email.
  await terms.check();
  await expect(shop.getByText('You need to accept to continue', { exact: true })).toHaveCount(0);
  await email.fill('visitor@museum');
  await pay.click();
  await expect(shop.getByText('Email must be valid', { exact: true })).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(summary).toBeVisible();
  await expect(terms).not.toHaveAttribute('aria-invalid', 'true');
  // The field's message is tied to the field for screen readers.
  await expect(email).toHaveAccessibleDescription(/Email must be valid/);

  // An empty required field.
  await shop.getByLabel('First name').fill('');
  await pay.click();
  await expect(shop.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(shop.getByText('Required', { exact: true })).toBeVisible();

  // Nothing was sent to the payment call, the visitor is still on the contact step and the tickets are still held.
  expect(payments).toEqual([]);
  await expect(shop.getByRole('heading', { level: 1, name: 'Contact information' })).toBeVisible();
  await expect(page.getByTestId('host-cart')).toHaveText('1');

  // Corrected, the payment starts.
  await email.fill(`visitor-${unique()}@visitors.test`);
  await shop.getByLabel('First name').fill('Grace');
  await pay.click();
  await expect(shop.locator('#approve')).toBeVisible();
  expect(payments).toHaveLength(1);
});

test('places sold at the desk while a visitor chooses: the cart says how many are left, the choice comes down to them, and the next try goes through', async ({
  page,
}) => {
  // A concert of 3 seats next month, on its own page.
  const date = `${copenhagenDate(1).month}-15`;
  const names = { en: `Small hall ${unique()}`, da: `Lille sal ${unique()}` };
  const { eventId, ticketTypeId } = await createSingleDate({
    names,
    display: true,
    start: { date, time: '19:00' },
    end: { date, time: '20:00' },
    capacity: 3,
  });
  await page.goto(`${FOYER}/embed/events/${eventId}?orgId=${DEMO_MUSEUM_ID}&la=en`);
  await expect(page.getByRole('heading', { level: 1, name: names.en })).toBeVisible();
  await expect(page.locator('.facts')).toContainText('English and Danish');
  const more = page.getByRole('button', { name: 'More Adult' });
  const quantity = page.getByLabel('Number of Adult');
  for (let click = 0; click < 3; click++) await more.click();
  await expect(quantity).toHaveValue('3');
  await expect(more).toBeDisabled();

  // Meanwhile the desk sells two of the three.
  const staff = await signedInApi();
  await okJson(
    await staff.post(`/api/events/${eventId}/offline-buy`, {
      data: { items: [{ ticketId: ticketTypeId, quantity: 2 }], paymentMethod: 'CashPayment' },
    }),
  );
  await staff.dispose();

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Only 1 left', { exact: true })).toBeVisible();
  // The dates are read again: the choice is what is left, and the total with it.
  await expect(quantity).toHaveValue('1');
  await expect(more).toBeDisabled();
  await expect(page.getByText('1 ticket', { exact: true })).toBeVisible();
  await lookAtWidths(page, 'only-one-left');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  await expect(page.locator('.totals-total')).toContainText('DKK 125.00');
});
