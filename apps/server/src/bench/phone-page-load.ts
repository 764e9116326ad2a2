// The shop page as a phone loads it: Debian's Chromium through playwright-core, a fresh context
// (empty cache) per load, CPU slowed 4× and the network shaped as Lighthouse's mobile "Slow 4G"
// (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), given to Chromium's request-level
// throttling with Lighthouse's own corrections for it (round trip × 3.75, throughput × 0.9).
// BENCH_PHONE_NETWORK=slow keeps the harsher 400 ms / 400 kbit/s of the first measurements.
// Reads the bytes sent (compressed, as transferred) by kind and the paint timings the page reports.
import { chromium, type Browser } from 'playwright-core';

export interface PageLoad {
  fcp: number;
  lcp: number;
  /** Body bytes as sent (after Content-Encoding), by kind. */
  bytes: { js: number; css: number; html: number; other: number };
  /** The Content-Encoding the page's own scripts came with ("none" when sent as they are). */
  scriptEncoding: string;
}

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const kbit = (n: number) => (n * 1024) / 8;
const NETWORKS = {
  lighthouse: { offline: false, latency: 150 * 3.75, downloadThroughput: kbit(1.6 * 1024 * 0.9), uploadThroughput: kbit(750 * 0.9) },
  slow: { offline: false, latency: 400, downloadThroughput: kbit(400), uploadThroughput: kbit(400) },
};
export const PHONE_NETWORK = process.env.BENCH_PHONE_NETWORK === 'slow' ? 'slow' : 'lighthouse';
const NETWORK = NETWORKS[PHONE_NETWORK];

// Runs in the page before its own scripts: keeps the last largest-contentful-paint candidate.
const OBSERVE_PAINTS = `window.__lcp = NaN; window.__fcp = NaN;
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__lcp = entry.startTime; })
  .observe({ type: 'largest-contentful-paint', buffered: true });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__fcp = entry.startTime;
}).observe({ type: 'paint', buffered: true });`;

// Runs in the page once it is idle (a string: the server's TypeScript has no DOM types).
const READ_FIGURES = `(() => {
  const bytes = { js: 0, css: 0, html: performance.getEntriesByType('navigation')[0].encodedBodySize, other: 0 };
  for (const entry of performance.getEntriesByType('resource')) {
    const pathname = new URL(entry.name).pathname;
    bytes[pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : 'other'] += entry.encodedBodySize;
  }
  return { fcp: window.__fcp, lcp: window.__lcp, bytes };
})()`;

export const startPhoneBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless=new',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/** One load of `url` in a fresh context. */
export async function loadOnPhone(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const encodings = new Map<string, string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') encodings.set(response.url(), response.headers()['content-encoding'] ?? 'none');
    });
    await page.addInitScript(OBSERVE_PAINTS);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const measured = (await page.evaluate(READ_FIGURES)) as Omit<PageLoad, 'scriptEncoding'>;
    return { ...measured, scriptEncoding: [...new Set(encodings.values())].join('/') || 'none' };
  } finally {
    await context.close();
  }
}

/** The median of the loads that reported the paint (NaN when none did). */
const median = (values: number[]) => {
  const known = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)]! : NaN;
};

/** The median of `times` fresh loads (bytes from the last: they do not change between loads). */
export async function medianPhoneLoad(browser: Browser, url: string, times: number) {
  const loads: PageLoad[] = [];
  for (let i = 0; i < times; i++) loads.push(await loadOnPhone(browser, url));
  return { fcp: median(loads.map((l) => l.fcp)), lcp: median(loads.map((l) => l.lcp)), last: loads.at(-1)! };
}
