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
};
export default daAuth;
