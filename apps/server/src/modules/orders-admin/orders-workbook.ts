import type { Language, TOrderListItem } from '@foyer/contracts';
import { translate } from '@foyer/i18n';
import { XlsxSheet } from '../../lib/spreadsheet/xlsx-sheet.js';

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
 * The workbook, its XML written row by row (lib/spreadsheet: about ten times faster than exceljs's
 * stream writer, issue 13), in a worker thread (see file-tasks.ts). One date formatter and one
 * word per status and payment method for every row: making a formatter costs about as much as
 * formatting a thousand dates.
 */
export async function ordersWorkbook(input: OrdersWorkbookInput): Promise<Buffer> {
  const placedFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: input.timeZone, dateStyle: 'short', timeStyle: 'short' });
  const word = (key: string, params?: Record<string, string>) => translate(input.language, `orders.${key}`, params);
  const words = new Map<string, string>();
  const wordOnce = (key: string) => {
    let text = words.get(key);
    if (text === undefined) words.set(key, (text = word(key)));
    return text;
  };
  const sheet = new XlsxSheet(word('workbook.sheet'), [
    { header: word('workbook.orderNumber'), width: 14 },
    { header: word('workbook.placed', { timeZone: input.timeZone }), width: 18 },
    { header: word('workbook.status'), width: 22 },
    { header: word('workbook.customer'), width: 24 },
    { header: word('workbook.company'), width: 24 },
    { header: word('workbook.email'), width: 28 },
    { header: word('workbook.tickets'), width: 9 },
    { header: word('workbook.paymentMethod'), width: 18 },
    { header: word('workbook.currency'), width: 9 },
    { header: word('workbook.total'), width: 12, numberFormat: '#,##0.00' },
  ]);
  for (const order of input.orders) {
    sheet.addRow([
      Number(order.orderNumber),
      placedFormat.format(new Date(order.createdAt)),
      wordOnce(`statuses.${order.status}`),
      order.customerName,
      order.companyName ?? null,
      order.email,
      order.ticketCount,
      wordOnce(`paymentMethods.${order.paymentMethod}`),
      order.currency,
      order.totalGrossAmount / 100,
    ]);
  }
  return sheet.toBuffer('Foyer');
}
