import type auth from '../en/auth.js';

const deAuth: typeof auth = {
  fields: {
    email: 'E-Mail',
    password: 'Passwort',
    newPassword: 'Neues Passwort',
    passwordConfirmation: 'Neues Passwort wiederholen',
    currentPassword: 'Aktuelles Passwort',
  },
  login: {
    title: 'Anmelden',
    submit: 'Anmelden',
    forgot: 'Passwort vergessen?',
    incorrect: 'E-Mail-Adresse oder Passwort ist falsch',
  },
  accounts: {
    question: 'Ihr Passwort öffnet Konten bei mehr als einer Organisation. In welcher möchten Sie arbeiten?',
    label: 'Konten von {{email}}',
    open: 'Weiter',
  },
  sessionLapse: {
    title: 'Sie wurden abgemeldet',
    body: 'Ihre Sitzung ist abgelaufen, daher ist Ihr letzter Schritt nicht durchgegangen. Melden Sie sich erneut an, um weiterzumachen: Diese Seite und Ihre Eingaben bleiben erhalten, und Sie können es noch einmal versuchen.',
    submit: 'Anmelden und weitermachen',
    someoneElse: 'Als andere Person anmelden',
  },
  forgot: {
    title: 'Passwort vergessen?',
    intro: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.',
    submit: 'Link senden',
  },
  checkEmail: {
    title: 'Prüfen Sie Ihr Postfach',
    sent: 'Falls es zu {{address}} ein Konto gibt, haben wir an diese Adresse einen Link zum Festlegen eines neuen Passworts gesendet.',
    validFor: 'Der Link ist eine Stunde lang gültig.',
    spam: 'Keine E-Mail erhalten? Sehen Sie bitte auch im Spam-Ordner nach.',
    sendAgain: 'Erneut senden',
    sentAgain: 'Wir haben einen neuen Link gesendet.',
  },
  changePassword: {
    title: 'Neues Passwort festlegen',
    firstTitle: 'Passwort festlegen',
    intro: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    emailConfirmed: 'Ihre E-Mail-Adresse ist bestätigt. Legen Sie ein Passwort fest, um Ihr Konto fertig einzurichten.',
    submit: 'Passwort speichern',
    doneTitle: 'Passwort geändert',
    done: 'Ihr Passwort wurde geändert, und Sie wurden überall abgemeldet. Melden Sie sich mit Ihrem neuen Passwort an.',
    firstDoneTitle: 'Ihr Passwort ist festgelegt',
    firstDone: 'Ihr Konto ist bereit. Melden Sie sich mit Ihrer E-Mail-Adresse und dem gewählten Passwort an.',
    invalidTitle: 'Dieser Link funktioniert nicht',
    invalid: 'Der Link ist ungültig oder abgelaufen. Ein Link lässt sich nur einmal und nur eine Stunde lang verwenden.',
    requestNew: 'Neuen Link anfordern',
  },
  verifyEmail: {
    title: 'E-Mail-Adresse bestätigen',
    checking: 'Ihre E-Mail-Adresse wird bestätigt …',
    doneTitle: 'E-Mail-Adresse bestätigt',
    done: 'Vielen Dank, {{email}} ist bestätigt. Sie können sich jetzt anmelden.',
    invalidTitle: 'Dieser Link funktioniert nicht',
    invalid: 'Der Bestätigungslink ist ungültig oder wurde bereits verwendet.',
    failed: 'Ihre E-Mail-Adresse konnte gerade nicht bestätigt werden.',
  },
  backToLogin: 'Zurück zur Anmeldung',
  goToLogin: 'Zur Anmeldung',
};
export default deAuth;
