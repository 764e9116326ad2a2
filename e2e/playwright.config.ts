import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3217);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2527);
/** A museum's own website on another origin (localhost, not 127.0.0.1), which embeds the shop. */
export const E2E_HOST_PORT = Number(process.env.E2E_HOST_PORT ?? 3218);
export const MUSEUM_SITE = `http://localhost:${E2E_HOST_PORT}`;

/**
 * Files that change what every other test sees while they run: the server's clock, the Demo
 * Museum's settings, currency, target origin, guides' permissions and notification recipients, and
 * the shop's lists of events, donation campaigns and gift vouchers (which other files pick from),
 * the places left on the entrance's last date (which orders.spec.ts counts), and files on the demo
 * host page, which is on the shop's own origin (onDemoHostPage).
 * They run one at a time, after the rest.
 */
const ALONE = [
  'backoffice/configuration-and-accesses.spec.ts',
  'backoffice/desk-vouchers.spec.ts',
  'backoffice/donations.spec.ts',
  'backoffice/events.spec.ts',
  'backoffice/orders.spec.ts',
  'backoffice/phone-and-languages.spec.ts',
  'backoffice/products.spec.ts',
  'backoffice/venues-and-organizations.spec.ts',
  'backoffice/vouchers.spec.ts',
  'shop/digital-tour.spec.ts',
  'shop/framing.spec.ts',
  'shop/gift-voucher.spec.ts',
  'shop/hold-expiry.spec.ts',
  'shop/one-cart-every-kind.spec.ts',
].map((file) => `**/tests/${file}`);

/**
 * One Foyer server on a fresh PGlite database with real SMTP to a local capture server. Two files
 * run at a time (one worker used 0.7 of the two cores: most of a test is waiting on the page), a
 * file's tests in order in one worker; the ALONE files after them, one at a time.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../.tmp/e2e-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: ALONE, use: { viewport: { width: 1280, height: 800 } } },
    { name: 'desktop-alone', testMatch: ALONE, dependencies: ['desktop'], workers: 1, use: { viewport: { width: 1280, height: 800 } } },
  ],
});
