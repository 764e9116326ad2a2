import { DEFAULT_TIME_ZONE, type TVenue, type TVenueWrite } from '@foyer/contracts';
import { cssErrors, cssFromForm, cssToForm, type CustomCssForm } from '../../shared/forms/custom-css';

export interface VenueFormValues {
  name: string;
  address: string;
  postCode: string;
  city: string;
  country: string;
  timeZone: string;
  css: CustomCssForm;
}

export const venueToForm = (venue?: TVenue | null): VenueFormValues => ({
  name: venue?.name ?? '',
  address: venue?.address ?? '',
  postCode: venue?.postCode ?? '',
  city: venue?.city ?? '',
  country: venue?.country ?? '',
  timeZone: venue?.timeZone ?? DEFAULT_TIME_ZONE,
  css: cssToForm(venue?.css),
});

const optional = (text: string) => text.trim() || null;

export const venueFromForm = (values: VenueFormValues): TVenueWrite => ({
  name: values.name.trim(),
  address: optional(values.address),
  postCode: optional(values.postCode),
  city: optional(values.city),
  country: optional(values.country),
  timeZone: values.timeZone,
  css: cssFromForm(values.css),
});

/** i18n keys of what is wrong, by form path. */
export function validateVenue(values: VenueFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'common.validation.required';
  if (!values.timeZone) errors.timeZone = 'common.validation.required';
  return { ...errors, ...cssErrors(values.css) };
}

/** One line of address for lists: street, post code and city, country. */
export const addressLine = (venue: Pick<TVenue, 'address' | 'postCode' | 'city' | 'country'>) =>
  [venue.address, [venue.postCode, venue.city].filter(Boolean).join(' '), venue.country].filter(Boolean).join(', ');
