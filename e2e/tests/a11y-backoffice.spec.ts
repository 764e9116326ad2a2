import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, REPORT, checkWidths, findings, report } from '../fixtures/a11y-checks';
import {
  appRoutes,
  demoIdsOfBothOrgs,
  fillRoute,
  navigate,
  removeDemoIntegrations,
  settled,
  signedInAs,
  trackRequests,
  type Ids,
} from '../fixtures/app-pages';
import { type Finding } from '../fixtures/axe';
import { signIn } from '../fixtures/session';
import { okJson } from '../fixtures/ui';

/**
 * Issue 12, "keep it so", the back office: every route as each role that may open it, in English,
 * and every route once more in Danish, at 1280 and 390 px, with axe-core (WCAG 2.2 AA): no serious
 * or critical violation. A11Y_REPORT=1 prints counts by rule instead of failing. The shop's steps
 * are checked in a11y-shop.spec.ts.
 *
 * To keep the run short on two cores: each page load is checked at both widths by resizing the
 * viewport (no reload), each role signs in once for the whole file (its cookies reused), and the
 * routes are visited in the app without reloading it.
 */

/** The demo roles: the museum's admin, guide, support and platform admin, and the park's admin (its combi ticket and partner museums). */
const ROLES = ['admin@demo.test', 'guide@demo.test', 'support@demo.test', 'platform@demo.test', 'admin@park.test'] as const;

/** Demo ids by organisation: the museum's for its staff, the park's for the park's admin. */
let idsByOrg = new Map<string, Ids>();
let ids: Ids;
/** The path with its parameters filled from the demo data (the museum's unless told). */
const fill = (route: string, from: Ids = ids) => fillRoute(route, from);

test.beforeAll(async () => {
  ({ museum: ids, byOrg: idsByOrg } = await demoIdsOfBothOrgs('a11y'));
});

test.afterAll(removeDemoIntegrations);

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
    const seen: Finding[] = [];
    const { privatePaths, canOpenRoute } = await appRoutes();
    const identity = await okJson<{ orgId: string; roles: string[]; permissions: string[] }>(await page.request.get('/api/auth/identity'));
    const permissions = new Set(identity.permissions);
    const own = idsByOrg.get(identity.orgId) ?? ids;
    const open = privatePaths.filter((entry) => canOpenRoute(entry.handles, identity.roles, permissions));
    expect(open.length, `${who} opens some pages`).toBeGreaterThan(0);
    for (const { path: route } of open.filter((entry) => wanted(entry.path))) {
      const start = findings.length;
      const began = Date.now();
      await navigate(page, fill(route, own));
      await settled(page);
      await checkWidths(page, `${route} (${who}, ${language})`);
      if (REPORT) console.log(`${route} (${who}): ${Date.now() - began} ms`);
      seen.push(...findings.slice(start));
      visited.add(route);
    }
    return seen;
  }
  const visited = new Set<string>();

  // English: every route as each role that may open it (what a role sees differs: menus, data).
  for (const email of ROLES) {
    test(`every route ${email} may open, in English`, async ({ browser, baseURL }) => {
      const page = await signedInAs(browser, baseURL, email, 'en');
      report(`${email} in en`, await visitRoutes(page, email, 'en', () => true));
      await page.context().close();
    });
  }

  // Danish: every route at both widths, as the first role that may open it (longer words, other names).
  test('every route in Danish', async ({ browser, baseURL }) => {
    const own: Finding[] = [];
    const done = new Set<string>();
    for (const email of ROLES) {
      const page = await signedInAs(browser, baseURL, email, 'da');
      visited.clear();
      own.push(...(await visitRoutes(page, email, 'da', (route) => !done.has(route))));
      for (const route of visited) done.add(route);
      await page.context().close();
    }
    report('every route in Danish', own);
  });

  test('dialogs and pickers: Refund, Delete event, a date picker open', async ({ browser, baseURL }) => {
    const own: Finding[] = [];
    const page = await signedInAs(browser, baseURL, 'admin@demo.test', 'en');
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
    await page.context().close();
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
