import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Language, TOrderListItem } from '@foyer/contracts';
import { translate } from '@foyer/i18n';

/** One row per order: what a museum's accountant asks for, amounts as numbers in major units. */
export interface OrdersWorkbookInput {
  organizationName: string;
  from: string;
  to: string;
  timeZone: string;
  /** The reader's language: headings, statuses and payment methods are words in it, never codes. */
  language: Language;
  orders: TOrderListItem[];
}

/** `Demo Museum orders 2026-08-25 – 2026-11-22.xlsx`, without characters a file system refuses. */
export const ordersWorkbookName = (organizationName: string, from: string, to: string) => {
  const safe = [...organizationName]
    .filter((char) => char >= ' ')
    .join('')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'Orders'} orders ${from} – ${to}.xlsx`;
};

/**
 * The workbook, written as a stream (exceljs's WorkbookWriter: each row is committed and zipped as
 * it is added, rather than a whole in-memory model serialised at the end), in a worker thread
 * (see file-tasks.ts). One date formatter for every row: making one costs about as much as
 * formatting a thousand dates.
 */
export async function ordersWorkbook(input: OrdersWorkbookInput): Promise<Buffer> {
  const placedFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: input.timeZone, dateStyle: 'short', timeStyle: 'short' });
  const chunks: Buffer[] = [];
  const output = new PassThrough();
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Foyer';
  const word = (key: string, params?: Record<string, string>) => translate(input.language, `orders.${key}`, params);
  const sheet = workbook.addWorksheet(word('workbook.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: word('workbook.orderNumber'), key: 'orderNumber', width: 14 },
    { header: word('workbook.placed', { timeZone: input.timeZone }), key: 'placed', width: 18 },
    { header: word('workbook.status'), key: 'status', width: 22 },
    { header: word('workbook.customer'), key: 'customer', width: 24 },
    { header: word('workbook.company'), key: 'company', width: 24 },
    { header: word('workbook.email'), key: 'email', width: 28 },
    { header: word('workbook.tickets'), key: 'tickets', width: 9 },
    { header: word('workbook.paymentMethod'), key: 'paymentMethod', width: 18 },
    { header: word('workbook.currency'), key: 'currency', width: 9 },
    { header: word('workbook.total'), key: 'total', width: 12, style: { numFmt: '#,##0.00' } },
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (const order of input.orders) {
    sheet
      .addRow({
        orderNumber: Number(order.orderNumber),
        placed: placedFormat.format(new Date(order.createdAt)),
        status: word(`statuses.${order.status}`),
        customer: order.customerName,
        company: order.companyName ?? '',
        email: order.email,
        tickets: order.ticketCount,
        paymentMethod: word(`paymentMethods.${order.paymentMethod}`),
        currency: order.currency,
        total: order.totalGrossAmount / 100,
      })
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
