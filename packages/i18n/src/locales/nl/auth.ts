import type auth from '../en/auth.js';

const nlAuth: typeof auth = {
  fields: {
    email: 'E-mail',
    password: 'Wachtwoord',
    newPassword: 'Nieuw wachtwoord',
    passwordConfirmation: 'Herhaal het nieuwe wachtwoord',
    currentPassword: 'Huidig wachtwoord',
  },
  login: {
    title: 'Inloggen',
    submit: 'Inloggen',
    forgot: 'Wachtwoord vergeten?',
    incorrect: 'Onjuist e-mailadres of wachtwoord',
  },
  accounts: {
    question: 'Je wachtwoord opent accounts bij meer dan één organisatie. In welke wil je werken?',
    label: 'Accounts van {{email}}',
    open: 'Doorgaan',
  },
  sessionLapse: {
    title: 'Je bent uitgelogd',
    body: 'Je sessie is verlopen, dus je laatste actie is niet doorgegaan. Log opnieuw in om verder te gaan: deze pagina en wat je hebt ingevuld blijven staan, en je kunt het nog een keer proberen.',
    submit: 'Inloggen en verdergaan',
    someoneElse: 'Inloggen als iemand anders',
  },
  forgot: {
    title: 'Wachtwoord vergeten?',
    intro: 'Vul het e-mailadres van je account in. We sturen je een link waarmee je een nieuw wachtwoord kunt kiezen.',
    submit: 'Link versturen',
  },
  checkEmail: {
    title: 'Kijk in je mailbox',
    sent: 'Als er een account bestaat voor {{address}}, hebben we naar dat adres een link gestuurd om een nieuw wachtwoord te kiezen.',
    validFor: 'De link is één uur geldig.',
    spam: 'Geen e-mail ontvangen? Kijk ook even in je spammap.',
    sendAgain: 'Opnieuw versturen',
    sentAgain: 'We hebben een nieuwe link gestuurd.',
  },
  changePassword: {
    title: 'Kies een nieuw wachtwoord',
    firstTitle: 'Kies je wachtwoord',
    intro: 'Het wachtwoord moet minstens 8 tekens lang zijn.',
    emailConfirmed: 'Je e-mailadres is bevestigd. Kies een wachtwoord om je account af te maken.',
    submit: 'Wachtwoord opslaan',
    doneTitle: 'Wachtwoord gewijzigd',
    done: 'Je wachtwoord is gewijzigd en je bent overal uitgelogd. Log in met je nieuwe wachtwoord.',
    firstDoneTitle: 'Je wachtwoord is ingesteld',
    firstDone: 'Je account is klaar. Log in met je e-mailadres en het wachtwoord dat je hebt gekozen.',
    invalidTitle: 'Deze link werkt niet',
    invalid: 'De link is ongeldig of verlopen. Een link werkt maar één keer en is één uur geldig.',
    requestNew: 'Nieuwe link aanvragen',
  },
  verifyEmail: {
    title: 'E-mailadres bevestigen',
    checking: 'Je e-mailadres wordt bevestigd…',
    doneTitle: 'E-mailadres bevestigd',
    done: 'Bedankt, {{email}} is bevestigd. Je kunt nu inloggen.',
    invalidTitle: 'Deze link werkt niet',
    invalid: 'De bevestigingslink is ongeldig of al gebruikt.',
    failed: 'Je e-mailadres kon nu niet worden bevestigd.',
  },
  backToLogin: 'Terug naar inloggen',
  goToLogin: 'Naar inloggen',
};
export default nlAuth;
