import { expect, test, type Page } from '@playwright/test';
import { DEMO_MUSEUM_ID, FOYER, entranceEventId, withOrganizationStylesheet } from '../../fixtures/shop';

/**
 * Issue 13: the shop's first page comes quickly to a phone. The event list is written into the
 * page by the server (the shop's code takes it over); an event's page names what it will fetch,
 * so the browser asks for it beside the shop's code. A hint that does not match what the shop
 * asks (address, credentials) would be fetched twice; the tests check each read came once.
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

test('the event list comes written in the shop page, and the shop takes it over where it stands without reading it again', async ({
  page,
}) => {
  const address = `${FOYER}/embed/organizations?orgId=${DEMO_MUSEUM_ID}&la=da&sort=name`;
  // As the server sends it: the list, the page's language and title, and nothing left to read.
  const sent = await (await page.request.get(address)).text();
  expect(sent).toContain('<html lang="da">');
  expect(sent).toContain('<title>Billetter – Demo Museum</title>');
  expect(sent).toMatch(
    /<div id="shop">.*class="event-card".*Entré til museet.*<\/div><script type="application\/json" id="shop-written">/s,
  );
  expect(sent).not.toContain('as="fetch"');
  // Its stylesheet inside it: the first paint waits for no other request.
  expect(sent).toMatch(/<style>:root\{/);
  expect(sent).not.toContain('rel="stylesheet"');

  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  // Marks the written cards once the page is parsed: before any of the shop's code runs (a module
  // script runs after the document turns "interactive").
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      document.querySelectorAll<HTMLElement>('a.event-card').forEach((card) => (card.dataset.written = 'yes'));
    });
  });
  await page.goto(address);
  const sort = page.getByLabel('Sortér efter');
  await expect(sort).toHaveValue('name');
  await page.waitForLoadState('networkidle');
  const cards = page.locator('a.event-card');
  // The shop's code took the same elements over (a page drawn anew would have unmarked cards).
  await expect(cards.first()).toHaveAttribute('data-written', 'yes');
  expect(await cards.count()).toBeGreaterThan(1);
  expect(await page.locator('a.event-card:not([data-written])').count()).toBe(0);
  const reads = (await apiReads(page)).map((read) => read.path);
  expect(reads.filter((path) => !path.endsWith('/analytics'))).toEqual([]);
  expect(problems).toEqual([]);

  // Taken over, it is the shop: another order reads the list and draws it anew, in the address too.
  const first = await cards.first().textContent();
  await sort.selectOption('date');
  await expect(page).toHaveURL(/sort=date/);
  await expect(page.locator('a.event-card:not([data-written])').first()).toBeVisible();
  expect(await apiReads(page)).toContainEqual({ path: `/api/public/events/organizations/${DEMO_MUSEUM_ID}?sort=date`, by: 'fetch' });
  expect(await cards.first().textContent()).not.toBe(first);
});

test('without its script the written list still shows, and each event is a link to its page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${FOYER}/embed/organizations?orgId=${DEMO_MUSEUM_ID}&la=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const entrance = page.getByRole('link', { name: /Museum entrance/ });
  await expect(entrance).toHaveAttribute('href', new RegExp(`^/embed/events/[0-9a-f-]{36}\\?orgId=${DEMO_MUSEUM_ID}&la=en$`));
  await context.close();
});

/** Marks what the page has once parsed, before any of the shop's code runs (see above). */
const markWhenParsed = (page: Page, selector: string) =>
  page.addInitScript((marked) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      document.querySelectorAll<HTMLElement>(marked).forEach((element) => (element.dataset.written = 'yes'));
    });
  }, selector);

test('an event’s page comes written with its first month, and the shop takes it over in place to book from', async ({ page }) => {
  const eventId = await entranceEventId();
  const address = `${FOYER}/embed/events/${eventId}?orgId=${DEMO_MUSEUM_ID}&la=da`;
  const sent = await (await page.request.get(address)).text();
  expect(sent).toMatch(
    /<div id="shop">.*<h1>Entré til museet<\/h1>.*<table.*<\/table>.*<\/div><script type="application\/json" id="shop-written">/s,
  );

  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await markWhenParsed(page, 'h1, table');
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Entré til museet' })).toHaveAttribute('data-written', 'yes');
  await expect(page.getByRole('table')).toHaveAttribute('data-written', 'yes');
  // Until then its buttons took no tap (styles/base.css); taken over, the shell says so.
  expect(sent).toMatch(/<div class="shop-shell"(?![^>]*data-interactive)[^>]*>/);
  await expect(page.locator('.shop-shell')).toHaveAttribute('data-interactive', 'true');
  expect((await apiReads(page)).map((read) => read.path).filter((path) => !path.endsWith('/analytics'))).toEqual([]);
  expect(problems).toEqual([]);

  // The written calendar works as the shop's own: a day, a ticket, the cart.
  const day = page.getByRole('table').getByRole('button', { disabled: false }).last();
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Flere Voksen' }).click();
  await page.getByRole('button', { name: 'Læg i kurven' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Din bestilling' })).toBeVisible();
});

test('an event that is not there is not written: the shop reads it once, through the hint, and says so', async ({ page }) => {
  const eventId = '00000000-0000-4000-a000-00000000dead';
  await page.goto(`${FOYER}/embed/events/${eventId}?orgId=${DEMO_MUSEUM_ID}&la=en`);
  await expect(page.getByText('Event not found')).toBeVisible();
  expect(await page.locator('#shop-written').count()).toBe(0);
  const path = `/api/public/events/${eventId}`;
  expect((await apiReads(page)).filter((read) => read.path === path)).toEqual([{ path, by: 'link' }]);
});

test('a link whose event id was cut short says the event is not there, not "try again"', async ({ page }) => {
  await page.goto(`${FOYER}/embed/events/00000000-0000-4000-a000-00000?orgId=${DEMO_MUSEUM_ID}&la=en`);
  await expect(page.getByText('Event not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See all events' })).toBeVisible();
});

test('a museum’s stylesheet comes with the written page: one that replaces ours is the only one ever applied', async ({ page }) => {
  // An https address (the shop takes no other), answered here as the museum's server would.
  const href = 'https://styles.museum.test/shop.css';
  await page.route(href, (route) => route.fulfill({ contentType: 'text/css', body: 'body { background-color: rgb(10, 20, 30); }' }));
  const address = `${FOYER}/embed/organizations?orgId=${DEMO_MUSEUM_ID}&la=en`;

  await withOrganizationStylesheet({ mode: 'APPEND', href }, async () => {
    // Added after ours, which is still written into the page.
    const sent = await (await page.request.get(address)).text();
    expect(sent).toMatch(
      /<style>:root\{.*<link rel="stylesheet" href="https:\/\/styles\.museum\.test\/shop\.css" data-shop-custom><\/head>/s,
    );
  });

  await withOrganizationStylesheet({ mode: 'REPLACE', href }, async () => {
    const sent = await (await page.request.get(address)).text();
    expect(sent).toContain(`<link rel="stylesheet" href="${href}" data-shop-custom></head>`);
    expect(sent).not.toMatch(/<style>:root\{/);
    expect(sent).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css" disabled>/);

    await probeStylesheetsAtParse(page);
    await page.goto(address);
    await expect(page.locator('a.event-card').first()).toBeVisible();
    await expectOnlyTheMuseumsStylesheet(page, href);
  });
});

/**
 * Records which stylesheets apply once the page is parsed, before the shop's code runs (the
 * museum's own sheet may still be loading then; it blocks the first paint, ours must not be there).
 */
const probeStylesheetsAtParse = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { atParse: unknown }).atParse = {
        ours: Array.from(document.styleSheets)
          .filter((sheet) => !sheet.disabled && !(sheet.ownerNode as Element | null)?.hasAttribute('data-shop-custom'))
          .map((sheet) => sheet.href ?? 'inline'),
        museums: Array.from(document.head.querySelectorAll('link[data-shop-custom]')).map((link) => link.getAttribute('href')),
      };
    });
  });

/** Only the museum's stylesheet applied, at parse time (probeStylesheetsAtParse) and after; ours never even fetched. */
async function expectOnlyTheMuseumsStylesheet(page: Page, href: string) {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { atParse: unknown }).atParse)).toEqual({ ours: [], museums: [href] });
  const applied = await page.evaluate(() =>
    Array.from(document.styleSheets)
      .filter((sheet) => !sheet.disabled)
      .map((sheet) => sheet.href ?? 'inline'),
  );
  expect(applied).toEqual([href]);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(10, 20, 30)');
  const ours = await page.evaluate(
    () => performance.getEntriesByType('resource').filter((entry) => /\/assets\/[\w.-]+\.css$/.test(new URL(entry.name).pathname)).length,
  );
  expect(ours).toBe(0);
}

test('a page that is not written comes in the museum’s style from its first paint too', async ({ page }) => {
  const href = 'https://styles.museum.test/shop.css';
  await page.route(href, (route) => route.fulfill({ contentType: 'text/css', body: 'body { background-color: rgb(10, 20, 30); }' }));
  // The donations, and the cart a visitor comes back to: the shop's code draws them, the server only sends the page.
  const addresses = [
    `${FOYER}/embed/donations?orgId=${DEMO_MUSEUM_ID}&la=en`,
    `${FOYER}/embed/checkout/review?orgId=${DEMO_MUSEUM_ID}&la=en`,
  ];

  await withOrganizationStylesheet({ mode: 'APPEND', href }, async () => {
    for (const address of addresses) {
      // Ours stays a link (kept in the browser's cache across pages), the museum's after it.
      const sent = await (await page.request.get(address)).text();
      expect(sent).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css">/);
      expect(sent).toContain(`<link rel="stylesheet" href="${href}" data-shop-custom></head>`);
    }
  });

  await withOrganizationStylesheet({ mode: 'REPLACE', href }, async () => {
    await probeStylesheetsAtParse(page);
    for (const address of addresses) {
      const sent = await (await page.request.get(address)).text();
      expect(sent).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css" disabled>/);
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectOnlyTheMuseumsStylesheet(page, href);
    }
  });

  // Without a stylesheet of the museum's, the page is shop.html as it was.
  const plain = await (await page.request.get(addresses[0]!)).text();
  expect(plain).not.toContain('data-shop-custom');
  expect(plain).not.toContain(' disabled>');
});
