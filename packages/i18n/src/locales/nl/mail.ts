import type mail from '../en/mail.js';

const nlMail: typeof mail = {
  greeting: 'Hallo {{name}},',
  signature: 'Met vriendelijke groet,\nFoyer',
  signatureBy: 'Met vriendelijke groet,\n{{signedBy}}',
  passwordReset: {
    subject: 'Stel je Foyer-wachtwoord opnieuw in',
    body: 'Iemand heeft gevraagd het wachtwoord van je Foyer-account bij {{organization}} opnieuw in te stellen. Open deze link binnen een uur om een nieuw wachtwoord te kiezen:',
    ignore: 'Was jij dit niet? Negeer deze e-mail dan; je wachtwoord blijft hetzelfde.',
  },
  verifyEmail: {
    subject: 'Bevestig je e-mailadres voor Foyer',
    body: '{{organization}} heeft je toegang gegeven tot Foyer. Bevestig je e-mailadres en kies een wachtwoord via deze link:',
  },
  confirmNewEmail: {
    subject: 'Bevestig je nieuwe e-mailadres voor Foyer',
    body: '{{organization}} heeft het e-mailadres van je Foyer-account gewijzigd in dit adres. Bevestig het via deze link; je wachtwoord blijft hetzelfde:',
  },
  emailChanged: {
    subject: 'Je e-mailadres bij Foyer is gewijzigd',
    body: 'Het e-mailadres van je Foyer-account bij {{organization}} is gewijzigd in {{email}}; mails voor het account gaan voortaan daarheen. Neem meteen contact op met je beheerder als je dit niet verwachtte.',
  },
  passwordChanged: {
    subject: 'Je Foyer-wachtwoord is gewijzigd',
    body: 'Het wachtwoord van je Foyer-account is zojuist gewijzigd en alle andere sessies zijn afgemeld. Was jij dit niet? Neem dan direct contact op met je beheerder.',
  },
  orderConfirmation: {
    subject: 'Je tickets van {{organization}} (bestelling {{orderNumber}})',
    body: 'Bedankt voor je bestelling {{orderNumber}} bij {{organization}}. Je tickets zitten als pdf in de bijlage: laat de QR-code bij de ingang zien, op je telefoon of geprint.',
    subjectWithoutTickets: 'Je bestelling bij {{organization}} (bestelling {{orderNumber}})',
    bodyWithoutTickets: 'Bedankt voor je bestelling {{orderNumber}} bij {{organization}}.',
    visit: '{{event}}, {{when}}{{venue}}. Tickets: {{count}}.',
    donationReceipt: 'Je donatie van {{amount}} aan {{campaign}}: bedankt voor je steun. Deze mail is je ontvangstbewijs.',
    voucherCode: '{{name}} ({{value}}): cadeauboncode {{code}}, geldig tot en met {{until}}.',
    voucherCodeForever: '{{name}} ({{value}}): cadeauboncode {{code}}.',
    voucherCodeFor: '{{name}} ({{value}}) voor {{recipient}}: cadeauboncode {{code}}, geldig tot en met {{until}}.',
    voucherCodeForeverFor: '{{name}} ({{value}}) voor {{recipient}}: cadeauboncode {{code}}.',
    voucherPaid: 'Een cadeaubon betaalde {{amount}} van deze bestelling.',
    voucherPaidLeft: 'Cadeaubon {{code}} betaalde {{amount}} van deze bestelling; er staat nog {{left}} op, geldig tot {{until}}.',
    voucherPaidLeftForever: 'Cadeaubon {{code}} betaalde {{amount}} van deze bestelling; er staat nog {{left}} op.',
    voucherPaidUsedUp: 'Cadeaubon {{code}} betaalde {{amount}} van deze bestelling en is nu opgebruikt.',
    vouchersAttached:
      'Je cadeaubonnen zijn als pdf bijgevoegd, een pagina per bon met de code en de QR-code: print hem om weg te geven, of laat hem zien op je telefoon.',
    tourAccess: '{{name}} ({{offer}}): je toegangscode is {{code}}. Je vindt hem, klaar om in de tour-app te kopiëren, op {{link}}',
    summary: 'Totaal betaald: {{total}}.',
    invoiceSummary: 'Totaal {{total}}, te betalen via de factuur die we naar EAN {{ean}} sturen.',
    invoiceSummaryWithReference:
      'Totaal {{total}}, te betalen via de factuur die we met uw referentie {{reference}} naar EAN {{ean}} sturen.',
    refunded: 'Sindsdien terugbetaald: {{amount}}.',
    byPost: 'We sturen je bestelling per post naar {{address}}.',
    fee: '{{fee}}: {{amount}}.',
    fees: { Shipping: 'Verzending', EAN: 'EAN-facturering' },
  },
  /** Staff's "New order" notification (the organisation's notification settings). */
  newOrder: {
    subject: 'Nieuwe bestelling {{orderNumber}} bij {{organization}}: {{total}}',
    subjectAwaiting: 'Bestelling {{orderNumber}} bij {{organization}} wacht op je goedkeuring: {{total}}',
    body: '{{buyer}} heeft bestelling {{orderNumber}} geplaatst in de shop van {{organization}}:',
    line: '{{quantity}} × {{what}}: {{amount}}',
    total: 'Totaal: {{total}}.',
    totalOnInvoice: 'Totaal: {{total}}, te betalen per EAN-factuur.',
    voucherPaid: 'Daarvan betaalde een cadeaubon {{amount}}.',
    message: 'Opmerking: {{message}}',
    open: 'Bekijk de bestelling in Foyer:',
    awaiting:
      'Ze wacht op goedkeuring: de plaatsen zijn gereserveerd, en de klant heeft daarover bericht gekregen; de tickets gaan eruit zodra iemand haar goedkeurt op de pagina van de bestelling.',
    openToApprove: 'Keur haar goed of weiger haar in Foyer:',
    why: 'Je krijgt deze mail omdat je ontvanger bent van de melding “Nieuwe bestelling”. Je kunt die uitzetten bij je eigen meldingen in Foyer.',
    kinds: { Donation: 'Donatie', Voucher: 'Cadeaubon', Product: 'Product', Membership: 'Lidmaatschap', RequestWithPayment: 'Aanvraag' },
  },
  /** A refund, by staff or made at the payment provider (issue 10). */
  orderRefund: {
    subject: 'Je terugbetaling van {{organization}} (bestelling {{orderNumber}})',
    subjectCanceled: 'Geannuleerd: je terugbetaling van {{organization}} (bestelling {{orderNumber}})',
    eventCanceled: '{{organization}} heeft {{canceled}} moeten annuleren. Het spijt ons.',
    body: '{{organization}} heeft {{amount}} van je bestelling {{orderNumber}} terugbetaald. Het bedrag komt terug via de manier waarop je betaalde, meestal binnen een paar dagen.',
    bodyVoucher:
      '{{organization}} heeft {{amount}} van je bestelling {{orderNumber}} terugbetaald. Het bedrag staat weer op de cadeaubon waarmee je betaalde en kan opnieuw worden gebruikt.',
    bodyVoucherVoid:
      '{{organization}} heeft {{amount}} van je bestelling {{orderNumber}} terugbetaald. Het bedrag staat weer op de cadeaubon waarmee je betaalde.',
    voucherExpired: 'Die cadeaubon is verlopen en kan niet worden gebruikt: neem hierover contact op met {{organization}}.',
    voucherVoid: 'Die cadeaubon is inmiddels geannuleerd en kan niet worden gebruikt: neem hierover contact op met {{organization}}.',
    bodyVoucherAndCard:
      '{{organization}} heeft {{amount}} van je bestelling {{orderNumber}} terugbetaald: {{voucher}} staat weer op de cadeaubon waarmee je betaalde, en {{card}} komt terug via de manier waarop je betaalde, meestal binnen een paar dagen.',
    bodyVoucherAndDesk:
      '{{organization}} heeft {{amount}} van je bestelling {{orderNumber}} terugbetaald: {{voucher}} staat weer op de cadeaubon waarmee je betaalde, en {{card}} geeft het museum je daar terug, zoals je het in het museum betaalde.',
    bodyDesk:
      '{{organization}} heeft {{amount}} van je bestelling {{orderNumber}} terugbetaald, die je in het museum betaalde. Het museum geeft je het bedrag daar terug.',
    ticket: 'Ticket {{numbers}} van de bestelling is geannuleerd en geeft geen toegang meer.',
    tickets: 'De {{count}} tickets {{numbers}} van de bestelling zijn geannuleerd en geven geen toegang meer.',
    othersValid: 'De andere tickets van de bestelling blijven geldig: de tickets die je hebt, werken nog.',
    noTickets: 'Je tickets blijven geldig.',
    alsoRefunded: 'Mee terugbetaald: {{items}}.',
    toursStop: 'De toegangscodes van de digitale tours van de bestelling werken niet meer.',
    vouchersCanceled: 'De cadeaubonnen van de bestelling zijn geannuleerd: hun codes kunnen niet meer worden gebruikt.',
  },
  /** A payment that came in after its order was closed or its date canceled: refunded, no tickets. */
  /** A date moved with tickets sold, its buyers told (staff chose to). */
  dateMoved: {
    subject: 'Nieuwe tijd voor {{event}} (bestelling {{orderNumber}})',
    moved:
      '{{organization}} heeft {{event}} verplaatst, waarvoor je bestelling {{orderNumber}} tickets heeft. Het was {{from}}; het is nu {{to}}.',
    ticketsValid: 'Je tickets gelden voor de nieuwe tijd: neem ze mee zoals ze zijn.',
    contact: 'Past de nieuwe tijd je niet, neem dan contact op met {{organization}}.',
  },
  /** An order on invoice canceled by staff after its tickets went out. */
  orderCanceled: {
    subject: 'Je bestelling {{orderNumber}} bij {{organization}} is geannuleerd',
    body: '{{organization}} heeft je bestelling {{orderNumber}} geannuleerd. De tickets zijn niet meer geldig.',
    invoice: 'Heb je er een factuur voor ontvangen, dan wordt die gecrediteerd. Neem bij vragen contact op met {{organization}}.',
  },
  latePayment: {
    subject: 'Je betaling voor bestelling {{orderNumber}} bij {{organization}} wordt terugbetaald',
    late: 'Je betaling van {{total}} voor bestelling {{orderNumber}} kwam binnen nadat de bestelling was gesloten (de tickets waren niet meer voor je gereserveerd), dus er zijn geen tickets uitgegeven.',
    dateCanceled:
      'Je betaling van {{total}} voor bestelling {{orderNumber}} kwam binnen nadat {{organization}} de gekozen datum had geannuleerd, dus er zijn geen tickets uitgegeven.',
    refunded:
      'Het hele bedrag wordt teruggestort op je kaart; het kan een paar dagen duren voordat je bank het toont. Je kunt gerust opnieuw kopen in de shop.',
  },
  /** An Institution's EAN order the museum refused (issue 10). */
  /** An EAN order that waits for staff: the buyer's receipt with its number. */
  eanOrderReceived: {
    subject: 'Je bestelling {{orderNumber}} bij {{organization}} is ontvangen',
    body: '{{organization}} heeft je bestelling {{orderNumber}} van {{total}} ontvangen, te betalen via EAN-factuur. Ze wacht op de goedkeuring van het museum: je plaatsen zijn gereserveerd, en zodra ze is goedgekeurd, krijg je de tickets per e-mail met de gegevens van de factuur.',
  },
  eanOrderRefused: {
    subject: 'Je bestelling {{orderNumber}} bij {{organization}} is niet goedgekeurd',
    body: 'Het spijt ons: {{organization}} kon je bestelling {{orderNumber}} van {{total}}, te betalen via EAN-factuur, niet goedkeuren. De bestelling is geannuleerd, er zijn geen tickets uitgegeven en er wordt geen factuur gestuurd. Neem contact op met het museum als je vragen hebt.',
    reason: 'De reden van het museum: {{reason}}',
  },
  tickets: {
    title: 'Ticket',
    order: 'Bestelling {{orderNumber}}',
    holder: 'Naam: {{name}}',
    price: 'Prijs: {{price}}',
    number: 'Ticketnummer: {{number}}',
    code: 'Code: {{code}}',
    allDay: 'Hele dag',
  },
  /** A gift voucher's page in the PDF mailed with the order (issue 14). */
  vouchers: {
    title: 'Cadeaubon',
    validUntil: 'Geldig tot en met {{until}}',
    noExpiry: 'Geen vervaldatum',
    for: 'Voor {{name}}',
    code: 'Cadeauboncode',
    howTo:
      'Geef de code op wanneer je betaalt in de webshop, of laat deze pagina zien bij de kassa. Wat niet wordt gebruikt, blijft voor de volgende keer op de code staan.',
  },
  payment: {
    description: 'Bestelling {{orderNumber}}',
  },
  testPayment: {
    title: 'Testbetaling',
    explain: 'Dit is de testbetaalprovider van Foyer: er wordt geen geld verplaatst. Keur goed om te betalen, of weiger.',
    approve: 'Betaling goedkeuren',
    decline: 'Weigeren',
    refuseRefund: 'De eerste terugbetaling van deze betaling weigeren (zoals bij een opgeheven kaart)',
    approved: 'Deze betaling is goedgekeurd.',
    declined: 'Deze betaling is geweigerd.',
    refunded: 'Deze betaling is terugbetaald.',
    pending: 'Deze betaling wacht.',
    backToShop: 'Terug naar de winkel',
    failed: 'Er ging iets mis. Probeer het opnieuw.',
  },
};
export default nlMail;
