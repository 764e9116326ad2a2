import type configurations from '../en/configurations.js';

const deConfigurations: typeof configurations = {
  list: {
    intro: 'Einstellungen, die bestimmen, wie sich Ihr Shop und Ihr Backoffice verhalten.',
    empty: 'Noch keine Einstellungen.',
    editNamed: '{{name}} bearbeiten',
  },
  fields: {
    name: 'Name',
    value: 'Wert',
  },
  known: {
    CURRENCY: { label: 'Währung', help: 'Die Währung Ihrer Preise.' },
    LANGUAGE: { label: 'Sprache', help: 'Die Sprache Ihres Shops und Ihrer E-Mails, wenn der Besucher keine gewählt hat.' },
    MARKETING: { label: 'Marketing-Einwilligung', help: 'Kunden an der Kasse fragen, ob sie Marketing erhalten möchten.' },
    RETURN_POLICY: { label: 'Rückgaberichtlinie', help: 'Ihre Rückgaberichtlinie an der Kasse anzeigen.' },
    MARKETING_ORGANISATION_NAME: {
      label: 'Marketing-Absender',
      help: 'Der Name der Organisation, der angezeigt wird, wenn Kunden in Marketing einwilligen.',
    },
    HOLD_MINUTES: {
      label: 'Reservierungszeit',
      help: 'Wie lange die Plätze im Warenkorb eines Besuchers für ihn reserviert bleiben, bevor andere sie kaufen können, 1 bis 1440 Minuten.',
    },
    EAN_APPROVAL: {
      label: 'Freigabe von EAN-Bestellungen',
      help: 'Ob Bestellungen öffentlicher Einrichtungen, die später per EAN-Rechnung bezahlt werden, auf die Freigabe durch Mitarbeitende warten, bevor Tickets ausgestellt werden.',
    },
    EAN_AUTO_LIMIT: {
      label: 'Grenze der automatischen Freigabe',
      help: 'Bei automatischer Freigabe werden EAN-Bestellungen bis zu diesem Betrag in {{currency}} (inkl. MwSt.) sofort ausgestellt; größere warten auf Mitarbeitende.',
    },
  },
  values: {
    on: 'An',
    off: 'Aus',
    empty: 'Leer',
    minutes_one: '{{count}} Minute',
    minutes_other: '{{count}} Minuten',
    minutesUnit: 'Min.',
    eanApproval: { Manual: 'Mitarbeitende geben jede Bestellung frei', Automatic: 'Automatisch bis zu einer Grenze' },
  },
  form: {
    createTitle: 'Neue Einstellung',
    editTitle: 'Einstellung bearbeiten',
    nameHelp: 'Großbuchstaben, Ziffern und _, zum Beispiel:',
    valueHelp: 'Text ohne <, >, {, }, `, \\ oder ;.',
    builtIn: 'Eine eingebaute Einstellung kann geändert, aber nicht gelöscht werden.',
    missing: 'Es gibt keine Einstellung mit dem Namen {{name}}.',
    limitUnused:
      'Mitarbeitende geben derzeit jede EAN-Bestellung frei: Die Grenze gilt, sobald die Freigabe von EAN-Bestellungen auf automatisch steht.',
    limitZero:
      'Die Grenze ist {{limit}}, daher warten alle EAN-Bestellungen mit einem zu zahlenden Betrag weiterhin auf Mitarbeitende. Die Grenze ist die Einstellung „Grenze der automatischen Freigabe“.',
    limitInUse:
      'EAN-Bestellungen bis {{limit}} (inkl. MwSt.) werden sofort ausgestellt; größere warten auf Mitarbeitende. Die Grenze ist die Einstellung „Grenze der automatischen Freigabe“.',
  },
  delete: {
    title: 'Einstellung löschen?',
    body: 'Die Einstellung {{name}} wird gelöscht. Das lässt sich nicht rückgängig machen.',
  },
  validation: {
    forbiddenCharacters: 'Entfernen Sie die Zeichen <, >, {, }, `, \\ und ;',
    nameTaken: 'Eine andere Einstellung hat bereits diesen Namen',
    namePattern: 'Verwenden Sie Großbuchstaben, Ziffern und _ (z. B. OPENING_HOURS)',
    currency: 'Wählen Sie DKK oder EUR',
    language: 'Wählen Sie eine der Sprachen',
    boolean: 'Muss an oder aus sein',
    minutes: 'Geben Sie eine ganze Zahl von Minuten zwischen 1 und 1440 ein',
    eanApproval: 'Wählen Sie, wie EAN-Bestellungen freigegeben werden',
    amount: 'Geben Sie einen Betrag ein, zum Beispiel 5000,00',
  },
  messages: {
    currencyNotConverted:
      'Preise werden nicht umgerechnet: Jeder Preis, Gutschein- und Spendenbetrag behält seine Zahl und wird in {{currency}} angezeigt. Prüfen Sie sie nach dem Speichern.',
    builtInNotDeletable: 'Eine eingebaute Einstellung kann geändert, aber nicht gelöscht werden',
  },
  operations: { load: 'Das Laden der Einstellungen', loadOne: 'Das Laden der Einstellung' },
};
export default deConfigurations;
