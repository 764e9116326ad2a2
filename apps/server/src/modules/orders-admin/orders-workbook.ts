import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TOrderListItem } from '@foyer/contracts';

/** One row per order: what a museum's accountant asks for, amounts as numbers in major units. */
export interface OrdersWorkbookInput {
  organizationName: string;
  from: string;
  to: string;
  timeZone: string;
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
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Order number', key: 'orderNumber', width: 14 },
    { header: `Placed (${input.timeZone})`, key: 'placed', width: 18 },
    { header: 'Status', key: 'status', width: 16 },
    { header: 'Customer', key: 'customer', width: 24 },
    { header: 'Company', key: 'company', width: 24 },
    { header: 'Email', key: 'email', width: 28 },
    { header: 'Tickets', key: 'tickets', width: 9 },
    { header: 'Payment method', key: 'paymentMethod', width: 16 },
    { header: 'Currency', key: 'currency', width: 9 },
    { header: 'Total', key: 'total', width: 12, style: { numFmt: '#,##0.00' } },
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (const order of input.orders) {
    sheet
      .addRow({
        orderNumber: Number(order.orderNumber),
        placed: placedFormat.format(new Date(order.createdAt)),
        status: order.status,
        customer: order.customerName,
        company: order.companyName ?? '',
        email: order.email,
        tickets: order.ticketCount,
        paymentMethod: order.paymentMethod,
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
