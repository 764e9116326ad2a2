import { z } from 'zod';
import { ZId, ZLanguage, ZOptionalText } from '../common/primitives.js';
import { ZVoucherCodeText } from '../vouchers/voucher-codes.js';

/** SPEC §3 payment methods taken at the desk. */
export const DOOR_PAYMENT_METHODS = ['CashPayment', 'PayedOtherwise'] as const;
export type DoorPaymentMethod = (typeof DOOR_PAYMENT_METHODS)[number];

/**
 * More than this at once at the desk is surely a slip of the finger. The same as the domain's
 * MAX_TICKETS_PER_LINE (SPEC gives no limit), which the server's cart rules apply to desk sales
 * and printed tickets too; the box-office API test keeps the two equal.
 */
export const MAX_DOOR_QUANTITY = 100;

export const BOX_OFFICE_MESSAGES = {
  onlineOnly: 'This ticket is sold online only',
  ended: 'This occurrence has ended',
  notOnSale: 'This event is not on sale',
  notFound: 'Event not found',
  /** A voucher sold at the desk must be published and on sale today, as in the shop. */
  voucherNotOnSale: 'This voucher is not on sale',
  /** A sale id the desk made is a web cart's: it cannot name a desk sale. */
  saleIdTaken: 'This sale id belongs to another order',
} as const;

/**
 * The desk's own id for one sale, made when the sale is begun. Sent again after an answer that
 * never came (the desk's network dropped after the server had sold), it finds the sale already
 * made (the same answer again, as a payment provider answers a repeated request) instead of
 * selling the places twice.
 */
const ZDeskSaleId = ZId.optional();

/** The desk's buyer: optional; with an email the confirmation (tickets, codes) is mailed too. */
const ZDoorCustomer = z
  .object({
    firstName: ZOptionalText(100),
    lastName: ZOptionalText(100),
    email: z.email({ message: 'Email must be valid' }).max(200).nullish(),
  })
  .optional();

const ZDoorLine = z.object({ ticketId: ZId, quantity: z.number().int().min(0).max(MAX_DOOR_QUANTITY) });

/**
 * POST /api/events/{id}/offline-buy (SPEC §7): a sale at the desk from the same inventory as the
 * web shop, paid in cash or otherwise, for ticket types sold at the door. `id` is the occurrence
 * (or a single event). The buyer is optional; with an email the tickets are mailed too.
 */
export const ZOfflineBuy = z.object({
  items: z.array(ZDoorLine).min(1).max(20),
  paymentMethod: z.enum(DOOR_PAYMENT_METHODS),
  customer: ZDoorCustomer,
  language: ZLanguage.default('en'),
  /** A gift voucher's code: it pays what it can, the rest is paid in cash or otherwise. */
  voucherCode: ZVoucherCodeText.optional(),
  saleId: ZDeskSaleId,
});
export type TOfflineBuy = z.infer<typeof ZOfflineBuy>;
export type TOfflineBuyInput = z.input<typeof ZOfflineBuy>;

/**
 * POST /api/events/{id}/offline-tickets (GenerateOfflineTicketsWrite): N tickets of one type
 * printed ahead (a school's visit, a partner's allotment), counted as sold offline; the answer is
 * the PDF to print.
 */
export const ZOfflineTickets = z.object({
  ticketId: ZId,
  quantity: z.number().int().min(1).max(MAX_DOOR_QUANTITY),
  language: ZLanguage.default('en'),
  saleId: ZDeskSaleId,
});
export type TOfflineTickets = z.infer<typeof ZOfflineTickets>;

/**
 * POST /api/vouchers/{id}/offline-buy (issue 14): gift vouchers of a published voucher sold at the
 * desk, one code per voucher, the order answered with its codes to hand over or print.
 */
export const ZOfflineVoucherBuy = z.object({
  quantity: z.number().int().min(1).max(MAX_DOOR_QUANTITY),
  paymentMethod: z.enum(DOOR_PAYMENT_METHODS),
  customer: ZDoorCustomer,
  language: ZLanguage.default('en'),
  saleId: ZDeskSaleId,
});
export type TOfflineVoucherBuy = z.infer<typeof ZOfflineVoucherBuy>;
export type TOfflineVoucherBuyInput = z.input<typeof ZOfflineVoucherBuy>;
