import type fees from '../en/fees.js';

const deFees: typeof fees = {
  list: {
    intro:
      'Gebühren, die der Shop einer Bestellung zusätzlich zu den Tickets berechnet, höchstens eine je Art. Eine Gebühr hat ihre eigene MwSt.',
    noFee: 'Keine Gebühr',
    noFeeHelp: 'Bestellungen wird nichts hinzugefügt.',
    add: 'Gebühr hinzufügen',
    addNamed: 'Gebühr hinzufügen für {{name}}',
    editNamed: 'Gebühr für {{name}} bearbeiten',
    removeNamed: 'Gebühr für {{name}} entfernen',
    remove: 'Entfernen',
    plusVat: 'zzgl. {{vat}} MwSt.',
    ofOrder: 'des Ticketpreises ohne MwSt.',
    ofOrderEan: 'des Preises der Tickets und digitalen Touren ohne MwSt.',
    perOrder: 'pro Bestellung, ohne MwSt.',
  },
  categories: {
    Shipping: { label: 'Versand', help: 'Wird berechnet, wenn ein Besucher seine Bestellung per Post erhalten möchte.' },
    EAN: { label: 'EAN-Rechnung', help: 'Wird berechnet, wenn eine öffentliche Einrichtung per EAN-Rechnung bezahlt.' },
  },
  types: { percentage: 'Prozentsatz', fixedAmount: 'Fester Betrag' },
  fields: {
    type: 'Gebührenart',
    percentage: 'Prozentsatz',
    amount: 'Betrag',
    vat: 'MwSt.',
  },
  form: {
    addTitle: 'Gebühr hinzufügen',
    editTitle: 'Gebühr bearbeiten',
    percentageHelp: 'Anteil am Ticketpreis ohne MwSt., 0 bis 100, z. B. 2,5',
    amountHelp: 'Pro Bestellung, ohne MwSt., in {{currency}}',
    vatHelp: 'Die MwSt. auf die Gebühr selbst, z. B. 25',
    examplePercentage: 'Beispiel: Bei Tickets für {{subtotal}} ohne MwSt. zahlt der Besucher eine Gebühr von {{fee}} inklusive MwSt.',
    exampleFixed: 'Der Besucher zahlt eine Gebühr von {{fee}} inklusive MwSt.',
    unknownCategory: 'Es gibt keine Gebührenart namens „{{category}}“.',
    missing: 'Für {{name}} ist keine Gebühr festgelegt.',
    addInstead: 'Gebühr hinzufügen',
  },
  delete: {
    title: 'Gebühr entfernen?',
    body: 'Die Gebühr für {{name}} wird Bestellungen nicht mehr berechnet.',
  },
  messages: {
    invalidFeePrice: 'Ungültiger Gebührenpreis',
    invalidVat: 'Die MwSt. muss zwischen 0 und 100 % liegen',
  },
  operations: { load: 'Gebühren laden' },
};
export default deFees;
