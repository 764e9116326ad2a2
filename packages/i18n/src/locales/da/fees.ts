import type fees from '../en/fees.js';

const daFees: typeof fees = {
  list: {
    intro: 'Gebyrer, som shoppen lægger oven i billetterne på en ordre, højst ét af hver slags. Et gebyr har sin egen moms.',
    noFee: 'Intet gebyr',
    noFeeHelp: 'Der lægges intet til ordrer.',
    add: 'Tilføj gebyr',
    addNamed: 'Tilføj gebyr for {{name}}',
    editNamed: 'Rediger gebyr for {{name}}',
    removeNamed: 'Fjern gebyr for {{name}}',
    remove: 'Fjern',
    plusVat: 'plus {{vat}} moms',
    ofOrder: 'af billetternes pris uden moms',
    ofOrderEan: 'af billetternes og de digitale tures pris uden moms',
    perOrder: 'pr. ordre, uden moms',
  },
  categories: {
    Shipping: { label: 'Forsendelse', help: 'Lægges til, når en besøgende beder om at få sin ordre sendt med posten.' },
    EAN: { label: 'EAN-fakturering', help: 'Lægges til, når en offentlig institution betaler med EAN-faktura.' },
  },
  types: { percentage: 'Procent', fixedAmount: 'Fast beløb' },
  fields: {
    type: 'Gebyrtype',
    percentage: 'Procent',
    amount: 'Beløb',
    vat: 'Moms',
  },
  form: {
    addTitle: 'Tilføj gebyr',
    editTitle: 'Rediger gebyr',
    percentageHelp: 'Andel af billetprisen uden moms, 0 til 100, f.eks. 2,5',
    amountHelp: 'Pr. ordre, uden moms, i {{currency}}',
    vatHelp: 'Momsen, der lægges på selve gebyret, f.eks. 25',
    examplePercentage: 'Eksempel: for billetter til {{subtotal}} uden moms betaler den besøgende et gebyr på {{fee}} inklusive moms.',
    exampleFixed: 'Den besøgende betaler et gebyr på {{fee}} inklusive moms.',
    unknownCategory: 'Der findes ingen gebyrtype, der hedder “{{category}}”.',
    missing: 'Der er ikke sat noget gebyr for {{name}}.',
    addInstead: 'Tilføj gebyr',
  },
  delete: {
    title: 'Fjern gebyret?',
    body: 'Gebyret for {{name}} bliver ikke længere lagt til ordrer.',
  },
  messages: {
    invalidFeePrice: 'Ugyldig gebyrpris',
    invalidVat: 'Momsen skal være mellem 0 og 100 %',
  },
  operations: { load: 'indlæse gebyrer' },
};
export default daFees;
