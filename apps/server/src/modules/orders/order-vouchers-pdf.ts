import type { Tx } from '../../db/client.js';
import { fileBuilder } from '../file-builder.js';
import { nameIn } from '../organization-settings/index.js';
import { voucherCodesOfOrder, voucherLastDay } from '../voucher-codes/index.js';
import type { CatalogueLine, OrderLine } from './order-lines.js';
import { orderLinesRepository } from './orders.repository.js';
import type { VouchersPdfInput } from './vouchers-pdf.js';
import type { OrderPdfFor } from './order-tickets-pdf.js';

/** The last day a voucher pays, as the spec writes days (dd-MM-yyyy), in the museum's time zone as staff read it. */
export const expiryDay = (at: Date) => voucherLastDay(at);

/**
 * What an order's gift vouchers PDF shows, read in the caller's transaction: a page a code, named
 * as the buyer saw the voucher. `validOnly` leaves canceled codes out (staff printing one again
 * hand out only what still pays). Build it with `buildVouchersPdf`, after the transaction.
 */
export async function orderVouchersPdfInput(
  tx: Tx,
  options: OrderPdfFor & {
    /** The order's codes and lines when the caller has read them. */
    known?: { codes: Awaited<ReturnType<typeof voucherCodesOfOrder>>; lines: OrderLine[] };
  },
): Promise<{ input: VouchersPdfInput; count: number }> {
  const { orgId, order, locale } = options;
  const codes = (options.known?.codes ?? (await voucherCodesOfOrder(tx, orgId, order.orderId))).filter(
    (code) => !options.validOnly || code.status === 'Active',
  );
  const lines = codes.length === 0 ? [] : (options.known?.lines ?? (await orderLinesRepository.list(tx, orgId, order.orderId)));
  const input: VouchersPdfInput = {
    organizationName: options.organizationName,
    orderNumber: String(order.orderNumber),
    currency: order.currency,
    locale,
    vouchers: codes.map((code) => {
      const line = lines.find((l): l is CatalogueLine => l.lineNo === code.lineNo && l.kind === 'Voucher');
      return {
        code: code.code,
        name: line ? nameIn(line.sellableNames, locale, 'en') : '',
        valueMinor: code.valueMinor,
        until: code.expiresAt ? expiryDay(code.expiresAt) : null,
        recipientName: code.recipientName,
        message: code.message,
      };
    }),
  };
  return { input, count: codes.length };
}

/** The PDF, built in a worker thread like the tickets' (pdfkit and the QR are CPU work). */
export const buildVouchersPdf = (input: VouchersPdfInput): Promise<Buffer> => fileBuilder.run('vouchersPdf', input);
