import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3217);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2527);
/** A museum's own website on another origin (localhost, not 127.0.0.1), which embeds the shop. */
export const E2E_HOST_PORT = Number(process.env.E2E_HOST_PORT ?? 3218);
export const MUSEUM_SITE = `http://localhost:${E2E_HOST_PORT}`;

/**
 * One Foyer server on a fresh PGlite database with real SMTP to a local capture server, one file
 * at a time. Two workers were tried (2026-11-28): on two cores the run is bound by Chromium's and
 * axe's CPU, so it gained about 3 minutes of 29, and files read what others change meanwhile
 * (docs/architecture.md, "Tests").
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
});
