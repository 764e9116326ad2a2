import { z } from 'zod';
import { CURRENCIES } from '../common/primitives.js';
import { FEE_CATEGORIES, FEE_TYPES } from './cart.js';

/**
 * SPEC §2 /fee, §3 Fee: an organisation's fee per category (at most one each), as staff set it.
 * The shape is @foyer/domain's FeeRule (category, type, value, vatBasisPoints), which the cart
 * prices with; this package imports nothing but zod, so it is written out here.
 */

export type FeeCategory = (typeof FEE_CATEGORIES)[number];
export type FeeType = (typeof FEE_TYPES)[number];

export const FEE_MESSAGES = {
  /** SPEC §5. */
  invalidFeePrice: 'Invalid fee price',
  /** The events' wording for the same rule (EVENT_MESSAGES.invalidVat). */
  invalidVat: 'VAT must be between 0 and 100 %',
} as const;

/** 25 %: Danish VAT, what a new fee starts with. */
export const DEFAULT_FEE_VAT_BASIS_POINTS = 2500;
/** A fixed fee above a million (in minor units) is surely a typing slip. */
export const MAX_FIXED_FEE_MINOR = 100_000_000;

const basisPoints = (message: string, max: number) => z.number({ message }).int(message).min(0, message).max(max, message);
const ZFeeVat = basisPoints(FEE_MESSAGES.invalidVat, 10_000).default(DEFAULT_FEE_VAT_BASIS_POINTS);

export const ZFeeCategoryParams = z.object({ category: z.enum(FEE_CATEGORIES) });

/**
 * PUT /api/fees/{category}: creates or replaces the category's fee. Percentage: basis points of
 * the cart's net subtotal, 0 to 10 000 (150 = 1.5 %). Fixed amount: net minor units of the
 * organisation's currency. A bad value is SPEC §5's 'Invalid fee price'.
 */
export const ZFeeWrite = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Percentage'), value: basisPoints(FEE_MESSAGES.invalidFeePrice, 10_000), vatBasisPoints: ZFeeVat }),
  z.object({
    type: z.literal('Fixed amount'),
    value: basisPoints(FEE_MESSAGES.invalidFeePrice, MAX_FIXED_FEE_MINOR),
    vatBasisPoints: ZFeeVat,
  }),
]);
export type TFeeWrite = z.infer<typeof ZFeeWrite>;
export type TFeeWriteInput = z.input<typeof ZFeeWrite>;

export const ZFee = z.object({
  category: z.enum(FEE_CATEGORIES),
  type: z.enum(FEE_TYPES),
  value: z.number().int(),
  vatBasisPoints: z.number().int(),
  updatedAt: z.string(),
});
export type TFee = z.infer<typeof ZFee>;

/** GET /api/fees: the fees set, in category order, and the currency a fixed amount is in. */
export const ZFeeList = z.object({ currency: z.enum(CURRENCIES), fees: z.array(ZFee) });
export type TFeeList = z.infer<typeof ZFeeList>;
