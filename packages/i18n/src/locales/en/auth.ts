/** Sign-in, password and email pages. */
const auth = {
  fields: {
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    passwordConfirmation: 'Repeat the new password',
    currentPassword: 'Current password',
  },
  login: {
    title: 'Sign in',
    submit: 'Sign in',
    forgot: 'Forgot your password?',
    incorrect: 'Incorrect username or password',
  },
};
export default auth;
