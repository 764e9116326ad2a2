import type auth from '../en/auth.js';

const daAuth: typeof auth = {
  fields: {
    email: 'E-mail',
    password: 'Adgangskode',
    newPassword: 'Ny adgangskode',
    passwordConfirmation: 'Gentag den nye adgangskode',
    currentPassword: 'Nuværende adgangskode',
  },
  login: {
    title: 'Log ind',
    submit: 'Log ind',
    forgot: 'Glemt din adgangskode?',
    incorrect: 'Forkert brugernavn eller adgangskode',
  },
  accounts: {
    question: 'Din adgangskode åbner konti hos mere end én organisation. Hvilken vil du arbejde i?',
    label: 'Konti for {{email}}',
    open: 'Fortsæt',
  },
  sessionLapse: {
    title: 'Du er blevet logget ud',
    body: 'Din session er udløbet, så det sidste, du gjorde, gik ikke igennem. Log ind igen for at fortsætte: siden og det, du har skrevet, bliver stående, og du kan prøve igen.',
    submit: 'Log ind og fortsæt',
    someoneElse: 'Log ind som en anden',
  },
  forgot: {
    title: 'Glemt din adgangskode?',
    intro: 'Skriv e-mailadressen på din konto, så sender vi dig et link, hvor du kan vælge en ny adgangskode.',
    submit: 'Send link',
  },
  checkEmail: {
    title: 'Tjek din e-mail',
    sent: 'Hvis der findes en konto med {{address}}, har vi sendt et link til den adresse, hvor du kan vælge en ny adgangskode.',
    validFor: 'Linket er gyldigt i en time.',
    spam: 'Ingen e-mail? Kig i din spammappe.',
    sendAgain: 'Send igen',
    sentAgain: 'Vi har sendt et nyt link.',
  },
  changePassword: {
    title: 'Vælg en ny adgangskode',
    firstTitle: 'Vælg din adgangskode',
    intro: 'Adgangskoden skal være på mindst 8 tegn.',
    emailConfirmed: 'Din e-mailadresse er bekræftet. Vælg en adgangskode for at gøre din konto klar.',
    submit: 'Gem adgangskode',
    doneTitle: 'Adgangskoden er ændret',
    done: 'Din adgangskode er ændret, og du er logget ud alle steder. Log ind med din nye adgangskode.',
    firstDoneTitle: 'Din adgangskode er valgt',
    firstDone: 'Din konto er klar. Log ind med din e-mailadresse og den adgangskode, du har valgt.',
    invalidTitle: 'Linket virker ikke',
    invalid: 'Linket er ugyldigt eller udløbet. Et link kan bruges én gang og gælder i en time.',
    requestNew: 'Bed om et nyt link',
  },
  verifyEmail: {
    title: 'Bekræft din e-mail',
    checking: 'Vi bekræfter din e-mailadresse …',
    doneTitle: 'E-mail bekræftet',
    done: 'Tak, {{email}} er nu bekræftet. Du kan logge ind.',
    invalidTitle: 'Linket virker ikke',
    invalid: 'Bekræftelseslinket er ugyldigt eller er allerede brugt.',
    failed: 'Din e-mailadresse kunne ikke bekræftes lige nu.',
  },
  backToLogin: 'Tilbage til log ind',
  goToLogin: 'Gå til log ind',
};
export default daAuth;
