/** Texts of the analytics feature (/analytics, /analytics/create, /analytics/{id}/edit). */
const analytics = {
  list: {
    intro:
      'Tracking services the embedded shop loads for your visitors, to measure visits and sales. The shop asks each visitor first and loads them only for those who allow it.',
    add: 'Add integration',
    empty: 'No integrations yet. Add Google Analytics or a Facebook Pixel to measure visits and sales in the shop.',
    actions: 'Actions',
    editNamed: 'Edit {{name}}',
    deleteNamed: 'Delete {{name}}',
    toggleNamed: 'Load {{name}} in the shop',
    on: 'On',
    off: 'Off',
  },
  types: { GoogleAnalytics: 'Google Analytics', FacebookPixel: 'Facebook Pixel' },
  fields: {
    type: 'Service',
    id: 'Tracking ID',
    enabled: 'In the shop',
  },
  help: {
    GoogleAnalytics:
      'The measurement ID of a Google Analytics 4 property, G-XXXXXXXXXX, or an older Universal Analytics ID, UA-12345678-1.',
    FacebookPixel: 'The Pixel ID from Meta Events Manager: digits only, for example 123456789012345.',
  },
  form: {
    createTitle: 'New analytics integration',
    editTitle: 'Edit analytics integration',
    enabledLabel: 'Load in the shop',
    enabledHelp: 'When off, the shop does not load this service; the integration is kept.',
    missing: 'This integration no longer exists.',
  },
  delete: {
    title: 'Delete integration?',
    body: '{{name}} will no longer be loaded in the shop. This cannot be undone.',
  },
  messages: {
    googleAnalyticsId: 'Enter a Google Analytics ID such as G-XXXXXXXXXX or UA-12345678-1',
    facebookPixelId: 'Enter a Facebook Pixel ID: digits only',
    duplicate: 'This integration already exists',
  },
  operations: { load: 'load analytics integrations', loadOne: 'load the analytics integration' },
};
export default analytics;
