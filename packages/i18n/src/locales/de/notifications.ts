import type notifications from '../en/notifications.js';

const deNotifications: typeof notifications = {
  user: {
    pageTitle: 'Benachrichtigungen',
    title: 'Meine Benachrichtigungen',
    titleFor: 'Benachrichtigungen für {{name}}',
    backToProfile: 'Mein Profil',
    backToUser: 'Zurück zum Benutzer',
    introSelf: 'Wählen Sie, wie Sie erfahren möchten, was in Ihrer Organisation geschieht.',
    introOther: 'Wählen Sie, wie dieser Benutzer erfährt, was in Ihrer Organisation geschieht.',
    operations: { load: 'Das Laden der Benachrichtigungseinstellungen' },
    columns: { kind: 'Benachrichtigung', email: 'E-Mail', sms: 'SMS' },
    byEmail: '{{kind}} per E-Mail',
    bySms: '{{kind}} per SMS',
    noPhoneSelf: 'In Ihren Angaben steht keine Telefonnummer, daher können SMS-Benachrichtigungen Sie nicht erreichen.',
    noPhoneOther: '{{name}} hat keine Telefonnummer, daher können SMS-Benachrichtigungen diese Person nicht erreichen.',
    notSentToSelf:
      'Wird Ihnen derzeit nicht gesendet: Ihre Organisation hat sie ausgeschaltet, oder Sie gehören nicht zu ihren E-Mail-Empfängern (Mail-Einstellungen).',
    notSentToOther:
      'Wird {{name}} derzeit nicht gesendet: Die Organisation hat sie ausgeschaltet, oder die Person gehört nicht zu ihren E-Mail-Empfängern (Mail-Einstellungen).',
    smsNotSent: 'Foyer versendet noch keine SMS: Die SMS-Auswahl wird für später gespeichert.',
    kinds: {
      NEW_ORDER: {
        label: 'Neue Bestellung',
        description: 'Jemand hat Tickets oder andere Produkte gekauft, oder eine Bestellung auf EAN-Rechnung wartet auf Freigabe.',
      },
      NEW_CUSTOMER_REQUEST: { label: 'Neue Kundenanfrage', description: 'Jemand hat eine Führung oder einen Raum angefragt.' },
      GUIDE_REQUEST_ANSWERED: {
        label: 'Antwort auf Guide-Anfrage',
        description: 'Ein Guide hat eine Führung angenommen, abgelehnt oder um eine Änderung gebeten.',
      },
      DAILY_SUMMARY: { label: 'Tägliche Zusammenfassung', description: 'Ein Überblick über den Tag, einmal täglich.' },
    },
    undo: 'Änderungen verwerfen',
    saved: 'Die Einstellungen wurden gespeichert.',
  },
  // Einstellungen der Organisation (/settings/notifications).
  organization: {
    intro:
      'Wählen Sie, welche Benachrichtigungen Ihre Organisation sendet, wer sie per E-Mail oder SMS erhält und welche kurze Nachricht dazugehört.',
    kinds: {
      NEW_ORDER: {
        label: 'Neue Bestellung',
        description: 'Wenn ein Kunde Tickets oder andere Produkte kauft oder eine Bestellung auf EAN-Rechnung auf Freigabe wartet.',
      },
      NEW_CUSTOMER_REQUEST: { label: 'Neue Kundenanfrage', description: 'Wenn ein Kunde eine Führung oder einen Raum anfragt.' },
      GUIDE_REQUEST_ANSWERED: {
        label: 'Guide-Anfrage beantwortet',
        description: 'Wenn ein Guide eine Führung annimmt, ablehnt oder eine Änderung wünscht.',
      },
      DAILY_SUMMARY: { label: 'Tägliche Zusammenfassung', description: 'Ein Überblick über den Tag, einmal täglich gesendet.' },
    },
    on: 'An',
    off: 'Aus',
    enabledFor: '„{{kind}}“ senden',
    emailRecipients: 'E-Mail-Empfänger',
    smsRecipients: 'SMS-Empfänger',
    notSentYet: 'Foyer verschickt diese Benachrichtigung noch nicht.',
    orderReadersOnly: 'Nur Personen, die Bestellungen sehen dürfen, stehen zur Auswahl.',
    smsNotSent: 'Foyer verschickt noch keine SMS: Wählen Sie E-Mail-Empfänger, um benachrichtigt zu werden.',
    smsOnly: 'Niemand wird benachrichtigt: Foyer versendet noch keine SMS. Wählen Sie E-Mail-Empfänger.',
    choosePeople: 'Personen wählen',
    noPeople: 'Niemand gefunden',
    unknownUser: 'Unbekannter Benutzer',
    deactivatedUser: '{{name}} (deaktiviert)',
    noPhone: '{{name}} (keine Telefonnummer)',
    message: 'Nachricht',
    messageHelp: 'Wird der Benachrichtigung hinzugefügt. Fassen Sie sich kurz.',
    counter: '{{length}}/{{max}}',
    undo: 'Änderungen verwerfen',
    viewOnly: 'Sie können diese Einstellungen sehen, aber nicht ändern.',
    validation: {
      recipientRequired: 'Wählen Sie mindestens einen E-Mail- oder SMS-Empfänger',
      messageTooLong: 'Höchstens 140 Zeichen',
      notAMember: 'Alle Empfänger müssen Benutzer dieser Organisation sein',
      smsNeedsPhone: 'Nur Personen mit Telefonnummer können per SMS benachrichtigt werden',
      cannotSeeOrders: 'Nur Personen, die Bestellungen sehen dürfen, können über neue Bestellungen benachrichtigt werden',
    },
    operations: { load: 'Das Laden der Mail-Einstellungen' },
  },
};
export default deNotifications;
