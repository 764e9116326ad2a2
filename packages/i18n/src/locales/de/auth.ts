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
    incorrect: 'Benutzername oder Passwort ist falsch',
  },
};
export default deAuth;
