import { expect, test, type Page } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { PARK_ID } from '../../fixtures/door';
import { FOYER, signedInApi } from '../../fixtures/shop';
import { okJson } from '../../fixtures/ui';

/**
 * A museum with Google Analytics and a Facebook Pixel: the shop asks each visitor before either
 * loads (GDPR, ePrivacy), remembers the answer per museum, and lets them change it at the foot
 * of every page. The Park's own integrations, made for this file and removed after it, so no
 * other test meets the question. The services' scripts are answered here, not from the internet.
 */
const integrations: string[] = [];
test.beforeAll(async () => {
  const api = await signedInApi('admin@park.test');
  for (const data of [
    { type: 'GoogleAnalytics', id: 'G-CONSENT123' },
    { type: 'FacebookPixel', id: '123456789012345' },
  ]) {
    const made = await okJson<{ analyticsIntegrationId: string }>(await api.post('/api/analytics', { data: { ...data, enabled: true } }));
    integrations.push(made.analyticsIntegrationId);
  }
  await api.dispose();
});
test.afterAll(async () => {
  const api = await signedInApi('admin@park.test');
  for (const id of integrations.splice(0)) await okJson(await api.delete(`/api/analytics/${id}`));
  await api.dispose();
});

/** The third-party scripts the page asked for, answered with an empty script. */
async function recordTrackers(page: Page) {
  const asked: string[] = [];
  for (const host of ['https://www.googletagmanager.com/**', 'https://connect.facebook.net/**'])
    await page.route(host, (route) => {
      asked.push(new URL(route.request().url()).host);
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
  return asked;
}

const parkShop = (la: 'da' | 'en') => `${FOYER}/embed/organizations?orgId=${PARK_ID}&la=${la}`;

test('the shop asks before loading the museum’s tracking, remembers the answer and lets the visitor change it', async ({ page }) => {
  const asked = await recordTrackers(page);
  await page.goto(parkShop('da'));
  const question = page.getByRole('region', { name: 'Cookies til statistik og markedsføring' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('Park vil gerne bruge Google Analytics og Facebook Pixel');
  await expect(question).toContainText('til Google og Meta');
  // Asked the first time, it does not take the focus from the page.
  await expect(question.getByRole('heading')).not.toBeFocused();
  // The page works while the question stands, and nothing of the services has loaded.
  await expect(page.locator('a.event-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await lookAtWidths(page, 'tracking-consent-da');

  await question.getByRole('button', { name: 'Tillad' }).click();
  await expect(question).toBeHidden();
  await expect(page.locator('main')).toBeFocused();
  await expect.poll(() => [...new Set(asked)].sort()).toEqual(['connect.facebook.net', 'www.googletagmanager.com']);

  // The next page of the same museum loads them without asking.
  asked.length = 0;
  await page.reload();
  await expect(page.locator('a.event-card').first()).toBeVisible();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await expect(question).toBeHidden();

  // Changing one's mind: the question comes back where it is read first, and declining starts the page again without them.
  await page.getByRole('button', { name: 'Cookieindstillinger' }).click();
  await expect(question).toBeVisible();
  await expect(question.getByRole('heading')).toBeFocused();
  await Promise.all([page.waitForEvent('load'), question.getByRole('button', { name: 'Afvis' }).click()]);
  asked.length = 0;
  await expect(page.locator('a.event-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(question).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cookieindstillinger' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('a visitor who declines at once loads nothing, here or on the next page', async ({ page }) => {
  const asked = await recordTrackers(page);
  await page.goto(parkShop('en'));
  const question = page.getByRole('region', { name: 'Cookies for statistics and marketing' });
  await expect(question).toContainText('Park would like to use Google Analytics and Facebook Pixel');
  await lookAtWidths(page, 'tracking-consent-en');
  await question.getByRole('button', { name: 'Decline' }).click();
  await expect(question).toBeHidden();
  await page.reload();
  await expect(page.locator('a.event-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(question).toBeHidden();
  expect(asked).toEqual([]);
});
