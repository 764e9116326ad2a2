import type { ReasonId } from '@foyer/contracts';
import type { RefusalReason } from '../api/http';
import type { TextKey, Translate } from './texts';

/*
 * The server names every refusal by its stable reason (@foyer/contracts common/reasons.ts, taken
 * as a type only: its runtime would bring zod into the shop). The shop words the reasons a
 * visitor can meet with its own texts; the number a text carries comes as the reason's first param.
 */
const REASON_WORDS: Partial<Record<ReasonId, TextKey>> = {
  'shop.atLeastOneTicket': 'messages.atLeastOneTicket',
  'shop.underageAlone': 'messages.underageAlone',
  // The same texts as the event rules', whose reasons the server gives them (a cart's change is checked by those rules).
  'events.atLeastOneTicket': 'messages.atLeastOneTicket',
  'events.underageAlone': 'messages.underageAlone',
  'events.invalidQuantity': 'messages.invalidQuantity',
  'shop.belowMinimum': 'messages.belowMinimum',
  'shop.invalidQuantity': 'messages.invalidQuantity',
  'shop.ticketNotFound': 'messages.ticketNotFound',
  'shop.notSoldOnline': 'messages.notSoldOnline',
  'shop.ticketOffSale': 'messages.ticketOffSale',
  'shop.soldOut': 'messages.soldOut',
  'shop.onlyLeft': 'messages.onlyLeft',
  'shop.lastInCart': 'messages.lastInCart',
  'shop.totalChanged': 'messages.totalChanged',
  'shop.eventNotFound': 'messages.eventNotFound',
  'shop.eventCanceled': 'messages.eventCanceled',
  'notFound.event': 'messages.eventNotFound',
  'shop.notOnSale': 'messages.notOnSale',
  'shop.cartItemNotOnSale': 'messages.cartItemNotOnSale',
  'shop.reservationExpired': 'messages.reservationExpired',
  'shop.paymentFailed': 'messages.paymentFailed',
  'payments.cannotTakePayments': 'messages.cannotTakePayments',
  'notFound.cart': 'messages.cartNotFound',
  'notFound.item': 'messages.itemNotFound',
  'shop.tooManyHolderNames': 'messages.tooManyHolderNames',
  'common.required': 'messages.required',
  'shop.required': 'messages.required',
  'common.emailInvalid': 'messages.emailInvalid',
  'shop.emailInvalid': 'messages.emailInvalid',
  'shop.phoneInvalid': 'messages.phoneInvalid',
  'shop.prefixInvalid': 'messages.prefixInvalid',
  'shop.vatNumberInvalid': 'messages.vatNumberInvalid',
  'shop.mustBe13Digits': 'messages.eanInvalid',
  'shop.eanCheckDigit': 'messages.eanCheckDigit',
  'shop.termsRequired': 'messages.termsRequired',
  'shop.feeNotOffered': 'messages.feeNotOffered',
  'shop.orderNotReturnable': 'messages.orderNotReturnable',
  'shop.minimumDonation': 'messages.minimumDonation',
  'shop.maximumDonation': 'messages.maximumDonation',
  'donations.aboveMaximum': 'messages.maximumDonation',
  'shop.donationPriceInvalid': 'messages.donationPriceInvalid',
  'notFound.donation': 'messages.donationNotFound',
  'notFound.voucher': 'messages.voucherNotFound',
  'voucherCodes.unknown': 'messages.voucherCodeUnknown',
  'voucherCodes.expired': 'messages.voucherCodeExpired',
  'voucherCodes.usedUp': 'messages.voucherCodeUsedUp',
  'voucherCodes.canceled': 'messages.voucherCodeCanceled',
  'voucherCodes.notForVouchers': 'messages.voucherCodeNotForVouchers',
  'voucherCodes.paysLessNow': 'messages.voucherCodePaysLessNow',
  'notFound.product': 'messages.productNotFound',
  // Too many unknown gift voucher codes from one address (the server's guard against guessing).
  'request.tooManyAttempts': 'messages.tooManyAttempts',
};

/** The placeholder each numbered text of the shop's catalogue names its number by. */
const PARAM_NAMES: Partial<Record<ReasonId, string>> = {
  'shop.onlyLeft': 'count',
  'shop.belowMinimum': 'minimum',
  'shop.minimumDonation': 'amount',
  'shop.maximumDonation': 'amount',
  'donations.aboveMaximum': 'amount',
  'request.tooManyAttempts': 'minutes',
};

/**
 * The shop's own rules (checkout/consumer-form.ts, @foyer/domain's cart rules) say what is wrong
 * in the catalogue's English texts; these are their reasons.
 */
const RULE_REASONS: Readonly<Record<string, ReasonId>> = {
  'Select at least 1 ticket type to continue': 'shop.atLeastOneTicket',
  "Tickets for underage can't be sold alone": 'shop.underageAlone',
  'Invalid quantity': 'shop.invalidQuantity',
  Required: 'common.required',
  'Email must be valid': 'common.emailInvalid',
  'Phone number must be valid': 'shop.phoneInvalid',
  'Prefix must be valid': 'shop.prefixInvalid',
  'Invalid vat number': 'shop.vatNumberInvalid',
  'EAN must be 13-digits number': 'shop.mustBe13Digits',
  'EAN is not valid, please check the number': 'shop.eanCheckDigit',
  'You need to accept to continue': 'shop.termsRequired',
};
const NUMBERED_RULES: readonly [RegExp, ReasonId][] = [
  [/^Choose minimum \((\d+)\) participants to continue$/, 'shop.belowMinimum'],
  [/^Only (\d+) left$/, 'shop.onlyLeft'],
];

/** The reason of one of the shop's own rule texts, with its number. */
function ruleReason(text: string): RefusalReason | undefined {
  const reason = RULE_REASONS[text];
  if (reason) return { reason };
  for (const [pattern, numbered] of NUMBERED_RULES) {
    const match = pattern.exec(text);
    if (match) return { reason: numbered, params: [match[1]!] };
  }
  return undefined;
}

/** The visitor's wording of a refusal's reason or of a rule's text; a text it does not know as written. */
export function localizeMessage(problem: string | RefusalReason, t: Translate): string {
  const found = typeof problem === 'string' ? ruleReason(problem) : problem;
  const key = found && REASON_WORDS[found.reason as ReasonId];
  if (!found || !key) return typeof problem === 'string' ? problem : (problem.text ?? '');
  const name = PARAM_NAMES[found.reason as ReasonId];
  return t(key, name && found.params?.[0] !== undefined ? { [name]: found.params[0] } : undefined);
}
