/** Texts of the notifications feature. `user`: one user's own preferences (/notifications/users/:userId/). */
const notifications = {
  user: {
    pageTitle: 'Notifications',
    title: 'My notifications',
    titleFor: 'Notifications for {{name}}',
    backToProfile: 'My profile',
    backToUser: 'Back to the user',
    introSelf: 'Choose how you want to hear about what happens at your organization.',
    introOther: 'Choose how this user hears about what happens at your organization.',
    operations: { load: 'load notification preferences' },
    columns: { kind: 'Notification', email: 'Email', sms: 'SMS' },
    byEmail: '{{kind}} by email',
    bySms: '{{kind}} by SMS',
    kinds: {
      NEW_ORDER: { label: 'New order', description: 'A customer has bought tickets or other products.' },
      NEW_CUSTOMER_REQUEST: { label: 'New customer request', description: 'A customer has asked for a guided tour or a room.' },
      GUIDE_REQUEST_ANSWERED: { label: 'Guide request answered', description: 'A guide has accepted, rejected or asked to change a tour.' },
      DAILY_SUMMARY: { label: 'Daily summary', description: 'An overview of the day, sent once a day.' },
    },
    undo: 'Undo changes',
    saved: 'The choices were saved.',
  },
  // The organization's settings (/settings/notifications).
  organization: {
    intro: 'Choose which notifications your organization sends, who receives them by email or SMS, and a short message to go with them.',
    kinds: {
      NEW_ORDER: { label: 'New order', description: 'When a customer buys tickets or other products.' },
      NEW_CUSTOMER_REQUEST: { label: 'New customer request', description: 'When a customer asks for a guided tour or a room.' },
      GUIDE_REQUEST_ANSWERED: { label: 'Guide request answered', description: 'When a guide accepts, rejects or asks to change a tour.' },
      DAILY_SUMMARY: { label: 'Daily summary', description: 'An overview of the day, sent once a day.' },
    },
    on: 'On',
    off: 'Off',
    enabledFor: 'Send “{{kind}}”',
    emailRecipients: 'Email recipients',
    smsRecipients: 'SMS recipients',
    choosePeople: 'Choose people',
    noPeople: 'No one matches',
    unknownUser: 'Unknown user',
    message: 'Message',
    messageHelp: 'Added to the notification. Keep it short.',
    counter: '{{length}}/{{max}}',
    undo: 'Undo changes',
    viewOnly: 'You can see these settings but not change them.',
    validation: {
      recipientRequired: 'At least one email or sms recipient must be selected',
      messageTooLong: 'Max 140 characters',
      notAMember: 'Every recipient must be a user of this organization',
    },
    operations: { load: 'load notification settings' },
  },
};
export default notifications;
