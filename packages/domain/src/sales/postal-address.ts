/**
 * An order the visitor asked to have posted (the Shipping fee, SPEC §7 `fee`) needs somewhere to
 * go. A private buyer gives their own address (the consumer's `private` part), an organisation
 * its company address. The street, post code and town are needed to post; the country may be
 * left out, and is then the museum's own.
 */
export const POSTAL_ADDRESS_PARTS = ['address', 'postCode', 'city'] as const;
export type PostalAddressPart = (typeof POSTAL_ADDRESS_PARTS)[number];

export interface PostalAddress {
  address?: string | null;
  postCode?: string | null;
  city?: string | null;
  country?: string | null;
}

/** Where a buyer's postal address sits in the consumer: `private` for a private buyer, else `company`. */
export const postalAddressKey = (buyerType: string): 'private' | 'company' => (buyerType === 'Private' ? 'private' : 'company');

/** The parts a posted order cannot go without that are blank, in the order a form shows them. */
export function missingPostalParts(address: PostalAddress | null | undefined): PostalAddressPart[] {
  return POSTAL_ADDRESS_PARTS.filter((part) => !(address?.[part] ?? '').trim());
}

/** One line to write on a parcel or read aloud: "Strandvej 1, 3050 Humlebæk, Danmark". */
export function postalAddressLine(address: PostalAddress | null | undefined): string {
  if (!address) return '';
  const town = [address.postCode, address.city]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return [address.address, town, address.country]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
}
