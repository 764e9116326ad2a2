import { Badge, Button, Group, Paper, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ORGANIZATIONS_AREA, type TOrganization } from '@foyer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownOrganizationQuery, useIdentity, usePermissions } from '../../../app/session';
import { EntityTable, RowActions } from '../../../shared/ui/entity-table';
import { PageHeader } from '../../../shared/ui/page-header';
import { DoneNotice, EmptyState, QueryStates } from '../../../shared/ui/page-states';
import { DeleteConfirmationModal, useDeleteConfirmation } from '../../../shared/ui/delete-confirmation';
import { CustomStyleCell } from '../../../shared/ui/custom-style-cell';
import { OrganizationForm } from '../components/organization-form';
import { OrganizationFormModal } from '../components/organization-form-modal';
import { StripeSettingsSection } from '../components/stripe-settings-section';
import { ShopEmbedSection } from '../components/shop-embed-section';
import { useDeleteOrganization } from '../mutations';

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
      <PageHeader
        title={platformAdmin ? t('shell.nav.organizations') : t('organizations.own.title')}
        intro={platformAdmin ? t('organizations.list.intro') : t('organizations.own.intro')}
      />
      {platformAdmin ? <AllOrganizations /> : <OwnOrganization />}
    </Stack>
  );
}

function OwnOrganization() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const own = useQuery(ownOrganizationQuery);
  return (
    <QueryStates query={own} operation={t('organizations.operations.load')}>
      {(organization) => (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={720}>
          {organization.isPark && (
            <Group gap="xs" mb="md">
              <ParkBadge />
              <Text size="sm" c="dimmed">
                {t('organizations.park.help')}
              </Text>
            </Group>
          )}
          <OrganizationForm
            key={organization.orgId}
            organization={organization}
            platformAdmin={false}
            canWrite={can(ORGANIZATIONS_AREA.editOwn)}
          />
          <StripeSettingsSection orgId={organization.orgId} canWrite={can(ORGANIZATIONS_AREA.editOwn)} />
          {!organization.isPark && <ShopEmbedSection orgId={organization.orgId} targetOrigin={organization.targetOrigin} />}
        </Paper>
      )}
    </QueryStates>
  );
}

function AllOrganizations() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const organizations = useOrganizations();
  const remove = useDeleteOrganization();
  const deletion = useDeleteConfirmation((organization: TOrganization) => remove.mutateAsync(organization.orgId), { closeOnRefusal: true });
  const [editing, setEditing] = useState<{ organization: TOrganization | null } | null>(null);
  const [saved, setSaved] = useState<{ name: string; created: boolean } | null>(null);

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
      {saved && (
        <DoneNotice onClose={() => setSaved(null)} testId="organization-done">
          {t(saved.created ? 'organizations.list.added' : 'organizations.list.saved', { name: saved.name })}
        </DoneNotice>
      )}
      <QueryStates query={organizations} operation={t('organizations.operations.load')}>
        {(data) => (
          <EntityTable<TOrganization>
            label={t('shell.nav.organizations')}
            rows={data}
            rowKey={(organization) => organization.orgId}
            rowTestId="organization-row"
            testId="organizations-table"
            empty={<EmptyState>{t('common.empty')}</EmptyState>}
            columns={[
              {
                key: 'name',
                header: t('organizations.fields.name'),
                cell: (organization) => (
                  <>
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
                  </>
                ),
              },
              {
                key: 'payouts',
                header: t('organizations.fields.payoutsShort'),
                visibleFrom: 'xs',
                cell: (organization) => (
                  <Badge variant="light" color={organization.features.payouts ? 'teal' : 'gray'}>
                    {organization.features.payouts ? t('organizations.list.on') : t('organizations.list.off')}
                  </Badge>
                ),
              },
              {
                key: 'targetOrigin',
                header: t('organizations.fields.targetOriginShort'),
                visibleFrom: 'md',
                cell: (organization) => (
                  <Text size="sm" c={organization.targetOrigin ? undefined : 'dimmed'}>
                    {organization.targetOrigin ?? '—'}
                  </Text>
                ),
              },
              {
                key: 'css',
                header: t('components.customCss.column'),
                visibleFrom: 'sm',
                cell: (organization) => <CustomStyleCell css={organization.css} />,
              },
              {
                key: 'actions',
                header: <VisuallyHidden>{t('organizations.list.actions')}</VisuallyHidden>,
                fit: true,
                cell: (organization) => (
                  <RowActions
                    edit={{
                      label: t('organizations.list.editNamed', { name: organization.name }),
                      onClick: () => setEditing({ organization }),
                    }}
                    remove={{
                      label: t('organizations.list.deleteNamed', { name: organization.name }),
                      onClick: () => deletion.ask(organization),
                      blocked: deleteBlocked(organization),
                    }}
                  />
                ),
              },
            ]}
          />
        )}
      </QueryStates>
      <OrganizationFormModal
        opened={editing !== null}
        organization={editing?.organization ?? null}
        onClose={() => setEditing(null)}
        onSaved={(organization, created) => setSaved({ name: organization.name, created })}
      />
      <DeleteConfirmationModal deletion={deletion} title={t('organizations.delete.title')}>
        {(organization) => t('organizations.delete.body', { name: organization.name })}
      </DeleteConfirmationModal>
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
