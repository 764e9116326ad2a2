import type mail from '../en/mail.js';

const deMail: typeof mail = {
  greeting: 'Hallo {{name}},',
  signature: 'Viele Grüße\nFoyer',
  signatureBy: 'Viele Grüße\n{{signedBy}}',
  passwordReset: {
    subject: 'Setzen Sie Ihr Foyer-Passwort zurück',
    body: 'Jemand hat angefordert, das Passwort Ihres Foyer-Kontos bei {{organization}} zurückzusetzen. Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  },
  verifyEmail: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Foyer',
    body: '{{organization}} hat Ihnen Zugang zu Foyer gegeben. Bestätigen Sie Ihre E-Mail-Adresse und wählen Sie ein Passwort über diesen Link:',
  },
  confirmNewEmail: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für Foyer',
    body: '{{organization}} hat die E-Mail-Adresse Ihres Foyer-Kontos in diese geändert. Bestätigen Sie sie über diesen Link; Ihr Passwort bleibt dasselbe:',
  },
  emailChanged: {
    subject: 'Ihre E-Mail-Adresse bei Foyer wurde geändert',
    body: 'Die E-Mail-Adresse Ihres Foyer-Kontos bei {{organization}} wurde in {{email}} geändert; E-Mails zum Konto gehen ab jetzt dorthin. Wenn Sie das nicht erwartet haben, wenden Sie sich sofort an Ihren Administrator.',
  },
  passwordChanged: {
    subject: 'Ihr Foyer-Passwort wurde geändert',
    body: 'Das Passwort Ihres Foyer-Kontos wurde soeben geändert, und alle anderen Sitzungen wurden abgemeldet. Wenn Sie das nicht waren, wenden Sie sich sofort an Ihre Administratorin oder Ihren Administrator.',
  },
  orderConfirmation: {
    subject: 'Ihre Tickets von {{organization}} (Bestellung {{orderNumber}})',
    body: 'Vielen Dank für Ihre Bestellung {{orderNumber}} bei {{organization}}. Ihre Tickets hängen als PDF an: Zeigen Sie den QR-Code am Eingang, auf dem Handy oder ausgedruckt.',
    subjectWithoutTickets: 'Ihre Bestellung bei {{organization}} (Bestellung {{orderNumber}})',
    bodyWithoutTickets: 'Vielen Dank für Ihre Bestellung {{orderNumber}} bei {{organization}}.',
    visit: '{{event}}, {{when}}{{venue}}. Tickets: {{count}}.',
    donationReceipt: 'Ihre Spende von {{amount}} an {{campaign}}: Vielen Dank für Ihre Unterstützung. Diese E-Mail ist Ihre Quittung.',
    voucherCode: '{{name}} ({{value}}): Gutscheincode {{code}}, gültig bis {{until}}.',
    voucherCodeForever: '{{name}} ({{value}}): Gutscheincode {{code}}.',
    voucherCodeFor: '{{name}} ({{value}}) für {{recipient}}: Gutscheincode {{code}}, gültig bis {{until}}.',
    voucherCodeForeverFor: '{{name}} ({{value}}) für {{recipient}}: Gutscheincode {{code}}.',
    voucherPaid: 'Ein Gutschein hat {{amount}} dieser Bestellung bezahlt.',
    voucherPaidLeft: 'Gutschein {{code}} hat {{amount}} dieser Bestellung bezahlt; darauf sind noch {{left}}, gültig bis {{until}}.',
    voucherPaidLeftForever: 'Gutschein {{code}} hat {{amount}} dieser Bestellung bezahlt; darauf sind noch {{left}}.',
    voucherPaidUsedUp: 'Gutschein {{code}} hat {{amount}} dieser Bestellung bezahlt und ist nun aufgebraucht.',
    vouchersAttached:
      'Ihre Gutscheine sind als PDF angehängt, je eine Seite mit dem Code und seinem QR-Code: drucken Sie ihn zum Verschenken aus oder zeigen Sie ihn auf dem Handy.',
    tourAccess: '{{name}} ({{offer}}): Ihr Zugangscode ist {{code}}. Sie finden ihn, bereit zum Kopieren in die Tour-App, unter {{link}}',
    summary: 'Insgesamt bezahlt: {{total}}.',
    invoiceSummary: 'Insgesamt {{total}}, zu zahlen über die Rechnung, die wir an EAN {{ean}} senden.',
    invoiceSummaryWithReference:
      'Insgesamt {{total}}, zu zahlen über die Rechnung, die wir mit Ihrer Referenz {{reference}} an EAN {{ean}} senden.',
    refunded: 'Seitdem erstattet: {{amount}}.',
    byPost: 'Wir schicken Ihre Bestellung per Post an {{address}}.',
    fee: '{{fee}}: {{amount}}.',
    fees: { Shipping: 'Versand', EAN: 'EAN-Rechnung' },
  },
  /** Staff's "New order" notification (the organisation's notification settings). */
  newOrder: {
    subject: 'Neue Bestellung {{orderNumber}} bei {{organization}}: {{total}}',
    subjectAwaiting: 'Bestellung {{orderNumber}} bei {{organization}} wartet auf Ihre Freigabe: {{total}}',
    body: '{{buyer}} hat im Shop von {{organization}} die Bestellung {{orderNumber}} aufgegeben:',
    line: '{{quantity}} × {{what}}: {{amount}}',
    total: 'Gesamt: {{total}}.',
    totalOnInvoice: 'Gesamt: {{total}}, zu zahlen per EAN-Rechnung.',
    voucherPaid: 'Davon hat ein Gutschein {{amount}} bezahlt.',
    message: 'Hinweis: {{message}}',
    open: 'Die Bestellung in Foyer ansehen:',
    awaiting:
      'Sie wartet auf Freigabe: Die Plätze sind reserviert, und die Kundin oder der Kunde wurde darüber informiert; die Tickets gehen hinaus, sobald jemand sie auf der Seite der Bestellung freigibt.',
    openToApprove: 'In Foyer freigeben oder ablehnen:',
    why: 'Sie erhalten diese E-Mail, weil Sie Empfänger der Benachrichtigung „Neue Bestellung“ sind. Sie können sie in Ihren eigenen Benachrichtigungen in Foyer abschalten.',
    kinds: { Donation: 'Spende', Voucher: 'Gutschein', Product: 'Produkt', Membership: 'Mitgliedschaft', RequestWithPayment: 'Anfrage' },
  },
  /** A refund, by staff or made at the payment provider (issue 10). */
  orderRefund: {
    subject: 'Ihre Erstattung von {{organization}} (Bestellung {{orderNumber}})',
    subjectCanceled: 'Abgesagt: Ihre Erstattung von {{organization}} (Bestellung {{orderNumber}})',
    eventCanceled: '{{organization}} musste {{canceled}} absagen. Das tut uns leid.',
    body: '{{organization}} hat {{amount}} Ihrer Bestellung {{orderNumber}} erstattet. Der Betrag kommt auf dem Weg zurück, auf dem Sie bezahlt haben, meist innerhalb weniger Tage.',
    bodyVoucher:
      '{{organization}} hat {{amount}} Ihrer Bestellung {{orderNumber}} erstattet. Der Betrag ist wieder auf dem Gutschein, mit dem Sie bezahlt haben, und kann erneut verwendet werden.',
    bodyVoucherVoid:
      '{{organization}} hat {{amount}} Ihrer Bestellung {{orderNumber}} erstattet. Der Betrag ist wieder auf dem Gutschein, mit dem Sie bezahlt haben.',
    voucherExpired: 'Dieser Gutschein ist abgelaufen und kann nicht verwendet werden: Bitte wenden Sie sich deswegen an {{organization}}.',
    voucherVoid:
      'Dieser Gutschein wurde inzwischen storniert und kann nicht verwendet werden: Bitte wenden Sie sich deswegen an {{organization}}.',
    bodyVoucherAndCard:
      '{{organization}} hat {{amount}} Ihrer Bestellung {{orderNumber}} erstattet: {{voucher}} ist wieder auf dem Gutschein, mit dem Sie bezahlt haben, und {{card}} kommt auf dem Weg zurück, auf dem Sie bezahlt haben, meist innerhalb weniger Tage.',
    bodyVoucherAndDesk:
      '{{organization}} hat {{amount}} Ihrer Bestellung {{orderNumber}} erstattet: {{voucher}} ist wieder auf dem Gutschein, mit dem Sie bezahlt haben, und {{card}} gibt Ihnen das Museum dort zurück, wo Sie ihn bezahlt haben.',
    bodyDesk:
      '{{organization}} hat {{amount}} Ihrer Bestellung {{orderNumber}} erstattet, die Sie im Museum bezahlt haben. Das Museum gibt Ihnen den Betrag dort zurück.',
    ticket: 'Ticket {{numbers}} der Bestellung ist storniert und gewährt keinen Einlass mehr.',
    tickets: 'Die {{count}} Tickets {{numbers}} der Bestellung sind storniert und gewähren keinen Einlass mehr.',
    othersValid: 'Die übrigen Tickets der Bestellung bleiben gültig: Ihre vorhandenen Tickets funktionieren weiterhin.',
    noTickets: 'Ihre Tickets bleiben gültig.',
    alsoRefunded: 'Mit erstattet: {{items}}.',
    toursStop: 'Die Zugangscodes der digitalen Touren der Bestellung funktionieren nicht mehr.',
    vouchersCanceled: 'Die Gutscheine der Bestellung sind storniert: Ihre Codes können nicht mehr verwendet werden.',
  },
  /** A payment that came in after its order was closed or its date canceled: refunded, no tickets. */
  /** A date moved with tickets sold, its buyers told (staff chose to). */
  dateMoved: {
    subject: 'Neue Zeit für {{event}} (Bestellung {{orderNumber}})',
    moved:
      '{{organization}} hat {{event}} verlegt (Ihre Bestellung {{orderNumber}} enthält Tickets dafür). Bisher: {{from}}; jetzt: {{to}}.',
    ticketsValid: 'Ihre Tickets gelten für die neue Zeit: Bringen Sie sie einfach mit.',
    contact: 'Wenn Ihnen die neue Zeit nicht passt, wenden Sie sich bitte an {{organization}}.',
  },
  /** An order on invoice canceled by staff after its tickets went out. */
  orderCanceled: {
    subject: 'Ihre Bestellung {{orderNumber}} bei {{organization}} ist storniert',
    body: '{{organization}} hat Ihre Bestellung {{orderNumber}} storniert. Die Tickets sind nicht mehr gültig.',
    invoice: 'Wenn Sie dafür eine Rechnung erhalten haben, wird sie gutgeschrieben. Bei Fragen wenden Sie sich bitte an {{organization}}.',
  },
  latePayment: {
    subject: 'Ihre Zahlung für Bestellung {{orderNumber}} bei {{organization}} wird erstattet',
    late: 'Ihre Zahlung von {{total}} für Bestellung {{orderNumber}} kam, nachdem die Bestellung geschlossen war (die Tickets waren nicht mehr für Sie reserviert), daher wurden keine Tickets ausgestellt.',
    dateCanceled:
      'Ihre Zahlung von {{total}} für Bestellung {{orderNumber}} kam, nachdem {{organization}} den gewählten Termin abgesagt hatte, daher wurden keine Tickets ausgestellt.',
    refunded:
      'Der ganze Betrag wird auf Ihre Karte zurückgezahlt; bis Ihre Bank ihn zeigt, kann es einige Tage dauern. Sie können gern erneut im Shop kaufen.',
  },
  /** An Institution's EAN order the museum refused (issue 10). */
  /** An EAN order that waits for staff: the buyer's receipt with its number. */
  eanOrderReceived: {
    subject: 'Ihre Bestellung {{orderNumber}} bei {{organization}} ist eingegangen',
    body: '{{organization}} hat Ihre Bestellung {{orderNumber}} über {{total}} erhalten, die per EAN-Rechnung bezahlt wird. Sie wartet auf die Freigabe des Museums: Ihre Plätze sind reserviert, und sobald sie freigegeben ist, erhalten Sie die Tickets mit den Angaben zur Rechnung per E-Mail.',
  },
  eanOrderRefused: {
    subject: 'Ihre Bestellung {{orderNumber}} bei {{organization}} wurde nicht bestätigt',
    body: 'Es tut uns leid: {{organization}} konnte Ihre Bestellung {{orderNumber}} über {{total}}, zahlbar per EAN-Rechnung, nicht bestätigen. Die Bestellung ist storniert, es wurden keine Tickets ausgestellt und es wird keine Rechnung gesendet. Bei Fragen wenden Sie sich bitte an das Museum.',
    reason: 'Die Begründung des Museums: {{reason}}',
  },
  tickets: {
    title: 'Ticket',
    order: 'Bestellung {{orderNumber}}',
    holder: 'Name: {{name}}',
    price: 'Preis: {{price}}',
    number: 'Ticketnummer: {{number}}',
    code: 'Code: {{code}}',
    allDay: 'Ganztägig',
  },
  /** A gift voucher's page in the PDF mailed with the order (issue 14). */
  vouchers: {
    title: 'Gutschein',
    validUntil: 'Gültig bis {{until}}',
    noExpiry: 'Ohne Ablaufdatum',
    for: 'Für {{name}}',
    code: 'Gutscheincode',
    howTo:
      'Geben Sie den Code beim Bezahlen im Onlineshop an oder zeigen Sie diese Seite an der Kasse. Was nicht verbraucht wird, bleibt für das nächste Mal auf dem Code.',
  },
  payment: {
    description: 'Bestellung {{orderNumber}}',
  },
  testPayment: {
    title: 'Testzahlung',
    explain: 'Dies ist der Testzahlungsanbieter von Foyer: Es wird kein Geld bewegt. Genehmigen Sie, um zu bezahlen, oder lehnen Sie ab.',
    approve: 'Zahlung genehmigen',
    decline: 'Ablehnen',
    refuseRefund: 'Die erste Erstattung dieser Zahlung ablehnen (wie bei einer gesperrten Karte)',
    approved: 'Diese Zahlung wurde genehmigt.',
    declined: 'Diese Zahlung wurde abgelehnt.',
    refunded: 'Diese Zahlung wurde erstattet.',
    pending: 'Diese Zahlung wartet.',
    backToShop: 'Zurück zum Shop',
    failed: 'Etwas ist schiefgelaufen. Versuchen Sie es erneut.',
  },
};
export default deMail;
