import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { inTenant } from '../db/tenancy.js';
import { insertDonation } from '../modules/donations/index.js';
import { insertProduct } from '../modules/products/index.js';
import { insertVoucher } from '../modules/vouchers/index.js';

/** Amounts in øre: the demo museum sells in DKK. */
const dkk = (kroner: number) => kroner * 100;

/**
 * What the demo museum sells besides tickets (issue 14), so the demo host page shows each kind: a
 * donation campaign (100, 250 or 500 DKK suggested, any amount from 50 DKK), two gift vouchers
 * (200 and 500 DKK, valid 12 months) and a podwalk with two offers. All published.
 */
export async function seedDemoSales(db: Database, orgId: string) {
  await inTenant(db, orgId, async (tx) => {
    await insertDonation(
      tx,
      orgId,
      randomUUID(),
      {
        names: {
          en: 'Help us restore the museum organ',
          da: 'Hjælp os med at restaurere museets orgel',
          de: 'Helfen Sie uns, die Museumsorgel zu restaurieren',
          nl: 'Help ons het museumorgel te restaureren',
        },
        descriptions: {
          en: 'The 1820 organ in the great hall has been silent for thirty years. Every gift brings it closer to playing again.',
          da: 'Orglet fra 1820 i den store sal har været tavst i tredive år. Hver gave bringer det nærmere til at spille igen.',
          de: 'Die Orgel von 1820 im großen Saal schweigt seit dreißig Jahren. Jede Spende bringt sie dem Spielen näher.',
          nl: 'Het orgel uit 1820 in de grote zaal zwijgt al dertig jaar. Elke gift brengt het dichter bij spelen.',
        },
        defaultLanguage: 'en',
        suggestedAmounts: [dkk(100), dkk(250), dkk(500)],
        customAmountAllowed: true,
        minimumAmount: dkk(50),
        venueId: null,
      },
      'Published',
    );
    for (const value of [200, 500]) {
      await insertVoucher(
        tx,
        orgId,
        randomUUID(),
        {
          names: {
            en: `Gift voucher ${value} DKK`,
            da: `Gavekort ${value} kr.`,
            de: `Gutschein ${value} DKK`,
            nl: `Cadeaubon ${value} DKK`,
          },
          descriptions: {
            en: 'For tickets, tours and everything else the museum sells.',
            da: 'Til billetter, rundvisninger og alt andet, museet sælger.',
            de: 'Für Eintrittskarten, Führungen und alles andere, was das Museum verkauft.',
            nl: 'Voor tickets, rondleidingen en alles wat het museum verkoopt.',
          },
          defaultLanguage: 'en',
          value: dkk(value),
          validForMonths: 12,
          venueId: null,
          saleStartsOn: null,
          saleEndsOn: null,
        },
        'Published',
      );
    }
    await insertProduct(
      tx,
      orgId,
      randomUUID(),
      {
        kind: 'Podwalk',
        localization: {
          en: {
            name: 'Harbour voices podwalk',
            description: 'A 45-minute walk from the museum to the old harbour, told by the people who worked there.',
          },
          da: {
            name: 'Havnens stemmer – podwalk',
            description: 'En gåtur på 45 minutter fra museet til den gamle havn, fortalt af dem, der arbejdede der.',
          },
          de: {
            name: 'Podwalk Stimmen des Hafens',
            description: 'Ein 45-minütiger Spaziergang vom Museum zum alten Hafen, erzählt von den Menschen, die dort arbeiteten.',
          },
          nl: {
            name: 'Podwalk Stemmen van de haven',
            description: 'Een wandeling van 45 minuten van het museum naar de oude haven, verteld door wie er werkte.',
          },
        },
        defaultLanguage: 'en',
        offers: [
          {
            offerId: randomUUID(),
            name: 'One listener',
            names: { da: 'Én lytter', de: 'Eine Person', nl: 'Eén luisteraar' },
            price: dkk(49),
          },
          {
            offerId: randomUUID(),
            name: 'Family (up to 5)',
            names: { da: 'Familie (op til 5)', de: 'Familie (bis zu 5)', nl: 'Gezin (tot 5)' },
            price: dkk(129),
          },
        ],
        vatBasisPoints: 2500,
        // The demo has no tour app to link to: its access page tells visitors to open the app.
        appAddress: null,
      },
      'Published',
    );
  });
}
