import { Box, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { type TUserType, USER_TYPES_AREA } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/session';
import { DeleteConfirmationModal, useDeleteConfirmation } from '../../../shared/ui/delete-confirmation';
import { EntityTable, RowActions } from '../../../shared/ui/entity-table';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyState, HistoryNotice, QueryStates } from '../../../shared/ui/page-states';
import { useDeleteUserType } from '../mutations';
import { useUserTypeOptions } from '../queries';
import { RoleBadges } from '../components/user-badges';

/**
 * /user-types: the organisation's user types, the sets of roles new users start from. A type with a
 * typo or no longer used is renamed or removed here; its users keep the roles they were given.
 */
export default function UserTypesPage() {
  const { t } = useTranslation();
  const types = useUserTypeOptions();
  const { can } = usePermissions();
  const canWrite = can(USER_TYPES_AREA.write);
  const remove = useDeleteUserType();
  const deletion = useDeleteConfirmation((type: TUserType) => remove.mutateAsync(type.userTypeId), { closeOnRefusal: true });

  const typeRoles = (type: TUserType) => (
    <Group gap={6}>
      <RoleBadges roles={type.roles} />
      {type.guideType && (
        <Text size="xs" c="dimmed">
          {t(`common.guideTypes.${type.guideType}`)}
        </Text>
      )}
    </Group>
  );

  return (
    <Stack>
      <PageHeader
        title={t('users.userTypes.title')}
        intro={t('users.userType.intro')}
        back={{ to: '/users', label: t('users.list.title') }}
        actions={
          canWrite && (
            <Button
              component={Link}
              to={`/user-type-create?from=${encodeURIComponent('/user-types')}`}
              leftSection={<IconPlus size={16} />}
              data-testid="user-type-add"
            >
              {t('users.userTypes.add')}
            </Button>
          )
        }
      />
      <HistoryNotice stateKey="userTypeSaved" testId="user-type-saved">
        {(name) => t('users.userTypes.saved', { name })}
      </HistoryNotice>

      <QueryStates query={types} operation={t('users.operations.loadUserTypes')}>
        {(data) => (
          <EntityTable<TUserType>
            label={t('users.userTypes.title')}
            rows={data}
            rowKey={(type) => type.userTypeId}
            rowTestId="user-type-row"
            testId="user-types-table"
            empty={
              <EmptyState icon={<IconUsersGroup size={32} stroke={1.5} color="var(--mantine-color-gray-5)" />}>
                {t('users.userTypes.empty')}
              </EmptyState>
            }
            columns={[
              {
                key: 'name',
                header: t('users.userType.name'),
                cell: (type) => (
                  <Stack gap={4}>
                    <Text fw={600} size="sm">
                      {type.name}
                    </Text>
                    {/* On a phone the roles go under the name: beside it they squeezed "Administrator" into "Administr-ator". */}
                    <Box hiddenFrom="sm">{typeRoles(type)}</Box>
                  </Stack>
                ),
              },
              {
                key: 'roles',
                header: t('users.fields.roles'),
                visibleFrom: 'sm',
                cell: typeRoles,
              },
              {
                key: 'actions',
                header: <VisuallyHidden>{t('users.userTypes.actions')}</VisuallyHidden>,
                fit: true,
                cell: (type) =>
                  canWrite && (
                    <RowActions
                      edit={{ label: t('users.userTypes.editNamed', { name: type.name }), to: `/user-types/${type.userTypeId}` }}
                      remove={{ label: t('users.userTypes.deleteNamed', { name: type.name }), onClick: () => deletion.ask(type) }}
                    />
                  ),
              },
            ]}
          />
        )}
      </QueryStates>

      <DeleteConfirmationModal deletion={deletion} title={t('users.userTypes.deleteTitle')}>
        {(type) => t('users.userTypes.deleteBody', { name: type.name })}
      </DeleteConfirmationModal>
    </Stack>
  );
}
