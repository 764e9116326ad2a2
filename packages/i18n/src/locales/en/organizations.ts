/** Texts of the organizations feature (/organizations). The custom stylesheet fields it shares with venues are in components. */
const organizations = {
  own: {
    title: 'Your organization',
    intro: 'The name your visitors see, the website your shop is embedded in, and the shop style.',
  },
  list: {
    intro: 'Every organization on Foyer. Create, edit and delete organizations and switch their features on or off.',
    add: 'New organization',
    added: 'The organization “{{name}}” is created.',
    saved: 'The organization “{{name}}” is saved.',
    actions: 'Actions',
    current: 'Current',
    on: 'On',
    off: 'Off',
    venueCount_one: '{{count}} venue',
    venueCount_other: '{{count}} venues',
    editNamed: 'Edit {{name}}',
    deleteNamed: 'Delete {{name}}',
  },
  fields: {
    name: 'Name',
    targetOrigin: 'Shop website (target origin)',
    targetOriginShort: 'Shop website',
    targetOriginHelp:
      'The address of the website that embeds your shop, such as https://museum.example. The shop talks only to this website.',
    payouts: 'Payouts',
    payoutsShort: 'Payouts',
    payoutsHelp: 'Shows payout reports to the organization.',
    payoutsPlatformOnly: 'Features are switched on or off by Foyer.',
  },
  form: {
    createTitle: 'New organization',
    editTitle: 'Edit {{name}}',
    cssHelp: 'Changes how the embedded shop looks on your website.',
  },
  park: {
    badge: 'Park',
    help: 'The park organization sells combined tickets for its partner museums.',
  },
  delete: {
    title: 'Delete organization?',
    body: '{{name}} will be deleted with its venues, events and settings. This cannot be undone.',
  },
  validation: {
    origin: 'Must be a website address without a path, such as https://museum.example',
  },
  messages: {
    nameTaken: 'An organization with this name already exists',
    parkNotDeletable: 'The park organization cannot be deleted',
    currentNotDeletable: 'You cannot delete the organization you are working in. Switch to another organization first.',
    hasUsers: 'This organization still has users. Remove or move them first.',
    featuresPlatformOnly: 'Only a Foyer admin can change the features of an organization',
  },
  /** The platform admin's payment settings of an organisation (issue 10). */
  payments: {
    title: 'Payments',
    testMode: 'Test mode',
    testModeHelp:
      'The shop takes payments through Foyer’s test provider: buyers approve their own payment and no money moves. For demos and trials only.',
    providerTest: 'Payments go to the test provider.',
    providerNone: 'No payment provider yet: the shop cannot take payments.',
    platformOnly: 'Only a platform admin can change test mode',
    providerStripe: 'Payments go to the museum’s Stripe account.',
    stripe: {
      title: 'Stripe',
      intro:
        'Connect the museum’s own Stripe account: card and MobilePay payments then go straight to it. The keys are stored encrypted and never shown again.',
      webhookUrl: 'Webhook address',
      webhookHelp:
        'In Stripe’s dashboard (Developers → Webhooks), add an endpoint with this address and the events checkout.session.completed, checkout.session.expired, charge.refunded, charge.dispute.created and charge.dispute.closed; then paste its signing secret below.',
      copy: 'Copy',
      copied: 'Copied',
      secretKey: 'Secret key (sk_live_… from Developers → API keys)',
      webhookSecret: 'Webhook signing secret (whsec_…)',
      stored: 'Set, ending in {{last4}}',
      notSet: 'Not set',
      keep: 'Leave empty to keep the stored one',
      save: 'Save keys',
      use: 'Take the shop’s payments through Stripe',
      useHelp: 'Possible once both keys are saved.',
      secretKeyInvalid: 'Must be a Stripe secret key (sk_live_… or sk_test_…)',
      webhookSecretInvalid: 'Must be a Stripe webhook signing secret (whsec_…)',
      needsKeys: 'Stripe needs the secret key and the webhook signing secret first',
      secretsKeyMissing:
        'Payment keys cannot be stored yet: the server needs its encryption key (FOYER_SECRETS_KEY). Ask your Foyer administrator.',
    },
  },
  operations: { load: 'load organizations' },
  embed: {
    title: 'Your shop on your website',
    help: 'Paste this tag where the shop should appear on your website. It shows your events and takes the visitors through to payment without leaving your page.',
    origin: 'It opens only on pages of {{origin}}, the shop website above.',
    noOrigin: 'Set the shop website above first: the shop opens only inside that site.',
    onePage: 'For one event, put /events/ and the event’s id in data-page.',
    copy: 'Copy',
    copied: 'Copied',
  },
};
export default organizations;
