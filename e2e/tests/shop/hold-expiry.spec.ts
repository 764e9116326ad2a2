import { expect, test } from '@playwright/test';
import {
  DEMO_MUSEUM_ID,
  cartChanges,
  chooseOpenDay,
  entranceEventId,
  moveServerClock,
  museumPage,
  publicApi,
  recordCartChanges,
  shopFrame,
  withSetting,
} from '../../fixtures/shop';
import { okJson } from '../../fixtures/ui';

// Neither test waits for the minute: the browser's clock (page.clock) and the server's
// (moveServerClock, FOYER_TEST_CLOCK) are moved on together.
test('with a hold time of 1 minute the reservation runs out in front of the visitor and the cart empties', async ({ page }) => {
  await withSetting('HOLD_MINUTES', '1', async () => {
    await page.clock.install();
    await recordCartChanges(page);
    await page.goto(museumPage(`/events/${await entranceEventId()}`));
    const shop = shopFrame(page);
    const host = page.getByTestId('host-cart');
    await chooseOpenDay(shop);
    await shop.getByRole('button', { name: 'More Adult' }).click();
    await shop.getByRole('button', { name: 'Add to cart' }).click();
    await expect(shop.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    await expect(host).toHaveText('1');

    // The countdown starts at the organisation's hold time (never above it) and runs.
    const countdown = shop.getByText(/^Your tickets are held for \d\d:\d\d$/);
    await expect(countdown).toBeVisible();
    const read = async () => {
      const [, minutes, seconds] = /(\d\d):(\d\d)$/.exec((await countdown.textContent()) ?? '')!;
      return Number(minutes) * 60 + Number(seconds);
    };
    const first = await read();
    expect(first).toBeLessThanOrEqual(60);
    expect(first).toBeGreaterThan(45);
    await page.clock.runFor(2_000);
    await expect.poll(read).toBeLessThan(first);

    const cartId = (await cartChanges(page)).at(-1)?.cartId;
    expect(cartId).toBeTruthy();
    const api = await publicApi();
    const held = await okJson<{ itemsTotalQuantity: number; holdMinutes: number; expiresAt: number; serverTime: number }>(
      await api.get(`/api/public/carts/${cartId}?orgId=${DEMO_MUSEUM_ID}`),
    );
    expect(held).toMatchObject({ itemsTotalQuantity: 1, holdMinutes: 1 });
    expect(held.expiresAt - held.serverTime).toBeLessThanOrEqual(60_000);

    // The hold's minute passes on both clocks, then the page says it is over.
    const expired = shop.getByRole('alert').filter({ hasText: 'Your reservation has expired' });
    await expect(expired).toHaveCount(0);
    expect(await moveServerClock(61_000)).toBeGreaterThan(held.expiresAt);
    await page.clock.fastForward(61_000);
    await expect(expired).toBeVisible();
    await expect(countdown).toHaveCount(0);
    await expect(shop.getByText('Your cart is empty.')).toBeVisible();
    await expect(shop.getByRole('link', { name: 'Continue to contact information' })).toHaveCount(0);
    await expect(host).toHaveText('0');
    expect((await cartChanges(page)).at(-1)).toMatchObject({ itemsTotalQuantity: 0 });

    // The server has let the ticket go: the cart is empty.
    const after = await okJson<{ itemsTotalQuantity: number; items: unknown[]; expiresAt: number }>(
      await api.get(`/api/public/carts/${cartId}?orgId=${DEMO_MUSEUM_ID}`),
    );
    expect(after).toMatchObject({ itemsTotalQuantity: 0, items: [], expiresAt: 0 });
    await api.dispose();

    // After a reload of the museum page the shop starts with an empty cart too.
    await page.reload();
    await expect(shopFrame(page).getByRole('heading', { name: 'Choose a date' })).toBeVisible();
    await expect(shopFrame(page).getByText(/^Your tickets are held for/)).toHaveCount(0);
    await expect(host).toHaveText('0');
  });
});

// The countdown runs on the server's clock (the cart's serverTime), and the shop looks again until
// the server has let the tickets go: a visitor's clock that is ahead changes nothing.
test('with the visitor’s clock ahead of the server the reservation still runs out in front of them', async ({ page }) => {
  await withSetting('HOLD_MINUTES', '1', async () => {
    await page.clock.install({ time: Date.now() + 25_000 });
    await page.goto(museumPage(`/events/${await entranceEventId()}`));
    const shop = shopFrame(page);
    await chooseOpenDay(shop);
    await shop.getByRole('button', { name: 'More Adult' }).click();
    await shop.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('host-cart')).toHaveText('1');
    // 40 seconds on: by the visitor's own clock the minute would be over; by the server's it is not.
    const expired = shop.getByRole('alert').filter({ hasText: 'Your reservation has expired' });
    await page.clock.fastForward(40_000);
    await expect(shop.getByText(/^Your tickets are held for 00:[12]\d$/)).toBeVisible();
    await expect(expired).toHaveCount(0);
    await expect(page.getByTestId('host-cart')).toHaveText('1');
    await moveServerClock(61_000);
    await page.clock.fastForward(21_000);
    await expect(expired).toBeVisible();
    await expect(shop.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByTestId('host-cart')).toHaveText('0');
  });
});

// A review walk with a screen reader: after the hold ran out, the hidden announcement still said
// "1 minute left", read again to anyone moving through the page.
test('the last minute is announced to screen readers, and the announcement goes when the hold does', async ({ page }) => {
  await withSetting('HOLD_MINUTES', '2', async () => {
    await page.clock.install();
    await page.goto(museumPage(`/events/${await entranceEventId()}`));
    const shop = shopFrame(page);
    await chooseOpenDay(shop);
    await shop.getByRole('button', { name: 'More Adult' }).click();
    await shop.getByRole('button', { name: 'Add to cart' }).click();
    await expect(shop.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    const announcement = shop.getByTestId('hold-announcement');
    await expect(announcement).toHaveText('');

    await moveServerClock(61_000);
    await page.clock.fastForward(61_000);
    await expect(announcement).toHaveText('1 minute left to finish your booking');

    await moveServerClock(61_000);
    await page.clock.fastForward(61_000);
    await expect(shop.getByRole('alert').filter({ hasText: 'Your reservation has expired' })).toBeVisible();
    await expect(announcement).toHaveText('');
  });
});
