/**
 * The shop's fixed texts. Most are the spec's own wording (SPEC §5, §8) and are kept exactly:
 * the web app translates them by their English text. @foyer/domain's CART_RULE_MESSAGES repeats
 * the cart-rule ones (that package imports nothing): keep the two equal.
 */
export const SHOP_MESSAGES = {
  // SPEC §5
  atLeastOneTicket: 'Select at least 1 ticket type to continue',
  underageAlone: "Tickets for underage can't be sold alone",
  belowMinimum: 'Choose minimum ({0}) participants to continue',
  termsRequired: 'You need to accept to continue',
  /** {0} is the field's name: 'EAN must be 13-digits number'. */
  mustBe13Digits: '{0} must be 13-digits number',
  /** Ours: 13 digits whose last (the GS1 check digit) does not fit, as a typo gives. */
  eanCheckDigit: 'EAN is not valid, please check the number',
  invalidQuantity: 'Invalid quantity',
  required: 'Required',
  emailInvalid: 'Email must be valid',
  phoneInvalid: 'Phone number must be valid',
  prefixInvalid: 'Prefix must be valid',
  vatNumberInvalid: 'Invalid vat number',
  donationPriceInvalid: 'Invalid donation price',
  minimumDonation: 'Allowed minimum donation amount is {0}',
  /** Above the largest single gift (a typo of extra zeros): said with the largest, as the minimum is. */
  maximumDonation: 'Allowed maximum donation amount is {0}',
  // SPEC §8
  ticketNotFound: 'Ticket not found',
  reservationExpired: 'Your reservation has expired',
  paymentFailed: 'Error while creating payment',
  // Ours: the spec has no wording for these.
  notSoldOnline: 'This ticket is sold only at the door',
  duplicateTicket: 'Each ticket type can be chosen only once',
  /** A ticket type staff took off sale (the shop no longer lists it; a link or an old page may still ask). */
  ticketOffSale: 'This ticket is no longer on sale',
  oneAddition: 'Add exactly one of event, requestWithPaymentEvent, product, membership, donation, voucher or fee',
  soldOut: 'Sold out',
  /** {0}: how many can still be had. */
  onlyLeft: 'Only {0} left',
  /** The order would cost more than the shop showed (a fee changed meanwhile): the visitor looks again. */
  totalChanged: 'The total has changed since you saw it: check the new total and confirm again',
  /** None left to add, and the visitor's own cart holds some: not "Sold out", as if theirs were gone too. */
  lastInCart: 'No more left: your cart already holds the last places',
  eventNotFound: 'Event not found',
  /** A link to an event staff canceled: said as such, not as an unknown event. */
  eventCanceled: 'This event has been canceled',
  notOnSale: 'This event is no longer on sale',
  /** At checkout, while the cart holds what can no longer be bought (marked `onSale: false` in it). */
  cartItemNotOnSale: 'Something in your cart is no longer on sale: remove it to continue',
  notSoldYet: 'This cannot be bought in the shop yet',
  tooManyHolderNames: 'There are more names than tickets',
  feeNotOffered: 'This fee is not offered',
  postalAddressRequired: 'Enter the address to post the order to',
  itemOrFee: 'Name either an item (with an optional ticket) or a fee',
  /** Back to the cart from an order that is paid, or whose cart went on without it. */
  orderNotReturnable: 'This order can no longer go back to the cart',
} as const;

/** 'EAN must be 13-digits number'. */
export const EAN_MESSAGE = SHOP_MESSAGES.mustBe13Digits.replace('{0}', 'EAN');
