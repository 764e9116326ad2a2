import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { describeFindings, seriousViolations, summarize, type Finding } from '../fixtures/axe';
import { signIn } from '../fixtures/session';
import { DEMO_MUSEUM_ID, buyEntranceByApi, entranceEventId, signedInApi } from '../fixtures/shop';
import { okJson, unique } from '../fixtures/ui';

/**
 * Issue 12, "keep it so": every back-office route as each role that may open it, and every step
 * of the shop's checkout in every family, at 1280 and 390 px, in English and Danish, with axe-core
 * (WCAG 2.2 AA): no serious or critical violation. A11Y_REPORT=1 prints counts by rule instead of
 * failing, to measure before and after a change.
 */

const REPORT = process.env.A11Y_REPORT === '1';
const WIDTHS = [1280, 390] as const;
const LANGUAGES = ['en', 'da'] as const;

interface RouteNode {
  path?: string;
  handle?: unknown;
  children?: RouteNode[];
}
interface RouteAccess {
  canOpenRoute: (handles: readonly unknown[], roles: readonly string[], permissions: ReadonlySet<string>) => boolean;
}

/**
 * The back office's own route table (apps/web/src/app/routes.tsx), so a new page joins this test
 * by being a route. Loaded at run time: the web app is not part of the e2e TypeScript project.
 */
async function appRoutes() {
  const app = path.resolve(import.meta.dirname, '../../apps/web/src/app');
  const routes = (await import(pathToFileURL(path.join(app, 'routes.tsx')).href)) as {
    publicRoutes: RouteNode[];
    privateRoutes: RouteNode[];
  };
  const access = (await import(pathToFileURL(path.join(app, 'route-access.ts')).href)) as RouteAccess;
  const flatten = (nodes: RouteNode[], parent = '', handles: unknown[] = []): { path: string; handles: unknown[] }[] =>
    nodes.flatMap((node) => {
      const own = node.path ? `${parent.replace(/\/$/, '')}/${node.path.replace(/^\//, '')}` : parent;
      const chain = [...handles, node.handle];
      return [...(node.path ? [{ path: own, handles: chain }] : []), ...flatten(node.children ?? [], own, chain)];
    });
  return { publicPaths: flatten(routes.publicRoutes), privatePaths: flatten(routes.privateRoutes), canOpenRoute: access.canOpenRoute };
}

/**
 * Demo data for each path parameter by its name, or by route and name where one name means
 * different things; a route with a parameter not here fails with its name.
 */
type Ids = Record<string, string>;

const findings: Finding[] = [];

/** Requests in flight per page, to tell when a page's data has arrived (also after in-app navigation). */
const traffic = new WeakMap<Page, { inFlight: number; changedAt: number }>();
function trackRequests(page: Page) {
  const state = { inFlight: 0, changedAt: Date.now() };
  traffic.set(page, state);
  const change = (delta: number) => () => {
    state.inFlight += delta;
    state.changedAt = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/** Waits until the page has settled: no request for a moment, no spinner or skeleton left. */
async function settled(page: Page) {
  const state = traffic.get(page);
  if (!state) throw new Error('trackRequests(page) first');
  await expect.poll(() => state.inFlight <= 0 && Date.now() - state.changedAt >= 250, { intervals: [50] }).toBe(true);
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible, .loading:visible')).toHaveCount(0);
}

/** Opens a path of the single-page app without reloading it (the router follows history changes). */
async function navigate(page: Page, to: string) {
  // Mark the page on show, to see it replaced: the router keeps it up while the next one loads.
  const marked = await page.evaluate(() => {
    const roots = document.querySelectorAll('main > * > *');
    roots.forEach((root) => root.setAttribute('data-a11y-previous', ''));
    return roots.length > 0;
  });
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await expect.poll(() => new URL(page.url()).pathname).toBe(new URL(to, 'http://x').pathname);
  if (marked) {
    // Two routes showing the same component keep its elements, so give up waiting after a while.
    await page
      .locator('[data-a11y-previous]')
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
  }
}

/** Axe at each width without reloading: the same page load, laid out for a desk and a phone. */
async function checkWidths(page: Page, where: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // Let media-query hooks re-render the layout at the new width.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    findings.push(...(await seriousViolations(page, `${where} @${width}`)));
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
}

function report(title: string, own: Finding[]) {
  if (REPORT) {
    const loads = new Set(own.map((finding) => finding.where));
    console.log(`\n== ${title}: ${loads.size} page loads with serious violations\n${summarize(own)}\n${describeFindings(own)}`);
    return;
  }
  expect(own, `serious or critical axe violations:\n${describeFindings(own)}`).toEqual([]);
}

const ROLES = ['admin@demo.test', 'guide@demo.test', 'support@demo.test', 'platform@demo.test'] as const;

let ids: Ids;
let analyticsId: string | null = null;

test.beforeAll(async () => {
  // Demo ids as the museum's admin sees them; an order to show, and an analytics integration to
  // edit (disabled, so the shop loads no tracker), removed afterwards.
  const api = await signedInApi();
  const identity = await okJson<{ userId: string }>(await api.get('/api/auth/identity'));
  const events = await okJson<{ items: { eventId: string; kind: string; nextOccurrence: { eventId: string } | null }[] }>(
    await api.get('/api/events?page=1&size=50'),
  );
  const series = events.items.find((event) => event.kind === 'Recurring' && event.nextOccurrence)!;
  const configurations = await okJson<{ name: string }[]>(await api.get('/api/configuration/list'));
  const integration = await okJson<{ analyticsIntegrationId: string }>(
    await api.post('/api/analytics', { data: { type: 'GoogleAnalytics', id: 'G-A11Y123456', enabled: false } }),
  );
  analyticsId = integration.analyticsIntegrationId;
  const { orderId } = await buyEntranceByApi(`a11y-${unique()}@visitors.test`, 'en', 1);
  await api.dispose();
  ids = {
    userId: identity.userId,
    parentId: series.eventId,
    eventId: series.nextOccurrence!.eventId,
    '/events/edit-recurring/:eventId eventId': series.eventId,
    configurationName: configurations[0]!.name,
    category: 'Shipping',
    analyticsIntegrationId: analyticsId,
    orderId,
    address: 'visitor@example.com',
    resetToken: 'not-a-real-token',
  };
});

test.afterAll(async () => {
  if (!analyticsId) return;
  const api = await signedInApi();
  await okJson(await api.delete(`/api/analytics/${analyticsId}`));
  await api.dispose();
});

/** The path with its parameters filled from the demo data. */
function fill(route: string): string {
  return route.replace(/:(\w+)/g, (_, name: string) => {
    const value = ids[`${route} ${name}`] ?? ids[name];
    if (!value) throw new Error(`No demo value for :${name} of ${route}: add one to the a11y spec's ids`);
    return encodeURIComponent(value);
  });
}

test.describe('back office', () => {
  test.describe.configure({ timeout: 300_000 });

  test('pages before sign-in, and the not-found page', async ({ page }) => {
    const own: Finding[] = [];
    trackRequests(page);
    const { publicPaths } = await appRoutes();
    for (const language of LANGUAGES) {
      for (const route of [...publicPaths.map((entry) => entry.path), '/no-such-page']) {
        const start = findings.length;
        await page.goto(`${fill(route)}?la=${language}`);
        await settled(page);
        await checkWidths(page, `${route} (signed out, ${language})`);
        own.push(...findings.slice(start));
      }
    }
    report('pages before sign-in', own);
  });

  /** Visits each route the signed-in user may open (and is in `wanted`), checking each at both widths. */
  async function visitRoutes(page: Page, who: string, language: string, wanted: (route: string) => boolean): Promise<Finding[]> {
    const own: Finding[] = [];
    const { privatePaths, canOpenRoute } = await appRoutes();
    const identity = await okJson<{ roles: string[]; permissions: string[] }>(await page.request.get('/api/auth/identity'));
    const permissions = new Set(identity.permissions);
    const open = privatePaths.filter((entry) => canOpenRoute(entry.handles, identity.roles, permissions));
    expect(open.length, `${who} opens some pages`).toBeGreaterThan(0);
    for (const { path: route } of open.filter((entry) => wanted(entry.path))) {
      const start = findings.length;
      const began = Date.now();
      await navigate(page, fill(route));
      await settled(page);
      await checkWidths(page, `${route} (${who}, ${language})`);
      if (REPORT) console.log(`${route} (${who}): ${Date.now() - began} ms`);
      own.push(...findings.slice(start));
      visited.add(route);
    }
    return own;
  }
  const visited = new Set<string>();

  // English: every route as each role that may open it (what a role sees differs: menus, data).
  for (const email of ROLES) {
    test(`every route ${email} may open, in English`, async ({ page }) => {
      trackRequests(page);
      await signIn(page, email, undefined, '?la=en');
      report(`${email} in en`, await visitRoutes(page, email, 'en', () => true));
    });
  }

  // Danish: every route once, as the first role that may open it (longer words, other names).
  test('every route in Danish', async ({ browser, baseURL }) => {
    const own: Finding[] = [];
    const done = new Set<string>();
    for (const email of ROLES) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      trackRequests(page);
      await signIn(page, email, undefined, '?la=da');
      visited.clear();
      own.push(...(await visitRoutes(page, email, 'da', (route) => !done.has(route))));
      for (const route of visited) done.add(route);
      await context.close();
    }
    report('every route in Danish', own);
  });

  test('dialogs and pickers: Refund, Delete event, a date picker open', async ({ page }) => {
    const own: Finding[] = [];
    trackRequests(page);
    await signIn(page, 'admin@demo.test', undefined, '?la=en');
    const check = async (where: string) => {
      const start = findings.length;
      await checkWidths(page, where);
      own.push(...findings.slice(start));
      await page.keyboard.press('Escape');
    };

    await navigate(page, `/orders/${ids.orderId}`);
    await page.getByTestId('order-action-refund').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('the Refund dialog');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await navigate(page, `/events/${ids.eventId}`);
    await page.getByTestId('delete-event').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('the Delete event dialog');

    await navigate(page, `/events/edit-recurring/${ids['/events/edit-recurring/:eventId eventId']}`);
    await page.locator('main button[aria-haspopup="dialog"]').first().click();
    const previousMonth = page.getByRole('button', { name: 'Previous month' });
    await expect(previousMonth.or(page.getByRole('button', { name: 'Next month' })).first()).toBeVisible();
    await check('an open date picker');
    report('dialogs and pickers', own);
  });

  test('keyboard and focus: a failed sign-in, the menu button', async ({ page }) => {
    await page.goto('/login?la=en');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.locator('form button[type=submit]').click();
    // Focus goes to the message that says why, not back to the page body.
    await expect(page.getByTestId('login-error')).toBeFocused();

    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, 'admin@demo.test');
    const menu = page.getByRole('button', { name: 'Show or hide the navigation' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('nav-users')).toBeVisible();
    // The language button's name includes the code it shows.
    await expect(page.getByRole('button', { name: 'Language EN' })).toBeVisible();
  });
});

test('the shop calendar is a single tab stop moved through with arrow keys, Home and End', async ({ page }) => {
  const eventId = await entranceEventId();
  await page.goto(`/embed/events/${eventId}?orgId=${DEMO_MUSEUM_ID}&la=en`);
  const calendar = page.getByRole('table');
  const open = calendar.getByRole('button', { disabled: false });
  await expect(open.first()).toBeVisible();
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
});

/** Monday of the week of a yyyy-MM-dd date, as the calendar's rows are. */
function weekOf(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7));
  return at.toISOString().slice(0, 10);
}

test.describe('shop', () => {
  test.describe.configure({ timeout: 120_000 });
  const FAMILIES = ['embed', 'embed2', 'embed3', 'embed4', 'embed5'] as const;

  // Every family in English; in Danish the families differ only by layout and steps, so /embed and
  // /embed3 (the one with a ticket step) stand for the rest, to keep the run short.
  for (const family of FAMILIES) {
    for (const language of LANGUAGES.filter((language) => language === 'en' || family === 'embed' || family === 'embed3')) {
      test(`every checkout step of /${family}, in ${language}`, async ({ page }) => {
        const start = findings.length;
        trackRequests(page);
        const eventId = await entranceEventId();
        const query = `?orgId=${DEMO_MUSEUM_ID}&la=${language}`;
        const where = (step: string) => `/${family} ${step} (${language})`;

        await page.goto(`/${family}${query}`);
        await expect(page.locator('.event-card').first()).toBeVisible();
        await settled(page);
        await checkWidths(page, where('event list'));

        await page.goto(`/${family}/events/${eventId}${query}`);
        const calendar = page.getByRole('table');
        await expect(calendar).toBeVisible();
        await calendar.getByRole('button', { disabled: false }).last().click();
        await expect(page.getByRole('spinbutton').first()).toBeVisible();
        await settled(page);
        await checkWidths(page, where('event page'));

        // "More" of the first ticket type (the stepper's last button), then "Add to cart".
        await page.locator('.ticket-line').first().getByRole('button').last().click();
        await page.locator('form.tickets button[type=submit]').click();
        await expect(page.locator('.cart-item').first()).toBeVisible();
        await settled(page);
        await checkWidths(page, where('cart'));

        await page.locator('a[href*="checkout/contact"]').first().click();
        await expect(page.getByRole('radio').first()).toBeVisible();
        await settled(page);
        await checkWidths(page, where('contact details'));
        await page.locator('input[autocomplete=email]').fill(`a11y-${unique()}@visitors.test`);
        await page.locator('input[autocomplete=tel-national]').fill('20304050');
        await page.locator('input[autocomplete=given-name]').fill('Ada');
        await page.locator('input[autocomplete=family-name]').fill('Lovelace');
        // The terms are the form's last checkbox (marketing, when offered, comes before them).
        await page.locator('form.contact input[type=checkbox]').last().check();
        await page.locator('form.contact button[type=submit]').click();

        if (family === 'embed3') {
          await expect(page).toHaveURL(/checkout\/ticket/);
          await settled(page);
          await checkWidths(page, where('ticket information'));
          for (const holder of await page.locator('form input[autocomplete=off]').all()) await holder.fill('Ada Lovelace');
          await page.locator('form button[type=submit]').last().click();
        }

        const approve = page.locator('#approve');
        await expect(approve).toBeVisible({ timeout: 20_000 });
        await settled(page);
        await checkWidths(page, where('payment'));
        await approve.click();

        await expect(page.locator('.confirmation')).toBeVisible({ timeout: 20_000 });
        await settled(page);
        await checkWidths(page, where('return page'));
        report(`/${family} in ${language}`, findings.slice(start));
      });
    }
  }
});
