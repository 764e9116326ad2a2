import { ActionIcon, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconMapPin, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type TVenue, VENUE_MESSAGES, VENUES_AREA } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/session';
import { localizedErrorText, type MessageTable } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { FailedOperation } from '../../../shared/ui/failed-operation';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { CustomStyleCell } from '../../../shared/ui/custom-style-cell';
import { VenueFormModal } from '../components/venue-form-modal';
import { useDeleteVenue } from '../mutations';
import { useVenues } from '../queries';
import { utcOffset } from '../time-zones';
import { addressLine } from '../venue-form';

type Editing = { venue: TVenue | null } | null;

/** The server's English refusals, each with the key of its translation. */
const VENUE_MESSAGE_TABLE: MessageTable = { [VENUE_MESSAGES.inUse]: 'venues.delete.inUse' };

/** /venues: the organisation's venues, created and edited in a dialog, deleted after a question. */
export default function VenuesPage() {
  const { t } = useTranslation();
  const venues = useVenues();
  const { can } = usePermissions();
  const canWrite = can(VENUES_AREA.write);
  const showError = useErrorSnackbar();
  const remove = useDeleteVenue();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TVenue | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.venueId);
      setDeleting(null);
    } catch (error) {
      showError(localizedErrorText(error, t, VENUE_MESSAGE_TABLE));
    }
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('shell.nav.venues')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('venues.list.intro')}
          </Text>
        </div>
        {canWrite && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ venue: null })} data-testid="venue-add">
            {t('venues.list.add')}
          </Button>
        )}
      </Group>

      {venues.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : venues.isError ? (
        <FailedOperation operation={t('venues.operations.load')} onRetry={() => void venues.refetch()} />
      ) : venues.data.length === 0 ? (
        <Paper withBorder p="xl">
          <Stack align="center" gap="xs">
            <IconMapPin size={32} stroke={1.5} color="var(--mantine-color-gray-5)" />
            <Text c="dimmed">{t('venues.list.empty')}</Text>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder>
          <Table verticalSpacing="sm" highlightOnHover data-testid="venues-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('venues.fields.name')}</Table.Th>
                <Table.Th visibleFrom="md">{t('venues.fields.address')}</Table.Th>
                <Table.Th>{t('venues.fields.timeZone')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('components.customCss.column')}</Table.Th>
                <Table.Th w={1}>
                  <VisuallyHidden>{t('venues.list.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {venues.data.map((venue) => (
                <Table.Tr key={venue.venueId} data-testid="venue-row">
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {venue.name}
                    </Text>
                    <Text size="xs" c="dimmed" hiddenFrom="md">
                      {addressLine(venue)}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <Text size="sm">{addressLine(venue) || '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{venue.timeZone.replace(/_/g, ' ')}</Text>
                    <Text size="xs" c="dimmed">
                      {utcOffset(venue.timeZone)}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <CustomStyleCell css={venue.css} />
                  </Table.Td>
                  <Table.Td>
                    {canWrite && (
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label={t('common.actions.edit')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('venues.list.editNamed', { name: venue.name })}
                            onClick={() => setEditing({ venue })}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('common.actions.delete')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('venues.list.deleteNamed', { name: venue.name })}
                            onClick={() => setDeleting(venue)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}

      <VenueFormModal opened={editing !== null} venue={editing?.venue ?? null} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('venues.delete.title')}
        confirmLabel={t('common.actions.delete')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {t('venues.delete.body', { name: deleting?.name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
