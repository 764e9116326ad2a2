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
  },
  values: {
    on: 'An',
    off: 'Aus',
    empty: 'Leer',
  },
  form: {
    createTitle: 'Neue Einstellung',
    editTitle: 'Einstellung bearbeiten',
    nameHelp: 'Großbuchstaben, Ziffern und _, zum Beispiel:',
    valueHelp: 'Text ohne <, >, {, }, `, \\ oder ;.',
    builtIn: 'Eine eingebaute Einstellung kann geändert, aber nicht gelöscht werden.',
    missing: 'Es gibt keine Einstellung mit dem Namen {{name}}.',
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
  },
  messages: {
    currencyNotConverted:
      'Preise werden nicht umgerechnet: Jeder Preis, Gutschein- und Spendenbetrag behält seine Zahl und wird in {{currency}} angezeigt. Prüfen Sie sie nach dem Speichern.',
    builtInNotDeletable: 'Eine eingebaute Einstellung kann geändert, aber nicht gelöscht werden',
  },
  operations: { load: 'Das Laden der Einstellungen', loadOne: 'Das Laden der Einstellung' },
};
export default deConfigurations;
