import type { Language, SaleKind, TOrderListItem } from '@foyer/contracts';
import { translate } from '@foyer/i18n';
import { localWallClock, spreadsheetDateTime } from '../../lib/spreadsheet/local-time.js';
import { XlsxWorkbook } from '../../lib/spreadsheet/xlsx-sheet.js';

/** One order line for the lines sheet, its names already in the reader's language. */
export interface OrdersWorkbookLine {
  orderNumber: string;
  /** What the line sells, or a fee the order carries (its lines and fees add up to its total). */
  kind: SaleKind | 'Fee';
  /** The event, or the donation campaign, gift voucher or tour sold. */
  name: string;
  /** The ticket type, or the tour's offer; empty for a donation or a voucher. */
  item: string;
  /** An admission's start (ISO) in its venue's zone; null for the other kinds. */
  startsAt: string | null;
  timeZone: string | null;
  quantity: number;
  unitGross: number;
  vatBasisPoints: number;
}

/** What the orders sheet shows of an order: what the list has, and where a posted order goes. */
export type OrdersWorkbookOrder = {
  /** The address to post the order to, on one line; null when the buyer did not ask for it by post. */
  postedTo?: string | null;
  /**
   * What an invoice needs while EAN invoices are made outside Foyer: the company's number (CVR),
   * an institution's EAN and the reference it gave; null where the buyer has none.
   */
  companyNumber?: string | null;
  ean?: string | null;
  invoiceReference?: string | null;
} & Pick<
  TOrderListItem,
  | 'orderNumber'
  | 'createdAt'
  | 'status'
  | 'customerName'
  | 'companyName'
  | 'email'
  | 'ticketCount'
  | 'paymentMethod'
  | 'currency'
  | 'totalGrossAmount'
  | 'refundedAmount'
> &
  /** What a gift voucher paid of the total (0 for none): the rest was paid the order's way. */
  Partial<Pick<TOrderListItem, 'voucherPaidAmount'>>;

/** What the workbook is about, sent before its rows. */
export interface OrdersWorkbookHead {
  organizationName: string;
  from: string;
  to: string;
  timeZone: string;
  /** The reader's language: headings, statuses and payment methods are words in it, never codes. */
  language: Language;
}

/** A page of orders, oldest first, with every line of those orders in the same order. */
export interface OrdersWorkbookPage {
  orders: OrdersWorkbookOrder[];
  lines: OrdersWorkbookLine[];
}

/** Dates and times as ISO writes them, in every language: the column's heading names the zone. */
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';

const paidWhollyByVoucher = (order: OrdersWorkbookOrder) =>
  (order.voucherPaidAmount ?? 0) > 0 && (order.voucherPaidAmount ?? 0) >= order.totalGrossAmount;

/** A workbook's rows as one page (a test's, or a small file's). */
export async function* inOnePage(page: OrdersWorkbookPage): AsyncIterable<OrdersWorkbookPage> {
  yield page;
}

/** `Demo Museum orders 2026-08-25 – 2026-11-22.xlsx` in the reader's language, without characters a file system refuses. */
export const ordersWorkbookName = (organizationName: string, from: string, to: string, language: Language) => {
  const safe = [...organizationName]
    .filter((char) => char >= ' ')
    .join('')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${translate(language, 'orders.workbook.fileName', { organization: safe || 'Foyer', from, to })}.xlsx`;
};

/**
 * The workbook: a sheet of orders (one row each, so its totals add up) and a sheet of their lines,
 * each with its kind (tickets, donation, gift voucher, digital tour…) and what it names, so a
 * museum can add up its donations or its tours. Its XML is written row by row (lib/spreadsheet: about
 * ten times faster than exceljs's stream writer, issue 13), in a worker thread (see file-tasks.ts).
 * Times are dates and times to the spreadsheet (sortable, filterable by day), written from
 * localWallClock (Intl asked once per hour of the period, not per row); each status and payment
 * method's word is looked up once.
 */
export async function ordersWorkbook(input: OrdersWorkbookHead, pages: AsyncIterable<OrdersWorkbookPage>): Promise<Buffer> {
  const placedAt = localWallClock(input.timeZone);
  const word = (key: string, params?: Record<string, string>) => translate(input.language, `orders.${key}`, params);
  const words = new Map<string, string>();
  const wordOnce = (key: string) => {
    let text = words.get(key);
    if (text === undefined) words.set(key, (text = word(key)));
    return text;
  };
  const book = new XlsxWorkbook();
  const sheet = book.addSheet(word('workbook.sheet'), [
    { header: word('workbook.orderNumber'), width: 14 },
    { header: word('workbook.placed', { timeZone: input.timeZone }), width: 27, numberFormat: DATE_TIME_FORMAT },
    { header: word('workbook.status'), width: 22 },
    { header: word('workbook.customer'), width: 24 },
    { header: word('workbook.company'), width: 24 },
    { header: word('workbook.email'), width: 28 },
    { header: word('workbook.tickets'), width: 9 },
    { header: word('workbook.paymentMethod'), width: 18 },
    { header: word('workbook.currency'), width: 9 },
    { header: word('workbook.total'), width: 12, numberFormat: '#,##0.00' },
    { header: word('workbook.voucherPaid'), width: 14, numberFormat: '#,##0.00' },
    { header: word('workbook.refunded'), width: 12, numberFormat: '#,##0.00' },
    { header: word('workbook.postedTo'), width: 40 },
    { header: word('workbook.companyNumber'), width: 14 },
    { header: word('workbook.ean'), width: 16 },
    { header: word('workbook.invoiceReference'), width: 24 },
  ]);
  const lineSheet = book.addSheet(word('workbook.lines.sheet'), [
    { header: word('workbook.orderNumber'), width: 14 },
    { header: word('workbook.lines.kind'), width: 16 },
    { header: word('workbook.lines.name'), width: 32 },
    { header: word('workbook.lines.item'), width: 22 },
    { header: word('workbook.lines.startsAt'), width: 18, numberFormat: DATE_TIME_FORMAT },
    { header: word('workbook.lines.quantity'), width: 9 },
    { header: word('workbook.lines.unitPrice'), width: 12, numberFormat: '#,##0.00' },
    { header: word('workbook.lines.vat'), width: 8, numberFormat: '0.0%' },
    { header: word('workbook.lines.total'), width: 12, numberFormat: '#,##0.00' },
  ]);
  // An admission's time in its own venue's zone: one writer per zone.
  const zoneClocks = new Map<string, (instant: Date) => number>();
  const startOf = (line: OrdersWorkbookLine) => {
    if (!line.startsAt || !line.timeZone) return null;
    let wallClock = zoneClocks.get(line.timeZone);
    if (!wallClock) zoneClocks.set(line.timeZone, (wallClock = localWallClock(line.timeZone)));
    return spreadsheetDateTime(wallClock(new Date(line.startsAt)));
  };
  // Each page's rows as it arrives (read from the database meanwhile): the orders on the first
  // sheet, their lines on the second.
  for await (const page of pages) {
    for (const order of page.orders) {
      sheet.addRow([
        Number(order.orderNumber),
        spreadsheetDateTime(placedAt(new Date(order.createdAt))),
        wordOnce(`statuses.${order.status}`),
        order.customerName,
        order.companyName ?? null,
        order.email,
        order.ticketCount,
        // Paid whole by a gift voucher: said so, as the list and the order's page say it (not the card the order defaults to).
        wordOnce(paidWhollyByVoucher(order) ? 'detail.voucherPaid' : `paymentMethods.${order.paymentMethod}`),
        order.currency,
        order.totalGrossAmount / 100,
        (order.voucherPaidAmount ?? 0) / 100,
        order.refundedAmount / 100,
        order.postedTo ?? null,
        order.companyNumber ?? null,
        // Text, not a number: 13 digits would read as 5.798E+12 and lose their last ones.
        order.ean ?? null,
        order.invoiceReference ?? null,
      ]);
    }
    for (const line of page.lines) {
      lineSheet.addRow([
        Number(line.orderNumber),
        wordOnce(`kinds.${line.kind}`),
        line.name,
        line.item,
        startOf(line),
        line.quantity,
        line.unitGross / 100,
        line.vatBasisPoints / 10_000,
        (line.unitGross * line.quantity) / 100,
      ]);
    }
  }
  return book.toBuffer('Foyer');
}
