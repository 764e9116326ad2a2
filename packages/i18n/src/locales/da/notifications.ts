import type notifications from '../en/notifications.js';

const daNotifications: typeof notifications = {
  user: {
    pageTitle: 'Notifikationer',
    title: 'Mine notifikationer',
    titleFor: 'Notifikationer for {{name}}',
    backToProfile: 'Min profil',
    backToUser: 'Tilbage til brugeren',
    introSelf: 'Vælg, hvordan du vil høre om det, der sker i din organisation.',
    introOther: 'Vælg, hvordan brugeren hører om det, der sker i organisationen.',
    operations: { load: 'indlæse notifikationsvalgene' },
    columns: { kind: 'Notifikation', email: 'E-mail', sms: 'SMS' },
    byEmail: '{{kind}} via e-mail',
    bySms: '{{kind}} via SMS',
    noPhoneSelf: 'Der er intet telefonnummer i dine oplysninger, så SMS-notifikationer kan ikke nå dig.',
    noPhoneOther: '{{name}} har intet telefonnummer, så SMS-notifikationer kan ikke nå vedkommende.',
    notSentToSelf:
      'Sendes ikke til dig nu: organisationen har slået den fra, eller du er ikke blandt dens e-mailmodtagere (Notifikationsindstillinger).',
    notSentToOther:
      'Sendes ikke til {{name}} nu: organisationen har slået den fra, eller brugeren er ikke blandt dens e-mailmodtagere (Notifikationsindstillinger).',
    smsNotSent: 'Foyer sender ikke SMS endnu: SMS-valgene gemmes til den dag, det gør.',
    kinds: {
      NEW_ORDER: {
        label: 'Ny ordre',
        description: 'En kunde har købt billetter eller andre produkter, eller en ordre med EAN-faktura venter på godkendelse.',
      },
      NEW_CUSTOMER_REQUEST: { label: 'Ny kundeforespørgsel', description: 'En kunde har bedt om en omvisning eller et lokale.' },
      GUIDE_REQUEST_ANSWERED: {
        label: 'Svar på guideforespørgsel',
        description: 'En guide har accepteret, afvist eller bedt om at ændre en omvisning.',
      },
      DAILY_SUMMARY: { label: 'Daglig oversigt', description: 'Et overblik over dagen, sendt én gang om dagen.' },
    },
    undo: 'Fortryd ændringer',
    saved: 'Valgene er gemt.',
  },
  // Organisationens indstillinger (/settings/notifications).
  organization: {
    intro: 'Vælg, hvilke notifikationer jeres organisation sender, hvem der modtager dem via e-mail eller SMS, og en kort besked til dem.',
    kinds: {
      NEW_ORDER: {
        label: 'Ny ordre',
        description: 'Når en kunde køber billetter eller andre produkter, eller en ordre med EAN-faktura venter på godkendelse.',
      },
      NEW_CUSTOMER_REQUEST: { label: 'Ny kundeforespørgsel', description: 'Når en kunde beder om en omvisning eller et lokale.' },
      GUIDE_REQUEST_ANSWERED: {
        label: 'Svar på guideforespørgsel',
        description: 'Når en guide accepterer, afviser eller beder om at ændre en omvisning.',
      },
      DAILY_SUMMARY: { label: 'Daglig oversigt', description: 'Et overblik over dagen, sendt én gang om dagen.' },
    },
    on: 'Til',
    off: 'Fra',
    enabledFor: 'Send “{{kind}}”',
    emailRecipients: 'Modtagere af e-mail',
    smsRecipients: 'Modtagere af SMS',
    notSentYet: 'Foyer sender ikke denne notifikation endnu.',
    orderReadersOnly: 'Kun personer, der kan se ordrer, kan vælges.',
    smsNotSent: 'Foyer sender ikke SMS endnu: vælg modtagere på e-mail for at få besked.',
    smsOnly: 'Ingen får besked: Foyer sender ikke SMS endnu. Vælg e-mailmodtagere.',
    choosePeople: 'Vælg personer',
    noPeople: 'Ingen passer',
    unknownUser: 'Ukendt bruger',
    deactivatedUser: '{{name}} (deaktiveret)',
    noPhone: '{{name}} (intet telefonnummer)',
    message: 'Besked',
    messageHelp: 'Føjes til notifikationen. Hold den kort.',
    counter: '{{length}}/{{max}}',
    undo: 'Fortryd ændringer',
    viewOnly: 'Du kan se disse indstillinger, men ikke ændre dem.',
    validation: {
      recipientRequired: 'Vælg mindst én modtager af e-mail eller SMS',
      messageTooLong: 'Højst 140 tegn',
      notAMember: 'Alle modtagere skal være brugere i denne organisation',
      smsNeedsPhone: 'Kun personer med et telefonnummer kan få besked via SMS',
      cannotSeeOrders: 'Kun personer, der kan se ordrer, kan få besked om nye ordrer',
    },
    operations: { load: 'indlæse notifikationsindstillingerne' },
  },
};
export default daNotifications;
