import type fees from '../en/fees.js';

const nlFees: typeof fees = {
  list: {
    intro: 'Kosten die de shop bovenop de tickets aan een bestelling toevoegt, hoogstens één van elke soort. Kosten hebben hun eigen btw.',
    noFee: 'Geen kosten',
    noFeeHelp: 'Er wordt niets aan bestellingen toegevoegd.',
    add: 'Kosten toevoegen',
    addNamed: 'Kosten toevoegen voor {{name}}',
    editNamed: 'Kosten voor {{name}} bewerken',
    removeNamed: 'Kosten voor {{name}} verwijderen',
    remove: 'Verwijderen',
    plusVat: 'plus {{vat}} btw',
    ofOrder: 'van de ticketprijs zonder btw',
    ofOrderEan: 'van de prijs van tickets en digitale tours zonder btw',
    perOrder: 'per bestelling, zonder btw',
  },
  categories: {
    Shipping: { label: 'Verzending', help: 'Wordt toegevoegd als een bezoeker de bestelling per post wil ontvangen.' },
    EAN: { label: 'EAN-facturering', help: 'Wordt toegevoegd als een openbare instelling met een EAN-factuur betaalt.' },
  },
  types: { percentage: 'Percentage', fixedAmount: 'Vast bedrag' },
  fields: {
    type: 'Soort kosten',
    percentage: 'Percentage',
    amount: 'Bedrag',
    vat: 'Btw',
  },
  form: {
    addTitle: 'Kosten toevoegen',
    editTitle: 'Kosten bewerken',
    percentageHelp: 'Deel van de ticketprijs zonder btw, 0 tot 100, bijv. 2,5',
    amountHelp: 'Per bestelling, zonder btw, in {{currency}}',
    vatHelp: 'De btw op de kosten zelf, bijv. 25',
    examplePercentage: 'Voorbeeld: bij tickets van {{subtotal}} zonder btw betaalt de bezoeker {{fee}} aan kosten, inclusief btw.',
    exampleFixed: 'De bezoeker betaalt {{fee}} aan kosten, inclusief btw.',
    unknownCategory: 'Er bestaat geen soort kosten met de naam ‘{{category}}’.',
    missing: 'Er zijn geen kosten voor {{name}} ingesteld.',
    addInstead: 'Kosten toevoegen',
  },
  delete: {
    title: 'Kosten verwijderen?',
    body: 'De kosten voor {{name}} worden niet meer aan bestellingen toegevoegd.',
  },
  messages: {
    invalidFeePrice: 'Ongeldige kostenprijs',
    invalidVat: 'De btw moet tussen 0 en 100 % liggen',
  },
  operations: { load: 'kosten laden' },
};
export default nlFees;
