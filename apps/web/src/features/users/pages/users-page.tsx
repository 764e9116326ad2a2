import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ROLES, type Role, type TUser, USERS_AREA, USER_TYPES_AREA } from '@foyer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { rolesQuery, usePermissions } from '../../../app/session';
import { oneOf, type ListAddress } from '../../../shared/hooks/url-list-state';
import { usePageRestore, useUrlListState } from '../../../shared/hooks/use-url-list-state';
import { EmailText } from '../../../shared/ui/email-text';
import { EntityTable, RowLink } from '../../../shared/ui/entity-table';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { ListSearch } from '../../../shared/ui/list-search';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyState, HistoryNotice, QueryStates } from '../../../shared/ui/page-states';
import { RoleBadges, UserAvatar, UserStatusBadge } from '../components/user-badges';
import { useUserList } from '../queries';

/** The address of /users: `q` searches names and e-mails, `role` filters (any role when absent). */
const USER_LIST_ADDRESS: ListAddress<{ role: Role | null }> = {
  searchParam: 'q',
  searchMaxLength: 100,
  readFilters: (search) => ({ role: oneOf<Role | ''>(ROLES, search.get('role'), '') || null }),
  writeFilters: ({ role }, search) => {
    if (role) search.set('role', role);
  },
};

/** /users: everyone in the organisation, searched and filtered on the server, page by page. */
export default function UsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useErrorSnackbar();
  const { can } = usePermissions();
  const roles = useQuery(rolesQuery).data ?? [];
  const list = useUrlListState(USER_LIST_ADDRESS);
  const users = useUserList({ page: list.page, size: list.size, search: list.search, role: list.filters.role });
  const failedPageChange = usePageRestore(list, users, () =>
    showError(t('common.failedOperation', { operation: t('users.operations.load') })),
  );

  return (
    <Stack>
      <PageHeader
        title={t('users.list.title')}
        actions={
          <Group gap="sm">
            {can(USER_TYPES_AREA.read) && (
              <Button component={Link} to="/user-types" variant="default" data-testid="user-types-link">
                {t('users.userTypes.link')}
              </Button>
            )}
            {can(USERS_AREA.write) && (
              <Button component={Link} to="/users/add" leftSection={<IconPlus size={18} />} data-testid="add-user">
                {t('users.list.add')}
              </Button>
            )}
          </Group>
        }
      />
      <HistoryNotice stateKey="deleted" testId="user-deleted">
        {(name) => t('users.delete.done', { name })}
      </HistoryNotice>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <ListSearch
          label={t('users.list.search')}
          placeholder={t('users.list.searchPlaceholder')}
          value={list.searchText}
          onChange={list.setSearchText}
          maxLength={100}
          busy={users.isFetching && users.data !== undefined}
          testId="user-search"
        />
        <Select
          label={t('users.list.role')}
          placeholder={t('users.list.allRoles')}
          data={roles.map((role) => ({ value: role, label: t(`common.roles.${role}`) }))}
          value={list.filters.role}
          onChange={(value) => list.setFilters({ role: (value as Role | null) ?? null })}
          clearable
          style={{ flex: '0 1 220px' }}
          data-testid="role-filter"
        />
      </Group>

      <QueryStates query={users} operation={t('users.operations.load')} showFailure={users.isError && !failedPageChange}>
        {(data) => (
          <EntityTable<TUser>
            label={t('users.list.title')}
            rows={data.items}
            rowKey={(user) => user.userId}
            onRowClick={(user) => navigate(`/users/${user.userId}`)}
            rowTestId="user-row"
            testId="users-table"
            dimmed={users.isPlaceholderData}
            empty={<EmptyState testId="users-empty">{list.filtered ? t('users.list.noMatches') : t('users.list.empty')}</EmptyState>}
            pagination={{ page: list.page, size: list.size, total: data.total, onChange: list.setPage }}
            columns={[
              {
                key: 'name',
                header: t('users.fields.name'),
                cell: (user) => (
                  <Group gap="sm" wrap="nowrap">
                    <UserAvatar user={user} size={36} />
                    <div style={{ minWidth: 0 }}>
                      <RowLink to={`/users/${user.userId}`}>
                        {user.firstName} {user.lastName}
                      </RowLink>
                      <Text size="xs" c="dimmed" hiddenFrom="md" style={{ overflowWrap: 'anywhere' }}>
                        <EmailText email={user.email} />
                      </Text>
                    </div>
                  </Group>
                ),
              },
              { key: 'email', header: t('users.fields.email'), visibleFrom: 'md', cell: (user) => user.email },
              { key: 'roles', header: t('users.fields.roles'), visibleFrom: 'sm', cell: (user) => <RoleBadges roles={user.roles} /> },
              { key: 'status', header: t('users.fields.status'), fit: true, cell: (user) => <UserStatusBadge user={user} /> },
            ]}
          />
        )}
      </QueryStates>
    </Stack>
  );
}
