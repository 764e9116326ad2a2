/**
 * The ticket types of a desk's event in the box office's API tests: Adult (DKK 125 with VAT) and
 * Child (DKK 50), both sold at the door unless Adult is given another channel.
 */
export const doorTickets = (adultChannel = 'ONLINE_AND_DOOR') => [
  {
    names: { en: 'Adult' },
    age: 'Adult',
    netPriceMinor: 10_000,
    vatBasisPoints: 2500,
    salesChannel: adultChannel,
    quantity: null,
    requireMinimumQuantity: null,
  },
  {
    names: { en: 'Child' },
    age: 'Underage',
    netPriceMinor: 4000,
    vatBasisPoints: 2500,
    salesChannel: 'ONLINE_AND_DOOR',
    quantity: null,
    requireMinimumQuantity: null,
  },
];
