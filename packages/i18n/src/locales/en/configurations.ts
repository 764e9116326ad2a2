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
  },
  values: {
    on: 'On',
    off: 'Off',
    empty: 'Empty',
  },
  form: {
    createTitle: 'New setting',
    editTitle: 'Edit setting',
    nameHelp: 'Capital letters, digits and _, for example:',
    valueHelp: 'Text without <, >, {, }, `, \\ or ;.',
    builtIn: 'A built-in setting can be changed but not deleted.',
    missing: 'There is no setting called {{name}}.',
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
  },
  messages: {
    currencyNotConverted:
      'Prices are not converted: every price, gift voucher and donation amount keeps its number and is shown in {{currency}}. Check them after saving.',
    builtInNotDeletable: 'A built-in setting can be changed but not deleted',
  },
  operations: { load: 'load settings', loadOne: 'load the setting' },
};
export default configurations;
