/** Mails: the server writes them in the recipient's language. */
const mail = {
  greeting: 'Hello {{name}},',
  signature: 'Kind regards,\nFoyer',
  signatureBy: 'Kind regards,\n{{signedBy}}',
  passwordReset: {
    subject: 'Reset your Foyer password',
    body: 'Someone asked to reset the password for your Foyer account at {{organization}}. Open this link within an hour to choose a new password:',
    ignore: 'If it was not you, ignore this mail; your password stays as it is.',
  },
  verifyEmail: {
    subject: 'Confirm your email for Foyer',
    body: '{{organization}} has given you access to Foyer. Confirm your email address and choose a password with this link:',
  },
  confirmNewEmail: {
    subject: 'Confirm your new email address for Foyer',
    body: '{{organization}} changed the email address of your Foyer account to this one. Confirm it with this link; your password stays the same:',
  },
  emailChanged: {
    subject: 'Your Foyer email address was changed',
    body: 'The email address of your Foyer account at {{organization}} was changed to {{email}}; mails for the account go there from now on. If you did not expect this, contact your administrator at once.',
  },
  passwordChanged: {
    subject: 'Your Foyer password was changed',
    body: 'The password of your Foyer account was just changed, and every other session was signed out. If it was not you, contact your administrator at once.',
  },
  orderConfirmation: {
    subject: 'Your tickets from {{organization}} (order {{orderNumber}})',
    body: 'Thank you for your order {{orderNumber}} at {{organization}}. Your tickets are attached as a PDF: show the QR code at the entrance, on your phone or printed.',
    subjectWithoutTickets: 'Your order from {{organization}} (order {{orderNumber}})',
    bodyWithoutTickets: 'Thank you for your order {{orderNumber}} at {{organization}}.',
    visit: '{{event}}, {{when}}{{venue}}. Tickets: {{count}}.',
    donationReceipt: 'Your donation of {{amount}} to {{campaign}}: thank you for your support. This mail is your receipt.',
    voucherCode: '{{name}} ({{value}}): gift voucher code {{code}}, valid until {{until}}.',
    voucherCodeForever: '{{name}} ({{value}}): gift voucher code {{code}}.',
    voucherCodeFor: '{{name}} ({{value}}) for {{recipient}}: gift voucher code {{code}}, valid until {{until}}.',
    voucherCodeForeverFor: '{{name}} ({{value}}) for {{recipient}}: gift voucher code {{code}}.',
    voucherPaid: 'A gift voucher paid {{amount}} of this order.',
    voucherPaidLeft: 'Gift voucher {{code}} paid {{amount}} of this order; {{left}} is left on it, valid until {{until}}.',
    voucherPaidLeftForever: 'Gift voucher {{code}} paid {{amount}} of this order; {{left}} is left on it.',
    voucherPaidUsedUp: 'Gift voucher {{code}} paid {{amount}} of this order and is now used up.',
    vouchersAttached:
      'Your gift vouchers are attached as a PDF, a page each with the code and its QR: print it to give away, or show it on a phone.',
    tourAccess: '{{name}} ({{offer}}): your access code is {{code}}. You find it, ready to copy into the tour app, at {{link}}',
    summary: 'Total paid: {{total}}.',
    invoiceSummary: 'Total {{total}}, to be paid by the invoice we send to EAN {{ean}}.',
    invoiceSummaryWithReference: 'Total {{total}}, to be paid by the invoice we send to EAN {{ean}} with your reference {{reference}}.',
    refunded: 'Refunded since: {{amount}}.',
    byPost: 'We will send your order by post to {{address}}.',
    fee: '{{fee}}: {{amount}}.',
    fees: { Shipping: 'Shipping', EAN: 'EAN invoicing' },
  },
  /** Staff's "New order" notification (the organisation's notification settings). */
  newOrder: {
    subject: 'New order {{orderNumber}} at {{organization}}: {{total}}',
    subjectAwaiting: 'Order {{orderNumber}} at {{organization}} awaits your approval: {{total}}',
    body: '{{buyer}} has placed order {{orderNumber}} in the shop of {{organization}}:',
    line: '{{quantity}} × {{what}}: {{amount}}',
    total: 'Total: {{total}}.',
    totalOnInvoice: 'Total: {{total}}, to be paid by EAN invoice.',
    voucherPaid: 'Of that, a gift voucher paid {{amount}}.',
    message: 'Note: {{message}}',
    open: 'See the order in Foyer:',
    awaiting:
      'It waits for approval: its places are held, and the customer has been told so; the tickets go out when someone approves it on the order’s page.',
    openToApprove: 'Approve or refuse it in Foyer:',
    why: 'You get this mail because you are a recipient of the “New order” notification. You can turn it off in your own notification choices in Foyer.',
    kinds: { Donation: 'Donation', Voucher: 'Gift voucher', Product: 'Product', Membership: 'Membership', RequestWithPayment: 'Request' },
  },
  /** A refund, by staff or made at the payment provider (issue 10). */
  orderRefund: {
    subject: 'Your refund from {{organization}} (order {{orderNumber}})',
    subjectCanceled: 'Canceled: your refund from {{organization}} (order {{orderNumber}})',
    eventCanceled: '{{organization}} has had to cancel {{canceled}}. We are sorry.',
    body: '{{organization}} has refunded {{amount}} of your order {{orderNumber}}. It reaches your account the way you paid, usually within a few days.',
    bodyVoucher:
      '{{organization}} has refunded {{amount}} of your order {{orderNumber}}. It is back on the gift voucher you paid with, ready to use again.',
    /** The code that paid was canceled since: the money is on it, but it cannot be spent. */
    bodyVoucherVoid:
      '{{organization}} has refunded {{amount}} of your order {{orderNumber}}. It is back on the gift voucher you paid with.',
    voucherExpired: 'That gift voucher has expired, so it cannot be used: please contact {{organization}} about it.',
    voucherVoid: 'That gift voucher has since been canceled, so it cannot be used: please contact {{organization}} about it.',
    bodyVoucherAndCard:
      '{{organization}} has refunded {{amount}} of your order {{orderNumber}}: {{voucher}} is back on the gift voucher you paid with, and {{card}} reaches your account the way you paid, usually within a few days.',
    bodyVoucherAndDesk:
      '{{organization}} has refunded {{amount}} of your order {{orderNumber}}: {{voucher}} is back on the gift voucher you paid with, and the museum gives you {{card}} back there, as you paid it at the museum.',
    bodyDesk:
      '{{organization}} has refunded {{amount}} of your order {{orderNumber}}, which you paid at the museum. The museum gives it back to you there.',
    ticket: 'Ticket {{numbers}} of the order is canceled and no longer admits anyone.',
    tickets: 'The {{count}} tickets {{numbers}} of the order are canceled and no longer admit anyone.',
    othersValid: 'Its other tickets stay valid: the ones you have still work.',
    noTickets: 'Your tickets stay valid.',
    /** The last tickets took the order's other lines with them. */
    alsoRefunded: 'Refunded with it: {{items}}.',
    toursStop: 'The access codes of its digital tours no longer work.',
    vouchersCanceled: 'The gift vouchers of the order are canceled: their codes can no longer be used.',
  },
  /** A payment that came in after its order was closed or its date canceled: refunded, no tickets. */
  /** A date moved with tickets sold, its buyers told (staff chose to). */
  dateMoved: {
    subject: 'New time for {{event}} (order {{orderNumber}})',
    moved: '{{organization}} has moved {{event}}, which your order {{orderNumber}} has tickets for. It was {{from}}; it is now {{to}}.',
    ticketsValid: 'Your tickets are valid at the new time: bring them as they are.',
    contact: 'If the new time does not suit you, please contact {{organization}}.',
  },
  /** An order on invoice canceled by staff after its tickets went out. */
  orderCanceled: {
    subject: 'Your order {{orderNumber}} at {{organization}} is canceled',
    body: '{{organization}} has canceled your order {{orderNumber}}. Its tickets are no longer valid.',
    invoice: 'If you have received an invoice for it, it will be credited. Please contact {{organization}} if you have questions.',
  },
  latePayment: {
    subject: 'Your payment for order {{orderNumber}} at {{organization}} is refunded',
    late: 'Your payment of {{total}} for order {{orderNumber}} arrived after the order had closed (its tickets were no longer held for you), so no tickets were issued.',
    dateCanceled:
      'Your payment of {{total}} for order {{orderNumber}} arrived after {{organization}} had canceled the date you chose, so no tickets were issued.',
    refunded:
      'The whole amount is being refunded to your card; your bank may take a few days to show it. You are welcome to buy again in the shop.',
  },
  /** An Institution's EAN order the museum refused (issue 10). */
  /** An EAN order that waits for staff: the buyer's receipt with its number. */
  eanOrderReceived: {
    subject: 'Your order {{orderNumber}} at {{organization}} is received',
    body: '{{organization}} has received your order {{orderNumber}} of {{total}}, to be paid by EAN invoice. It waits for the museum’s approval: your places are held, and once it is approved your tickets are mailed to you with the invoice details.',
  },
  eanOrderRefused: {
    subject: 'Your order {{orderNumber}} at {{organization}} was not approved',
    body: 'We are sorry: {{organization}} could not approve your order {{orderNumber}} of {{total}}, to be paid by EAN invoice. The order is canceled, no tickets were issued and no invoice will be sent. Please contact the museum if you have questions.',
    reason: 'The museum’s reason: {{reason}}',
  },
  tickets: {
    title: 'Ticket',
    order: 'Order {{orderNumber}}',
    holder: 'Name: {{name}}',
    price: 'Price: {{price}}',
    number: 'Ticket number: {{number}}',
    code: 'Code: {{code}}',
    allDay: 'All day',
  },
  /** A gift voucher's page in the PDF mailed with the order (issue 14). */
  vouchers: {
    title: 'Gift voucher',
    validUntil: 'Valid until {{until}}',
    noExpiry: 'No expiry date',
    for: 'For {{name}}',
    code: 'Voucher code',
    howTo:
      'Give the code when you pay in the online shop, or show this page at the desk. What is not used stays on the code for next time.',
  },
  /** What a payment provider's page says the payment is for. */
  payment: {
    description: 'Order {{orderNumber}}',
  },
  testPayment: {
    title: 'Test payment',
    explain: 'This is Foyer’s test payment provider: no money moves. Approve to pay, or decline.',
    approve: 'Approve payment',
    decline: 'Decline',
    refuseRefund: 'Refuse this payment’s first refund (as a closed card would)',
    approved: 'This payment was approved.',
    declined: 'This payment was declined.',
    refunded: 'This payment was refunded.',
    pending: 'This payment is waiting.',
    backToShop: 'Back to the shop',
    failed: 'Something went wrong. Try again.',
  },
};
export default mail;
