import type { Currency, Language, TDonation, TPublicDonation } from '@foyer/contracts';
import type { DonationRow, DonationRowWithVenue } from './donations.repository.js';

/** The image's URL carries its version, so a browser never shows an old image for a new one. */
export function donationImageUrlOf(donation: Pick<DonationRow, 'donationId' | 'imageFile'>): string | null {
  if (!donation.imageFile) return null;
  const version = /-(\d+)\.jpg$/.exec(donation.imageFile)?.[1] ?? '0';
  return `/api/public/donations/${donation.donationId}/image?v=${version}`;
}

export const toDonation = ({ donation, venueName }: DonationRowWithVenue, currency: Currency): TDonation => ({
  donationId: donation.donationId,
  status: donation.status,
  names: donation.names,
  descriptions: donation.descriptions,
  defaultLanguage: donation.defaultLanguage,
  suggestedAmounts: donation.suggestedAmounts,
  customAmountAllowed: donation.customAmountAllowed,
  minimumAmount: donation.minimumAmount,
  venueId: donation.venueId,
  venueName,
  currency,
  imageUrl: donationImageUrlOf(donation),
  createdAt: donation.createdAt.toISOString(),
  updatedAt: donation.updatedAt.toISOString(),
});

/**
 * The campaign in the visitor's language: the name and description in it when the campaign has a
 * name there, else both in the campaign's default language (never a name in one language beside
 * a description in another).
 */
export function toPublicDonation(donation: DonationRow, asked: Language, currency: Currency): TPublicDonation {
  const language = donation.names[asked]?.trim() ? asked : donation.defaultLanguage;
  return {
    donationId: donation.donationId,
    name: donation.names[language] ?? '',
    description: donation.descriptions[language] ?? '',
    language,
    suggestedAmounts: donation.suggestedAmounts,
    customAmountAllowed: donation.customAmountAllowed,
    minimumAmount: donation.minimumAmount,
    venueId: donation.venueId,
    currency,
    imageUrl: donationImageUrlOf(donation),
  };
}
