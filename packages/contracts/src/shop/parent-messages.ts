import { z } from 'zod';
import { ZId } from '../common/primitives.js';

/**
 * SPEC §7 messages from the embedded shop to the museum's page, posted to the organisation's
 * targetOrigin only. The names are fixed: host pages already listen for them. The envelope is
 * `{ type, ...payload }`; the host's loader parses what arrives with ZShopParentMessage, since
 * anything on the page can post to it.
 */
export const SHOP_PARENT_MESSAGES = {
  viewResize: 'view-resize',
  viewEnter: 'view-enter',
  mobilepay: 'mobilepay',
  cartChanged: 'nviz-cart-changed',
} as const;
export type ShopParentMessageName = (typeof SHOP_PARENT_MESSAGES)[keyof typeof SHOP_PARENT_MESSAGES];

/** The frame's content height in CSS pixels, so the host sizes the iframe. */
export const ZViewResizeMessage = z.object({
  type: z.literal(SHOP_PARENT_MESSAGES.viewResize),
  height: z.number().int().min(0).max(1_000_000),
});
/** The shop moved to a new view: the host scrolls the frame into sight. */
export const ZViewEnterMessage = z.object({ type: z.literal(SHOP_PARENT_MESSAGES.viewEnter) });
/** MobilePay must open outside the frame: the host opens the payment with this id. */
export const ZMobilepayMessage = z.object({ type: z.literal(SHOP_PARENT_MESSAGES.mobilepay), paymentId: z.string().min(1).max(200) });
/**
 * After every cart change, for the host's cart badge. After a 404 reset (SPEC §8) the cart is
 * empty: cartId null and 0 items.
 */
export const ZCartChangedMessage = z.object({
  type: z.literal(SHOP_PARENT_MESSAGES.cartChanged),
  cartId: ZId.nullable(),
  itemsTotalQuantity: z.number().int().min(0),
});

export const ZShopParentMessage = z.discriminatedUnion('type', [
  ZViewResizeMessage,
  ZViewEnterMessage,
  ZMobilepayMessage,
  ZCartChangedMessage,
]);
export type TShopParentMessage = z.infer<typeof ZShopParentMessage>;
export type TViewResizeMessage = z.infer<typeof ZViewResizeMessage>;
export type TViewEnterMessage = z.infer<typeof ZViewEnterMessage>;
export type TMobilepayMessage = z.infer<typeof ZMobilepayMessage>;
export type TCartChangedMessage = z.infer<typeof ZCartChangedMessage>;
