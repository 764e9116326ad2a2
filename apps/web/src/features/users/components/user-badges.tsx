import { Avatar, Badge, Group, type AvatarProps } from '@mantine/core';
import type { Role, TUser } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { userStatus } from '../user-form-values';

const STATUS_COLOR = { active: 'green', invited: 'yellow', unconfirmed: 'yellow', inactive: 'gray' } as const;

/** Active, invited (address not verified yet), address to confirm (changed since) or inactive. */
export function UserStatusBadge({ user }: { user: Pick<TUser, 'active' | 'emailVerified' | 'passwordSet'> }) {
  const { t } = useTranslation();
  const status = userStatus(user);
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      styles={{ root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } }}
      data-testid="user-status"
    >
      {t(`users.status.${status}`)}
    </Badge>
  );
}

export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {roles.map((role) => (
        <Badge key={role} variant="outline" size="sm" tt="none">
          {t(`common.roles.${role}`)}
        </Badge>
      ))}
    </Group>
  );
}

/** The profile picture, or the person's initials when there is none. */
export function UserAvatar({ user, ...props }: { user: Pick<TUser, 'firstName' | 'lastName' | 'avatarUrl'> } & AvatarProps) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return <Avatar src={user.avatarUrl} name={name} color="initials" alt={name} {...props} />;
}
