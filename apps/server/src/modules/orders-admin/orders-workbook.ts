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

const localTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

export async function ordersWorkbook(input: OrdersWorkbookInput): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Foyer';
  const sheet = workbook.addWorksheet('Orders');
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
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const order of input.orders) {
    sheet.addRow({
      orderNumber: Number(order.orderNumber),
      placed: localTime(order.createdAt, input.timeZone),
      status: order.status,
      customer: order.customerName,
      company: order.companyName ?? '',
      email: order.email,
      tickets: order.ticketCount,
      paymentMethod: order.paymentMethod,
      currency: order.currency,
      total: order.totalGrossAmount / 100,
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
