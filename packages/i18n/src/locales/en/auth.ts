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
  sessionLapse: {
    title: 'You have been signed out',
    body: 'Your session has ended, so your last step did not go through. Sign in again to carry on: this page and what you have typed stay as they are, and you can try once more.',
    submit: 'Sign in and carry on',
    someoneElse: 'Sign in as someone else',
  },
  forgot: {
    title: 'Forgot your password?',
    intro: 'Enter the email address of your account. We will send you a link to choose a new password.',
    submit: 'Send link',
  },
  checkEmail: {
    title: 'Check your email',
    sent: 'If {{address}} has an account, we have sent a link to choose a new password to that address.',
    validFor: 'The link is valid for one hour.',
    spam: 'No mail? Have a look in your spam folder.',
    sendAgain: 'Send again',
    sentAgain: 'We have sent a new link.',
  },
  changePassword: {
    title: 'Choose a new password',
    firstTitle: 'Choose your password',
    intro: 'The password must have at least 8 characters.',
    emailConfirmed: 'Your email address is confirmed. Choose a password to finish setting up your account.',
    submit: 'Save password',
    doneTitle: 'Password changed',
    done: 'Your password has been changed, and you have been signed out everywhere. Sign in with your new password.',
    invalidTitle: 'This link does not work',
    invalid: 'The link is invalid or has expired. A link works once, for one hour.',
    requestNew: 'Ask for a new link',
  },
  verifyEmail: {
    title: 'Confirm your email',
    checking: 'Confirming your email address…',
    doneTitle: 'Email confirmed',
    done: 'Thank you, {{email}} is confirmed. You can now sign in.',
    invalidTitle: 'This link does not work',
    invalid: 'The confirmation link is invalid or has already been used.',
    failed: 'Your email address could not be confirmed just now.',
  },
  backToLogin: 'Back to sign in',
  goToLogin: 'Go to sign in',
};
export default auth;
