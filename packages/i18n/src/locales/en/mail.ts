/** Mails: the server writes them in the recipient's language. */
const mail = {
  greeting: 'Hello {{name}},',
  signature: 'Kind regards,\nFoyer',
  passwordReset: {
    subject: 'Reset your Foyer password',
    body: 'Someone asked to reset the password for your Foyer account. Open this link within an hour to choose a new password:',
    ignore: 'If it was not you, ignore this mail; your password stays as it is.',
  },
  verifyEmail: {
    subject: 'Confirm your email for Foyer',
    body: '{{organization}} has given you access to Foyer. Confirm your email address and choose a password with this link:',
  },
  passwordChanged: {
    subject: 'Your Foyer password was changed',
    body: 'The password of your Foyer account was just changed, and every other session was signed out. If it was not you, contact your administrator at once.',
  },
};
export default mail;
