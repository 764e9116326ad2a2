/** Texts of the fees feature (/fee, /fee-add/{category}/, /fee-edit/{category}/). */
const fees = {
  list: {
    intro: 'Fees the shop adds to an order on top of the tickets, at most one of each kind. A fee carries its own VAT.',
    noFee: 'No fee',
    noFeeHelp: 'Nothing is added to orders.',
    add: 'Add fee',
    addNamed: 'Add fee for {{name}}',
    editNamed: 'Edit {{name}} fee',
    removeNamed: 'Remove {{name}} fee',
    remove: 'Remove',
    plusVat: 'plus {{vat}} VAT',
    ofOrder: 'of the tickets before VAT',
    /** An EAN invoice's percentage: of everything invoiced that bears a fee (donations and gift vouchers do not). */
    ofOrderEan: 'of the tickets and digital tours before VAT',
    perOrder: 'per order, before VAT',
  },
  categories: {
    Shipping: { label: 'Shipping', help: 'Added when a visitor asks for their order to be sent by post.' },
    EAN: { label: 'EAN invoicing', help: 'Added when a public institution pays by EAN invoice.' },
  },
  types: { percentage: 'Percentage', fixedAmount: 'Fixed amount' },
  fields: {
    type: 'Fee type',
    percentage: 'Percentage',
    amount: 'Amount',
    vat: 'VAT',
  },
  form: {
    addTitle: 'Add fee',
    editTitle: 'Edit fee',
    percentageHelp: 'Share of the tickets’ price before VAT, 0 to 100, e.g. 2.5',
    amountHelp: 'Per order, before VAT, in {{currency}}',
    vatHelp: 'The VAT added to the fee itself, e.g. 25',
    examplePercentage: 'Example: on tickets worth {{subtotal}} before VAT, the visitor pays a fee of {{fee}} including VAT.',
    exampleFixed: 'The visitor pays a fee of {{fee}} including VAT.',
    unknownCategory: 'There is no fee type called “{{category}}”.',
    missing: 'No {{name}} fee is set.',
    addInstead: 'Add a fee',
  },
  delete: {
    title: 'Remove fee?',
    body: 'The {{name}} fee will no longer be added to orders.',
  },
  messages: {
    invalidFeePrice: 'Invalid fee price',
    invalidVat: 'VAT must be between 0 and 100 %',
  },
  operations: { load: 'load fees' },
};
export default fees;
