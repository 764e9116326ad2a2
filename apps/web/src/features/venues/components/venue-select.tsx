import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TVenue } from '@foyer/contracts';

/**
 * The venue something belongs to, or none (the whole museum): a form's `venueId`. Disabled while
 * the venues cannot be read (`venues` null), so the record stays for the whole museum.
 */
export function VenueSelect<V extends { venueId: string | null }>({
  form,
  venues,
  label,
  description,
  allVenues,
  testId,
}: {
  form: UseFormReturnType<V>;
  venues: TVenue[] | null;
  label: string;
  description: string;
  /** The words for no venue, e.g. "All venues". */
  allVenues: string;
  testId: string;
}) {
  return (
    <Select
      label={label}
      description={description}
      placeholder={allVenues}
      clearable
      disabled={venues === null}
      data={(venues ?? []).map((venue) => ({ value: venue.venueId, label: venue.name }))}
      w={{ base: '100%', sm: 360 }}
      {...form.getInputProps('venueId')}
      data-testid={testId}
    />
  );
}
