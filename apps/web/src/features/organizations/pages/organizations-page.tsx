import { ActionIcon, Badge, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { ORGANIZATIONS_AREA, type TOrganization } from '@foyer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownOrganizationQuery, useIdentity, usePermissions } from '../../../app/session';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { FailedOperation } from '../../../shared/ui/failed-operation';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { CustomStyleCell } from '../../../shared/ui/custom-style-cell';
import { OrganizationForm } from '../components/organization-form';
import { OrganizationFormModal } from '../components/organization-form-modal';
import { StripeSettingsSection } from '../components/stripe-settings-section';
import { useDeleteOrganization } from '../mutations';
import { ORGANIZATION_MESSAGES } from '../organization-form';
import { useOrganizations } from '../queries';

/**
 * /organizations: an organisation admin edits their own organisation; a platform admin
 * (AccessesFoyerAdminWrite, SPEC §6) sees, creates, edits and deletes every organisation.
 */
export default function OrganizationsPage() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const platformAdmin = can(ORGANIZATIONS_AREA.platformAdmin);
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {platformAdmin ? t('shell.nav.organizations') : t('organizations.own.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {platformAdmin ? t('organizations.list.intro') : t('organizations.own.intro')}
        </Text>
      </div>
      {platformAdmin ? <AllOrganizations /> : <OwnOrganization />}
    </Stack>
  );
}

function OwnOrganization() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const own = useQuery(ownOrganizationQuery);
  if (own.isPending) return <PageLoader />;
  if (own.isError) return <FailedOperation operation={t('organizations.operations.load')} onRetry={() => void own.refetch()} />;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={720}>
      {own.data.isPark && (
        <Group gap="xs" mb="md">
          <ParkBadge />
          <Text size="sm" c="dimmed">
            {t('organizations.park.help')}
          </Text>
        </Group>
      )}
      <OrganizationForm key={own.data.orgId} organization={own.data} platformAdmin={false} canWrite={can(ORGANIZATIONS_AREA.editOwn)} />
      <StripeSettingsSection orgId={own.data.orgId} canWrite={can(ORGANIZATIONS_AREA.editOwn)} />
    </Paper>
  );
}

function AllOrganizations() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const organizations = useOrganizations();
  const showError = useErrorSnackbar();
  const remove = useDeleteOrganization();
  const [editing, setEditing] = useState<{ organization: TOrganization | null } | null>(null);
  const [deleting, setDeleting] = useState<TOrganization | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.orgId);
    } catch (error) {
      showError(localizedErrorText(error, t, ORGANIZATION_MESSAGES));
    }
    setDeleting(null);
  };

  /** Known refusals are explained up front; the server still decides (e.g. users left). */
  const deleteBlocked = (organization: TOrganization) =>
    organization.isPark
      ? t('organizations.messages.parkNotDeletable')
      : organization.orgId === identity.orgId
        ? t('organizations.messages.currentNotDeletable')
        : null;

  return (
    <>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ organization: null })} data-testid="organization-add">
          {t('organizations.list.add')}
        </Button>
      </Group>
      {organizations.isPending ? (
        <PageLoader />
      ) : organizations.isError ? (
        <FailedOperation operation={t('organizations.operations.load')} onRetry={() => void organizations.refetch()} />
      ) : (
        <Paper withBorder>
          <Table verticalSpacing="sm" highlightOnHover data-testid="organizations-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('organizations.fields.name')}</Table.Th>
                <Table.Th visibleFrom="xs">{t('organizations.fields.payoutsShort')}</Table.Th>
                <Table.Th visibleFrom="md">{t('organizations.fields.targetOriginShort')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('components.customCss.column')}</Table.Th>
                <Table.Th w={1}>
                  <VisuallyHidden>{t('organizations.list.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {organizations.data.map((organization) => {
                const blocked = deleteBlocked(organization);
                return (
                  <Table.Tr key={organization.orgId} data-testid="organization-row">
                    <Table.Td>
                      <Group gap={6}>
                        <Text fw={600} size="sm">
                          {organization.name}
                        </Text>
                        {organization.isPark && <ParkBadge />}
                        {organization.orgId === identity.orgId && (
                          <Badge variant="outline" size="sm" color="gray">
                            {t('organizations.list.current')}
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {t('organizations.list.venueCount', { count: organization.venues.length })}
                      </Text>
                      <Text size="xs" c="dimmed" hiddenFrom="xs">
                        {t('organizations.fields.payoutsShort')}:{' '}
                        {organization.features.payouts ? t('organizations.list.on') : t('organizations.list.off')}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="xs">
                      <Badge variant="light" color={organization.features.payouts ? 'teal' : 'gray'}>
                        {organization.features.payouts ? t('organizations.list.on') : t('organizations.list.off')}
                      </Badge>
                    </Table.Td>
                    <Table.Td visibleFrom="md">
                      <Text size="sm" c={organization.targetOrigin ? undefined : 'dimmed'}>
                        {organization.targetOrigin ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <CustomStyleCell css={organization.css} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label={t('common.actions.edit')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('organizations.list.editNamed', { name: organization.name })}
                            onClick={() => setEditing({ organization })}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={blocked ?? t('common.actions.delete')} multiline maw={260}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            disabled={blocked !== null}
                            aria-label={t('organizations.list.deleteNamed', { name: organization.name })}
                            onClick={() => setDeleting(organization)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <OrganizationFormModal opened={editing !== null} organization={editing?.organization ?? null} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('organizations.delete.title')}
        confirmLabel={t('common.actions.delete')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {t('organizations.delete.body', { name: deleting?.name ?? '' })}
      </ConfirmModal>
    </>
  );
}

function ParkBadge() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('organizations.park.help')} multiline maw={260}>
      <Badge variant="filled" color="green" size="sm" data-testid="park-badge">
        {t('organizations.park.badge')}
      </Badge>
    </Tooltip>
  );
}

function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
