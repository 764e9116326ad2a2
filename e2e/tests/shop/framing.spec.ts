import { expect, test } from '@playwright/test';
import { FOYER, entranceEventId, museumPage, shopFrame, shopFrameHandle, withTargetOrigin } from '../../fixtures/shop';

test('a site that is not the organisation’s target origin cannot show its shop in a frame', async ({ page }) => {
  const eventId = await entranceEventId();
  // The shop's own origin only (the demo host page): the museum site on localhost is another one.
  await withTargetOrigin(FOYER, async () => {
    const shopResponse = page.waitForResponse((response) => new URL(response.url()).pathname === `/embed/events/${eventId}`);
    await page.goto(museumPage(`/events/${eventId}`));
    const response = await shopResponse;
    const policy = response.headers()['content-security-policy'];
    expect(policy).toContain(`frame-ancestors 'self' ${FOYER}`);
    expect(policy, 'the museum site (localhost) may not frame it').not.toContain('localhost');
    // Chromium refuses to show the page: the frame holds its error page, not the shop.
    await expect.poll(async () => (await shopFrameHandle(page)).url()).toMatch(/^chrome-error:/);
    await expect(shopFrame(page).getByRole('heading', { name: 'Museum entrance' })).toHaveCount(0);
    await expect(page.getByTestId('host-cart')).toHaveText('0');
  });
});
