import type mail from '../en/mail.js';

const deMail: typeof mail = {
  greeting: 'Hallo {{name}},',
  signature: 'Viele Grüße\nFoyer',
  passwordReset: {
    subject: 'Setzen Sie Ihr Foyer-Passwort zurück',
    body: 'Jemand hat angefordert, das Passwort Ihres Foyer-Kontos zurückzusetzen. Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  },
  verifyEmail: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Foyer',
    body: '{{organization}} hat Ihnen Zugang zu Foyer gegeben. Bestätigen Sie Ihre E-Mail-Adresse und wählen Sie ein Passwort über diesen Link:',
  },
  passwordChanged: {
    subject: 'Ihr Foyer-Passwort wurde geändert',
    body: 'Das Passwort Ihres Foyer-Kontos wurde soeben geändert, und alle anderen Sitzungen wurden abgemeldet. Wenn Sie das nicht waren, wenden Sie sich sofort an Ihre Administratorin oder Ihren Administrator.',
  },
};
export default deMail;
