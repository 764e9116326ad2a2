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
    incorrect: 'Onjuiste gebruikersnaam of wachtwoord',
  },
};
export default nlAuth;
