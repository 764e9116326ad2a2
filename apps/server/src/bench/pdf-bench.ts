// `npm run bench:pdf`: how long /readyz takes while five 100-ticket PDFs are made at once. Runs
// the real server as its own process (`node --import tsx main.ts`, as `npm start` does) on a
// fresh demo. Then, in this process, the CPU of one confirmation's two-ticket PDF, and of an empty
// document opened as pdfkit does it alone and as pdfDocument does (its fonts' metrics kept).
// Prints figures and asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { pdfDocument } from '../lib/pdf-document.js';
import { ticketsPdf } from '../modules/orders/index.js';
import { samplePdfTicket } from '../modules/orders/testing.js';
import { startServerProcess } from '../test/server-process.js';

const PDFS = Number(process.env.BENCH_PDFS ?? 5);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 100);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-pdf-bench-'));
const server = await startServerProcess({ FOYER_DATA_DIR: dataDir, FOYER_DEMO: '1', LOG_LEVEL: 'warn' });
const base = server.url;
try {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@park.test', password: 'demo1234' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a bench reads the answers loosely
  const get = async (url: string): Promise<any> => (await fetch(`${base}${url}`, { headers: { cookie } })).json();
  // The park's daily combi entrance: 500 places a day; one order of TICKETS on each of the next days.
  const [event] = (await get('/api/events?status=Published&size=1')).items;
  const detail = await get(`/api/events/${event.eventId}`);
  const days = (await get(`/api/events/${event.eventId}/series?size=${PDFS + 1}`)).items.slice(1);
  const orderIds: string[] = [];
  for (const day of days) {
    const printed = await fetch(`${base}/api/events/${day.eventId}/offline-tickets`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ticketId: detail.tickets[0].id, quantity: TICKETS }),
    });
    if (printed.status !== 201) throw new Error(`offline tickets: ${printed.status} ${await printed.text()}`);
    orderIds.push(printed.headers.get('x-order-id')!);
  }

  const readyz = async () => {
    const started = performance.now();
    await (await fetch(`${base}/readyz`)).arrayBuffer();
    return performance.now() - started;
  };
  const idle: number[] = [];
  for (let n = 0; n < 20; n++) idle.push(await readyz());

  const began = performance.now();
  let done = 0;
  const pdfs = orderIds.map(async (orderId) => {
    const response = await fetch(`${base}/api/orders/${orderId}/tickets`, { headers: { cookie } });
    await response.arrayBuffer();
    done++;
    return performance.now() - began;
  });
  const during: number[] = [];
  while (done < orderIds.length) during.push(await readyz());
  const finished = await Promise.all(pdfs);

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`${os.availableParallelism()} cores, Node ${process.version}, PGlite`);
  console.log(`/readyz idle: median ${ms(median(idle))}`);
  console.log(`${PDFS} × ${TICKETS}-ticket PDFs at once: all done after ${ms(Math.max(...finished))} (first ${ms(Math.min(...finished))})`);
  console.log(`/readyz meanwhile: ${during.length} answered, median ${ms(median(during))}, slowest ${ms(Math.max(...during))}`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** CPU milliseconds per call of `make`, after as many calls to warm up. */
async function cpuPerCall(make: () => Promise<unknown>, calls = 400) {
  for (let n = 0; n < calls; n++) await make();
  const before = process.cpuUsage();
  for (let n = 0; n < calls; n++) await make();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / calls;
}
const ended = (doc: PDFKit.PDFDocument) =>
  new Promise<void>((resolve) => {
    doc.on('data', () => {});
    doc.on('end', resolve);
    doc.end();
  });
const confirmation: Parameters<typeof ticketsPdf>[0] = {
  organizationName: 'Demo museum',
  orderNumber: '1042',
  currency: 'DKK',
  locale: 'da',
  tickets: [samplePdfTicket(1), samplePdfTicket(2)],
};
console.log(`a confirmation's 2-ticket PDF, built here: ${(await cpuPerCall(() => ticketsPdf(confirmation))).toFixed(2)} ms of CPU`);
console.log(
  `an empty document: pdfkit alone ${(await cpuPerCall(() => ended(new PDFDocument()))).toFixed(2)} ms, pdfDocument ${(await cpuPerCall(() => ended(pdfDocument({})))).toFixed(2)} ms of CPU`,
);
