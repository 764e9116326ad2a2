/** Texts of the configurations feature (/configurations, /configuration-create, /configuration-edit). */
const configurations = {
  list: {
    intro: 'Settings that decide how your shop and back office behave.',
    empty: 'No settings yet.',
    editNamed: 'Edit {{name}}',
  },
  fields: {
    name: 'Name',
    value: 'Value',
  },
  known: {
    CURRENCY: { label: 'Currency', help: 'The currency of your prices.' },
    LANGUAGE: { label: 'Language', help: 'The language of your shop and emails when the visitor has not chosen one.' },
    MARKETING: { label: 'Marketing consent', help: 'Ask customers at checkout whether they want to receive marketing.' },
    RETURN_POLICY: { label: 'Return policy', help: 'Show your return policy at checkout.' },
    MARKETING_ORGANISATION_NAME: { label: 'Marketing sender', help: 'The organization name shown when customers consent to marketing.' },
    HOLD_MINUTES: {
      label: 'Hold time',
      help: 'How long the places in a visitor’s cart are kept for them before others can buy them, from 1 to 1440 minutes.',
    },
    EAN_APPROVAL: {
      label: 'EAN order approval',
      help: 'Whether orders of public institutions, paid later by EAN invoice, wait for staff to approve them before tickets are issued.',
    },
    EAN_AUTO_LIMIT: {
      label: 'Automatic approval limit',
      help: 'With automatic approval, EAN orders up to this total in {{currency}} (VAT included) are issued at once; larger ones wait for staff.',
    },
  },
  values: {
    on: 'On',
    off: 'Off',
    empty: 'Empty',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    minutesUnit: 'min',
    eanApproval: { Manual: 'Staff approve each order', Automatic: 'Automatic up to a limit' },
  },
  form: {
    createTitle: 'New setting',
    editTitle: 'Edit setting',
    nameHelp: 'Capital letters, digits and _, for example:',
    valueHelp: 'Text without <, >, {, }, `, \\ or ;.',
    builtIn: 'A built-in setting can be changed but not deleted.',
    missing: 'There is no setting called {{name}}.',
    limitUnused: 'Staff approve every EAN order now: this limit is used once EAN order approval is set to automatic.',
    limitZero:
      'The limit is {{limit}}, so every EAN order with something to pay still waits for staff. The limit is the setting “Automatic approval limit”.',
    limitInUse:
      'EAN orders up to {{limit}} (VAT included) are issued at once; larger ones wait for staff. The limit is the setting “Automatic approval limit”.',
  },
  delete: {
    title: 'Delete setting?',
    body: 'The setting {{name}} will be deleted. This cannot be undone.',
  },
  validation: {
    forbiddenCharacters: 'Take out the characters <, >, {, }, `, \\ and ;',
    nameTaken: 'Another setting already has this name',
    namePattern: 'Use capital letters, digits and _ (for example OPENING_HOURS)',
    currency: 'Choose DKK or EUR',
    language: 'Choose one of the languages',
    boolean: 'Must be on or off',
    minutes: 'Enter a whole number of minutes from 1 to 1440',
    eanApproval: 'Choose how EAN orders are approved',
    amount: 'Enter an amount, for example 5000.00',
  },
  messages: {
    currencyNotConverted:
      'Prices are not converted: every price, gift voucher and donation amount keeps its number and is shown in {{currency}}. Check them after saving.',
    builtInNotDeletable: 'A built-in setting can be changed but not deleted',
  },
  operations: { load: 'load settings', loadOne: 'load the setting' },
};
export default configurations;
