import { Alert, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconPencil } from '@tabler/icons-react';
import { type TUser, USER_TYPES_AREA, USERS_AREA } from '@foyer/contracts';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useIdentity, usePermissions } from '../../../app/session';
import { AvatarEditor } from '../components/avatar-editor';
import { ChangePasswordForm } from '../components/change-password-form';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoading } from '../../../shared/ui/page-states';
import { ProfileLanguageForm } from '../components/profile-language-form';
import { ResendInvitation } from '../components/resend-invitation';
import { RoleBadges, UserStatusBadge } from '../components/user-badges';
import { UserLoadFailure } from '../components/user-load-failure';
import { useUser, useUserTypeOptions } from '../queries';

/** What the previous page tells this one after adding or saving. */
interface Notice {
  invited?: string;
  saved?: boolean;
  verificationTo?: string;
}

/** SPEC §9 display format for a day. */
const formatDay = (value: string | null) => (value && dayjs(value).isValid() ? dayjs(value).format('DD-MM-YYYY') : '');

/**
 * /users/:userId: anyone may open their own page (picture, password, language); administrators
 * see everyone's. Someone else's page without the right reads as not allowed.
 */
export default function UserPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const identity = useIdentity();
  const { can } = usePermissions();
  const user = useUser(userId);
  const isSelf = identity.userId === userId;

  if (user.isError)
    return <UserLoadFailure error={user.error} operation={t('users.operations.loadUser')} onRetry={() => void user.refetch()} />;
  if (!user.data) return <PageLoading />;

  const current = user.data;
  const canEdit = can(USERS_AREA.write);
  return (
    <Stack>
      <PageHeader
        title={`${current.firstName} ${current.lastName}`}
        back={can(USERS_AREA.read) ? { to: '/users', label: t('users.list.title') } : undefined}
        actions={
          <>
            {(isSelf || canEdit) && (
              <Button
                component={Link}
                to={`/notifications/users/${current.userId}/`}
                variant="default"
                leftSection={<IconBell size={16} />}
                data-testid="user-notifications"
              >
                {t('users.detail.notifications')}
              </Button>
            )}
            {canEdit && (
              <Button component={Link} to={`/users/edit/${current.userId}`} leftSection={<IconPencil size={16} />} data-testid="edit-user">
                {t('common.actions.edit')}
              </Button>
            )}
          </>
        }
      />
      <Notices user={current} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Card withBorder>
            <Stack align="center" gap="sm">
              <AvatarEditor user={current} canEdit={isSelf || canEdit} />
              <UserStatusBadge user={current} />
              {canEdit && <ResendInvitation user={current} />}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Details user={current} languageBelow={isSelf} />
        </Grid.Col>
        {isSelf && (
          <>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ProfileLanguageForm user={current} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ChangePasswordForm />
            </Grid.Col>
          </>
        )}
      </Grid>
    </Stack>
  );
}

function Notices({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as Notice | null) ?? {};
  const dismiss = () => navigate('.', { replace: true, state: null });
  if (!notice.invited && !notice.saved) return null;
  return (
    <Alert color={notice.invited ? 'blue' : 'green'} withCloseButton onClose={dismiss} data-testid="user-notice">
      {notice.invited && t('users.detail.invited', { email: notice.invited })}
      {notice.saved && t('users.detail.saved', { name: `${user.firstName} ${user.lastName}` })}
      {notice.verificationTo && ` ${t('users.detail.verificationSent', { email: notice.verificationTo })}`}
    </Alert>
  );
}

/** `languageBelow`: one's own page has the language's form below, so it is not said twice. */
function Details({ user, languageBelow }: { user: TUser; languageBelow: boolean }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  // The type's name needs the list of types, which only administrators may read.
  const userTypes = useUserTypeOptions(can(USER_TYPES_AREA.read) && user.userTypeId !== null);
  const userType = userTypes.data?.find((type) => type.userTypeId === user.userTypeId);
  const rows: [string, ReactNode][] = [
    [t('users.fields.email'), user.email],
    [t('users.fields.phone'), user.phone || '—'],
    ...(languageBelow ? [] : ([[t('users.fields.language'), t(`shell.languages.${user.language}`)]] as [string, ReactNode][])),
    [t('users.fields.roles'), <RoleBadges key="roles" roles={user.roles} />],
  ];
  if (user.roles.includes('Guide'))
    rows.push([t('users.fields.guideType'), user.guideType ? t(`common.guideTypes.${user.guideType}`) : '—']);
  if (userType) rows.push([t('users.fields.userType'), userType.name]);
  rows.push([t('users.fields.limitDataAccessFrom'), formatDay(user.limitDataAccessFrom) || t('users.detail.noLimit')]);
  rows.push([t('users.detail.memberSince'), formatDay(user.createdAt)]);
  return (
    <Card withBorder h="100%">
      <Title order={2} size="h4" mb="sm">
        {t('users.detail.title')}
      </Title>
      <Stack gap="xs" component="dl" m={0} data-testid="user-details">
        {rows.map(([label, value]) => (
          <Group key={label} gap="md" wrap="nowrap" align="flex-start">
            <Text component="dt" size="sm" c="dimmed" w={{ base: 120, xs: 180 }} style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
