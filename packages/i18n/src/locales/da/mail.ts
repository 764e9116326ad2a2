import type mail from '../en/mail.js';

const daMail: typeof mail = {
  greeting: 'Hej {{name}},',
  signature: 'Venlig hilsen\nFoyer',
  signatureBy: 'Venlig hilsen\n{{signedBy}}',
  passwordReset: {
    subject: 'Nulstil din adgangskode til Foyer',
    body: 'Nogen har bedt om at nulstille adgangskoden til din Foyer-konto hos {{organization}}. Åbn dette link inden for en time for at vælge en ny adgangskode:',
    ignore: 'Hvis det ikke var dig, kan du se bort fra denne mail; din adgangskode forbliver uændret.',
  },
  verifyEmail: {
    subject: 'Bekræft din e-mail til Foyer',
    body: '{{organization}} har givet dig adgang til Foyer. Bekræft din e-mailadresse og vælg en adgangskode med dette link:',
  },
  confirmNewEmail: {
    subject: 'Bekræft din nye e-mailadresse til Foyer',
    body: '{{organization}} har ændret e-mailadressen på din Foyer-konto til denne. Bekræft den med dette link; din adgangskode er den samme:',
  },
  emailChanged: {
    subject: 'Din e-mailadresse i Foyer er ændret',
    body: 'E-mailadressen på din Foyer-konto hos {{organization}} er ændret til {{email}}; mails til kontoen sendes dertil fremover. Kontakt straks din administrator, hvis du ikke ventede det.',
  },
  passwordChanged: {
    subject: 'Din adgangskode til Foyer er ændret',
    body: 'Adgangskoden til din Foyer-konto er netop blevet ændret, og alle andre sessioner er logget ud. Hvis det ikke var dig, så kontakt straks din administrator.',
  },
  orderConfirmation: {
    subject: 'Dine billetter fra {{organization}} (ordre {{orderNumber}})',
    body: 'Tak for din ordre {{orderNumber}} hos {{organization}}. Dine billetter er vedhæftet som PDF: vis QR-koden ved indgangen, på telefonen eller printet.',
    subjectWithoutTickets: 'Din ordre hos {{organization}} (ordre {{orderNumber}})',
    bodyWithoutTickets: 'Tak for din ordre {{orderNumber}} hos {{organization}}.',
    visit: '{{event}}, {{when}}{{venue}}. Billetter: {{count}}.',
    donationReceipt: 'Din donation på {{amount}} til {{campaign}}: tak for din støtte. Denne mail er din kvittering.',
    voucherCode: '{{name}} ({{value}}): gavekortkode {{code}}, gyldig til og med {{until}}.',
    voucherCodeForever: '{{name}} ({{value}}): gavekortkode {{code}}.',
    voucherCodeFor: '{{name}} ({{value}}) til {{recipient}}: gavekortkode {{code}}, gyldig til og med {{until}}.',
    voucherCodeForeverFor: '{{name}} ({{value}}) til {{recipient}}: gavekortkode {{code}}.',
    voucherPaid: 'Et gavekort betalte {{amount}} af denne ordre.',
    voucherPaidLeft: 'Gavekort {{code}} betalte {{amount}} af denne ordre; der er {{left}} tilbage på det, gyldigt til og med {{until}}.',
    voucherPaidLeftForever: 'Gavekort {{code}} betalte {{amount}} af denne ordre; der er {{left}} tilbage på det.',
    voucherPaidUsedUp: 'Gavekort {{code}} betalte {{amount}} af denne ordre og er nu brugt op.',
    vouchersAttached:
      'Dine gavekort er vedhæftet som PDF, en side for hvert med koden og dens QR-kode: print det og giv det væk, eller vis det på en telefon.',
    tourAccess: '{{name}} ({{offer}}): din adgangskode er {{code}}. Du finder den, klar til at kopiere ind i tur-appen, på {{link}}',
    // No full stop: a Danish amount ends in one ("250,00 kr.").
    summary: 'Betalt i alt: {{total}}',
    invoiceSummary: 'I alt {{total}}, som betales via den faktura, vi sender til EAN {{ean}}.',
    invoiceSummaryWithReference:
      'I alt {{total}}, som betales via den faktura, vi sender til EAN {{ean}} med jeres reference {{reference}}.',
    refunded: 'Refunderet siden: {{amount}}.',
    byPost: 'Vi sender din ordre med posten til {{address}}.',
    fee: '{{fee}}: {{amount}}.',
    fees: { Shipping: 'Forsendelse', EAN: 'EAN-fakturering' },
  },
  /** Staff's "New order" notification (the organisation's notification settings). */
  newOrder: {
    subject: 'Ny ordre {{orderNumber}} hos {{organization}}: {{total}}',
    subjectAwaiting: 'Ordre {{orderNumber}} hos {{organization}} venter på jeres godkendelse: {{total}}',
    body: '{{buyer}} har afgivet ordre {{orderNumber}} i butikken hos {{organization}}:',
    line: '{{quantity}} × {{what}}: {{amount}}',
    total: 'I alt: {{total}}.',
    totalOnInvoice: 'I alt: {{total}}, betales med EAN-faktura.',
    voucherPaid: 'Heraf er {{amount}} betalt med gavekort.',
    message: 'Bemærk: {{message}}',
    open: 'Se ordren i Foyer:',
    awaiting:
      'Den venter på godkendelse: dens pladser er reserveret, og kunden har fået besked om det; billetterne sendes, når nogen godkender den på ordrens side.',
    openToApprove: 'Godkend eller afvis den i Foyer:',
    why: 'Du får denne mail, fordi du er modtager af notifikationen “Ny ordre”. Du kan slå den fra under dine egne notifikationer i Foyer.',
    kinds: { Donation: 'Donation', Voucher: 'Gavekort', Product: 'Produkt', Membership: 'Medlemskab', RequestWithPayment: 'Forespørgsel' },
  },
  /** A refund, by staff or made at the payment provider (issue 10). */
  orderRefund: {
    subject: 'Din refusion fra {{organization}} (ordre {{orderNumber}})',
    subjectCanceled: 'Aflyst: din refusion fra {{organization}} (ordre {{orderNumber}})',
    eventCanceled: '{{organization}} har måttet aflyse {{canceled}}. Det beklager vi.',
    body: '{{organization}} har refunderet {{amount}} af din ordre {{orderNumber}}. Beløbet kommer tilbage samme vej, som du betalte, som regel inden for få dage.',
    bodyVoucher:
      '{{organization}} har refunderet {{amount}} af din ordre {{orderNumber}}. Beløbet er sat tilbage på det gavekort, du betalte med, og kan bruges igen.',
    bodyVoucherVoid:
      '{{organization}} har refunderet {{amount}} af din ordre {{orderNumber}}. Beløbet er sat tilbage på det gavekort, du betalte med.',
    voucherExpired: 'Det gavekort er udløbet og kan ikke bruges: kontakt venligst {{organization}} om det.',
    voucherVoid: 'Det gavekort er siden blevet annulleret og kan ikke bruges: kontakt venligst {{organization}} om det.',
    bodyVoucherAndCard:
      '{{organization}} har refunderet {{amount}} af din ordre {{orderNumber}}: {{voucher}} er sat tilbage på det gavekort, du betalte med, og {{card}} kommer tilbage samme vej, som du betalte, som regel inden for få dage.',
    bodyVoucherAndDesk:
      '{{organization}} har refunderet {{amount}} af din ordre {{orderNumber}}: {{voucher}} er sat tilbage på det gavekort, du betalte med, og museet giver dig {{card}} tilbage dér, som du betalte på museet.',
    bodyDesk:
      '{{organization}} har refunderet {{amount}} af din ordre {{orderNumber}}, som du betalte på museet. Museet giver dig beløbet tilbage dér.',
    ticket: 'Billet {{numbers}} i ordren er annulleret og giver ikke længere adgang.',
    tickets: 'De {{count}} billetter {{numbers}} i ordren er annulleret og giver ikke længere adgang.',
    othersValid: 'Ordrens øvrige billetter gælder stadig: dem, du har, virker fortsat.',
    noTickets: 'Dine billetter gælder stadig.',
    alsoRefunded: 'Refunderet sammen med dem: {{items}}.',
    toursStop: 'Adgangskoderne til ordrens digitale ture virker ikke længere.',
    vouchersCanceled: 'Ordrens gavekort er annulleret: deres koder kan ikke længere bruges.',
  },
  /** A payment that came in after its order was closed or its date canceled: refunded, no tickets. */
  /** A date moved with tickets sold, its buyers told (staff chose to). */
  dateMoved: {
    subject: 'Nyt tidspunkt for {{event}} (ordre {{orderNumber}})',
    moved: '{{organization}} har flyttet {{event}}, som din ordre {{orderNumber}} har billetter til. Det var {{from}}; det er nu {{to}}.',
    ticketsValid: 'Dine billetter gælder til det nye tidspunkt: tag dem med, som de er.',
    contact: 'Hvis det nye tidspunkt ikke passer dig, så kontakt {{organization}}.',
  },
  /** An order on invoice canceled by staff after its tickets went out. */
  orderCanceled: {
    subject: 'Din ordre {{orderNumber}} hos {{organization}} er annulleret',
    body: '{{organization}} har annulleret din ordre {{orderNumber}}. Billetterne gælder ikke længere.',
    invoice: 'Hvis I har fået en faktura for den, bliver den krediteret. Kontakt {{organization}}, hvis I har spørgsmål.',
  },
  latePayment: {
    subject: 'Din betaling for ordre {{orderNumber}} hos {{organization}} er refunderet',
    late: 'Din betaling på {{total}} for ordre {{orderNumber}} kom, efter ordren var lukket (billetterne var ikke længere reserveret til dig), så der blev ikke udstedt billetter.',
    dateCanceled:
      'Din betaling på {{total}} for ordre {{orderNumber}} kom, efter {{organization}} havde aflyst den dato, du valgte, så der blev ikke udstedt billetter.',
    refunded:
      'Hele beløbet bliver betalt tilbage til dit kort; det kan tage et par dage, før din bank viser det. Du er velkommen til at købe igen i shoppen.',
  },
  /** An Institution's EAN order the museum refused (issue 10). */
  /** An EAN order that waits for staff: the buyer's receipt with its number. */
  eanOrderReceived: {
    subject: 'Din ordre {{orderNumber}} hos {{organization}} er modtaget',
    body: '{{organization}} har modtaget din ordre {{orderNumber}} på {{total}}, der betales med EAN-faktura. Den afventer museets godkendelse: dine pladser er reserveret, og når den er godkendt, får du billetterne tilsendt med oplysningerne om fakturaen.',
  },
  eanOrderRefused: {
    subject: 'Din ordre {{orderNumber}} hos {{organization}} blev ikke godkendt',
    body: 'Vi beklager: {{organization}} kunne ikke godkende din ordre {{orderNumber}} på {{total}}, som skulle betales via EAN-faktura. Ordren er annulleret, der er ikke udstedt billetter, og der sendes ingen faktura. Kontakt museet, hvis du har spørgsmål.',
    reason: 'Museets begrundelse: {{reason}}',
  },
  tickets: {
    title: 'Billet',
    order: 'Ordre {{orderNumber}}',
    holder: 'Navn: {{name}}',
    price: 'Pris: {{price}}',
    number: 'Billetnummer: {{number}}',
    code: 'Kode: {{code}}',
    allDay: 'Hele dagen',
  },
  /** A gift voucher's page in the PDF mailed with the order (issue 14). */
  vouchers: {
    title: 'Gavekort',
    validUntil: 'Gyldig til og med {{until}}',
    noExpiry: 'Ingen udløbsdato',
    for: 'Til {{name}}',
    code: 'Gavekortkode',
    howTo:
      'Angiv koden, når du betaler i webshoppen, eller vis denne side i billetsalget. Det, der ikke bruges, bliver på koden til næste gang.',
  },
  payment: {
    description: 'Ordre {{orderNumber}}',
  },
  testPayment: {
    title: 'Testbetaling',
    explain: 'Dette er Foyers testbetalingsudbyder: ingen penge flyttes. Godkend for at betale, eller afvis.',
    approve: 'Godkend betaling',
    decline: 'Afvis',
    refuseRefund: 'Afvis betalingens første refusion (som et lukket kort ville)',
    approved: 'Betalingen er godkendt.',
    declined: 'Betalingen er afvist.',
    refunded: 'Betalingen er refunderet.',
    pending: 'Betalingen venter.',
    backToShop: 'Tilbage til butikken',
    failed: 'Noget gik galt. Prøv igen.',
  },
};
export default daMail;
