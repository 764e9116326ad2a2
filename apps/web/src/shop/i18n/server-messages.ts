import type { TextKey, Translate } from './texts';

/**
 * The server speaks the spec's English (SHOP_MESSAGES in @foyer/contracts, copied here as text
 * so the shop does not load zod). Known texts are shown in the visitor's language; others as sent.
 */
const EXACT: Record<string, TextKey> = {
  'Select at least 1 ticket type to continue': 'messages.atLeastOneTicket',
  "Tickets for underage can't be sold alone": 'messages.underageAlone',
  'Invalid quantity': 'messages.invalidQuantity',
  'Ticket not found': 'messages.ticketNotFound',
  'This ticket is sold only at the door': 'messages.notSoldOnline',
  'Sold out': 'messages.soldOut',
  'Event not found': 'messages.eventNotFound',
  'This event is no longer on sale': 'messages.notOnSale',
  'Your reservation has expired': 'messages.reservationExpired',
  'Error while creating payment': 'messages.paymentFailed',
  'This shop cannot take payments yet': 'messages.cannotTakePayments',
  'Cart not found': 'messages.cartNotFound',
  'Item not found': 'messages.itemNotFound',
  'There are more names than tickets': 'messages.tooManyHolderNames',
  Required: 'messages.required',
  'Email must be valid': 'messages.emailInvalid',
  'Phone number must be valid': 'messages.phoneInvalid',
  'Prefix must be valid': 'messages.prefixInvalid',
  'Invalid vat number': 'messages.vatNumberInvalid',
  'EAN must be 13-digits number': 'messages.eanInvalid',
  'EAN is not valid, please check the number': 'messages.eanCheckDigit',
  'You need to accept to continue': 'messages.termsRequired',
  'This fee is not offered': 'messages.feeNotOffered',
  'This order can no longer go back to the cart': 'messages.orderNotReturnable',
};

const PATTERNS: readonly [RegExp, TextKey, string][] = [
  [/^Choose minimum \((\d+)\) participants to continue$/, 'messages.belowMinimum', 'minimum'],
  [/^Only (\d+) left$/, 'messages.onlyLeft', 'count'],
];

/** The visitor's wording of a server (or shared rule) message. */
export function localizeMessage(message: string, t: Translate): string {
  const key = EXACT[message];
  if (key) return t(key);
  for (const [pattern, patternKey, param] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(patternKey, { [param]: match[1]! });
  }
  return message;
}
