import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import { type TVenue, VENUES_AREA } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/session';
import { DeleteConfirmationModal, useDeleteConfirmation } from '../../../shared/ui/delete-confirmation';
import { CustomStyleCell } from '../../../shared/ui/custom-style-cell';
import { EntityTable, RowActions } from '../../../shared/ui/entity-table';
import { PageHeader } from '../../../shared/ui/page-header';
import { DoneNotice, EmptyState, QueryStates } from '../../../shared/ui/page-states';
import { VenueFormModal } from '../components/venue-form-modal';
import { useDeleteVenue } from '../mutations';
import { useVenues } from '../queries';
import { utcOffset } from '../time-zones';
import { addressLine } from '../venue-form';

type Editing = { venue: TVenue | null } | null;

/** /venues: the organisation's venues, created and edited in a dialog, deleted after a question. */
export default function VenuesPage() {
  const { t } = useTranslation();
  const venues = useVenues();
  const { can } = usePermissions();
  const canWrite = can(VENUES_AREA.write);
  const remove = useDeleteVenue();
  // A venue in use stays in use: the question closes with the refusal said.
  const deletion = useDeleteConfirmation((venue: TVenue) => remove.mutateAsync(venue.venueId), { closeOnRefusal: true });
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<{ name: string; created: boolean } | null>(null);

  return (
    <Stack>
      <PageHeader
        title={t('shell.nav.venues')}
        intro={t('venues.list.intro')}
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ venue: null })} data-testid="venue-add">
              {t('venues.list.add')}
            </Button>
          )
        }
      />

      {saved && (
        <DoneNotice onClose={() => setSaved(null)} testId="venue-saved">
          {t(saved.created ? 'venues.list.added' : 'venues.list.saved', { name: saved.name })}
        </DoneNotice>
      )}
      <QueryStates query={venues} operation={t('venues.operations.load')}>
        {(data) => (
          <EntityTable<TVenue>
            label={t('shell.nav.venues')}
            rows={data}
            rowKey={(venue) => venue.venueId}
            rowTestId="venue-row"
            testId="venues-table"
            empty={
              <EmptyState icon={<IconMapPin size={32} stroke={1.5} color="var(--mantine-color-gray-5)" />}>
                {t('venues.list.empty')}
              </EmptyState>
            }
            columns={[
              {
                key: 'name',
                header: t('venues.fields.name'),
                cell: (venue) => (
                  <>
                    <Text fw={600} size="sm">
                      {venue.name}
                    </Text>
                    <Text size="xs" c="dimmed" hiddenFrom="md">
                      {addressLine(venue)}
                    </Text>
                    {/* On a phone the zone goes under the name: its own column left no room for the row's buttons. */}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {venue.timeZone.replace(/_/g, ' ')} ({utcOffset(venue.timeZone)})
                    </Text>
                  </>
                ),
              },
              {
                key: 'address',
                header: t('venues.fields.address'),
                visibleFrom: 'md',
                cell: (venue) => <Text size="sm">{addressLine(venue) || '—'}</Text>,
              },
              {
                key: 'timeZone',
                header: t('venues.fields.timeZone'),
                visibleFrom: 'sm',
                cell: (venue) => (
                  <>
                    <Text size="sm">{venue.timeZone.replace(/_/g, ' ')}</Text>
                    <Text size="xs" c="dimmed">
                      {utcOffset(venue.timeZone)}
                    </Text>
                  </>
                ),
              },
              {
                key: 'css',
                header: t('components.customCss.column'),
                visibleFrom: 'sm',
                cell: (venue) => <CustomStyleCell css={venue.css} />,
              },
              {
                key: 'actions',
                header: <VisuallyHidden>{t('venues.list.actions')}</VisuallyHidden>,
                fit: true,
                cell: (venue) =>
                  canWrite && (
                    <RowActions
                      edit={{ label: t('venues.list.editNamed', { name: venue.name }), onClick: () => setEditing({ venue }) }}
                      remove={{ label: t('venues.list.deleteNamed', { name: venue.name }), onClick: () => deletion.ask(venue) }}
                    />
                  ),
              },
            ]}
          />
        )}
      </QueryStates>

      <VenueFormModal
        opened={editing !== null}
        venue={editing?.venue ?? null}
        onClose={() => setEditing(null)}
        onSaved={(venue, created) => setSaved({ name: venue.name, created })}
      />
      <DeleteConfirmationModal deletion={deletion} title={t('venues.delete.title')}>
        {(venue) => t('venues.delete.body', { name: venue.name })}
      </DeleteConfirmationModal>
    </Stack>
  );
}
