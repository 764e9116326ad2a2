import { Alert, Anchor, Button, Card, Group, Loader, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type Role, USERS_AREA } from '@foyer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { rolesQuery, usePermissions } from '../../../app/session';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { FailedOperation } from '../../../shared/ui/failed-operation';
import { PaginationBar } from '../../../shared/ui/pagination-bar';
import { usePageRestore } from '../../../shared/hooks/use-page-restore';
import { RoleBadges, UserAvatar, UserStatusBadge } from '../components/user-badges';
import { useUserList, type UserListParams } from '../queries';
import { readListParams, writeListParams } from '../user-list-params';
import { useDebouncedFilter } from '../../../shared/hooks/use-debounced-filter';

const SEARCH_DELAY_MS = 300;

/** /users: everyone in the organisation, searched and filtered on the server, page by page. */
export default function UsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const showError = useErrorSnackbar();
  const { can } = usePermissions();
  const roles = useQuery(rolesQuery).data ?? [];
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const list = useUserList(params);
  const deleted = (location.state as { deleted?: string } | null)?.deleted;

  const update = (change: Partial<UserListParams>) =>
    setSearch((current) => writeListParams({ ...readListParams(current), ...change }), { replace: change.search !== undefined });

  // The box shows what is typed; the list follows once typing pauses.
  const [text, setText] = useState(params.search);
  const applySearch = useDebouncedFilter((value: string) => update({ search: value.trim(), page: 1 }), SEARCH_DELAY_MS);
  useEffect(() => setText(params.search), [params.search]);

  const failedPageChange = usePageRestore({
    query: list,
    params,
    sameFilters: (a, b) => a.search === b.search && a.role === b.role,
    restore: (page, size) => setSearch((current) => writeListParams({ ...readListParams(current), page, size }), { replace: true }),
    onRestore: () => showError(t('common.failedOperation', { operation: t('users.operations.load') })),
  });

  const data = list.data;
  const filtered = params.search !== '' || params.role !== null;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('users.list.title')}
        </Title>
        {can(USERS_AREA.write) && (
          <Button component={Link} to="/users/add" leftSection={<IconPlus size={18} />} data-testid="add-user">
            {t('users.list.add')}
          </Button>
        )}
      </Group>

      {deleted && (
        <Alert
          color="green"
          withCloseButton
          onClose={() => navigate({ search: location.search }, { replace: true, state: null })}
          data-testid="user-deleted"
        >
          {t('users.delete.done', { name: deleted })}
        </Alert>
      )}

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('users.list.search')}
          placeholder={t('users.list.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={list.isFetching && data ? <Loader size="xs" /> : null}
          value={text}
          maxLength={100}
          onChange={(event) => {
            setText(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          style={{ flex: '1 1 240px' }}
          data-testid="user-search"
        />
        <Select
          label={t('users.list.role')}
          placeholder={t('users.list.allRoles')}
          data={roles.map((role) => ({ value: role, label: t(`common.roles.${role}`) }))}
          value={params.role}
          onChange={(value) => update({ role: (value as Role | null) ?? null, page: 1 })}
          clearable
          style={{ flex: '0 1 220px' }}
          data-testid="role-filter"
        />
      </Group>

      {list.isError && !failedPageChange ? (
        <FailedOperation operation={t('users.operations.load')} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('common.loading')} />
        </Group>
      ) : data.items.length === 0 ? (
        <Card withBorder>
          <Text c="dimmed" data-testid="users-empty">
            {filtered ? t('users.list.noMatches') : t('users.list.empty')}
          </Text>
        </Card>
      ) : (
        <Card withBorder p={0}>
          <Table highlightOnHover verticalSpacing="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} data-testid="users-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.fields.name')}</Table.Th>
                <Table.Th visibleFrom="md">{t('users.fields.email')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('users.fields.roles')}</Table.Th>
                <Table.Th style={{ width: '1%', whiteSpace: 'nowrap' }}>{t('users.fields.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((user) => (
                <Table.Tr
                  key={user.userId}
                  onClick={() => navigate(`/users/${user.userId}`)}
                  style={{ cursor: 'pointer' }}
                  data-testid="user-row"
                >
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <UserAvatar user={user} size={36} />
                      <div style={{ minWidth: 0 }}>
                        <Anchor
                          component={Link}
                          to={`/users/${user.userId}`}
                          fw={500}
                          c="inherit"
                          onClick={(event) => event.stopPropagation()}
                        >
                          {user.firstName} {user.lastName}
                        </Anchor>
                        <Text size="xs" c="dimmed" hiddenFrom="md" style={{ overflowWrap: 'anywhere' }}>
                          {user.email}
                        </Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td visibleFrom="md">{user.email}</Table.Td>
                  <Table.Td visibleFrom="sm">
                    <RoleBadges roles={user.roles} />
                  </Table.Td>
                  <Table.Td style={{ width: '1%', whiteSpace: 'nowrap' }}>
                    <UserStatusBadge user={user} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}

      {data && (data.total > 0 || params.page > 1) && (
        <PaginationBar
          page={params.page}
          size={params.size}
          total={data.total}
          shownCount={data.items.length}
          onChange={(page, size) => update({ page, size })}
        />
      )}
    </Stack>
  );
}
