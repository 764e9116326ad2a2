import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useIdentity, usePermissions } from '../../../app/session';
import { FailedOperation } from '../../../shared/ui/failed-operation';
import { DeleteUserButton } from '../components/delete-user-button';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoading } from '../../../shared/ui/page-states';
import { UserForm } from '../components/user-form';
import { UserLoadFailure } from '../components/user-load-failure';
import { useUpdateUser } from '../mutations';
import { useUser, useUserTypeOptions } from '../queries';
import { applyUserType, userToFormValues } from '../user-form-values';
import { USERS_AREA } from '@foyer/contracts';

/** /users/edit/:userId: the same form as adding, with the active switch and deletion. */
export default function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { can } = usePermissions();
  const identity = useIdentity();
  const { userId = '' } = useParams();
  // Coming back from creating a user type, that type is chosen already.
  const chosenTypeId = (location.state as { userTypeId?: string } | null)?.userTypeId;
  const userTypes = useUserTypeOptions();
  const user = useUser(userId);
  const update = useUpdateUser(userId);
  const back = { to: `/users/${userId}`, label: t('users.detail.back') };

  if (user.isError)
    return <UserLoadFailure error={user.error} operation={t('users.operations.loadUser')} onRetry={() => void user.refetch()} />;
  if (userTypes.isError) {
    return (
      <Stack>
        <PageHeader title={t('users.form.editTitle')} back={back} />
        <FailedOperation operation={t('users.operations.loadUserTypes')} onRetry={() => void userTypes.refetch()} />
      </Stack>
    );
  }
  if (!user.data || !userTypes.data) return <PageLoading />;

  const current = user.data;
  const chosenType = userTypes.data.find((type) => type.userTypeId === chosenTypeId);
  const initialValues = chosenType
    ? applyUserType(userToFormValues(current), chosenType, can(USERS_AREA.grantPlatformRoles))
    : userToFormValues(current);
  return (
    <Stack>
      <PageHeader title={t('users.form.editTitle')} back={{ ...back, label: `${current.firstName} ${current.lastName}` }} />
      <UserForm
        // A fresh form when another user is opened in the same page, or this one's newer save is loaded.
        key={`${current.userId}:${current.updatedAt}`}
        mode="edit"
        initialValues={initialValues}
        userTypes={userTypes.data}
        createUserTypeTo={`/user-type-create?from=${encodeURIComponent(`/users/edit/${current.userId}`)}`}
        onCancel={() => navigate(`/users/${current.userId}`)}
        onSubmit={async (body) => {
          // The copy the form was filled from: a save by someone else since is refused (409 stale_version).
          const saved = await update.mutateAsync({ ...body, updatedAt: current.updatedAt });
          const emailChanged = saved.email !== current.email;
          navigate(`/users/${saved.userId}`, { state: { saved: true, ...(emailChanged ? { verificationTo: saved.email } : {}) } });
        }}
        // One's own account is neither deactivated nor deleted here (the server refuses both).
        ownAccount={current.userId === identity.userId}
        onReload={() => void user.refetch()}
        extraActions={current.userId === identity.userId ? undefined : <DeleteUserButton user={current} />}
      />
    </Stack>
  );
}
