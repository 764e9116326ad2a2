import { expect, test, type Page } from '@playwright/test';
import { DEMO_MUSEUM_ID, FOYER, entranceEventId } from '../../fixtures/shop';

/**
 * Issue 13: the shop page names what its first page will fetch, so the browser asks for it beside
 * the shop's code. A hint that does not match what the shop asks (address, credentials) would be
 * fetched twice; this checks each first read was fetched once, and by the hint.
 */
const apiReads = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({
        path: new URL(entry.name).pathname + new URL(entry.name).search,
        by: (entry as PerformanceResourceTiming).initiatorType,
      }))
      .filter((read) => read.path.startsWith('/api/public/')),
  );

test('the event list’s first reads come once each, through the page’s hints', async ({ page }) => {
  await page.goto(`${FOYER}/embed/organizations?orgId=${DEMO_MUSEUM_ID}&la=da&sort=name`);
  await expect(page.locator('a.event-card').first()).toBeVisible();
  const reads = await apiReads(page);
  for (const path of [
    `/api/public/organizations/${DEMO_MUSEUM_ID}`,
    `/api/public/configuration/list/${DEMO_MUSEUM_ID}`,
    `/api/public/events/organizations/${DEMO_MUSEUM_ID}?sort=name`,
  ]) {
    expect(
      reads.filter((read) => read.path === path),
      path,
    ).toEqual([{ path, by: 'link' }]);
  }
  // The page's code and its texts were named too: no chunk of the page came only after the shop's code.
  const chunks = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /shop-(texts-da|event-list-page)-/.test(path)),
  );
  expect(chunks).toHaveLength(2);
});

test('an event’s page reads its event and first month once each, through the hints', async ({ page }) => {
  const eventId = await entranceEventId();
  await page.goto(`${FOYER}/embed/events/${eventId}?orgId=${DEMO_MUSEUM_ID}&la=en`);
  await expect(page.getByRole('table')).toBeVisible();
  const reads = await apiReads(page);
  for (const path of [`/api/public/events/${eventId}`, `/api/public/events/${eventId}/series`]) {
    expect(
      reads.filter((read) => read.path === path),
      path,
    ).toEqual([{ path, by: 'link' }]);
  }
});
