import { Stack } from '@mantine/core';
import { isLocale } from '@foyer/i18n';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePermissions } from '../../../app/session';
import { FailedOperation } from '../../../shared/ui/failed-operation';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoading } from '../../../shared/ui/page-states';
import { UserForm } from '../components/user-form';
import { useCreateUser } from '../mutations';
import { useUserTypeOptions } from '../queries';
import { applyUserType, emptyUserForm } from '../user-form-values';
import { USERS_AREA } from '@foyer/contracts';

/** /users/add: the user types load first; after adding, the new user's page tells that the invitation went out. */
export default function UserAddPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { can } = usePermissions();
  const userTypes = useUserTypeOptions();
  const create = useCreateUser();
  // Coming back from creating a user type, that type is chosen already.
  const chosenTypeId = (location.state as { userTypeId?: string } | null)?.userTypeId;

  const header = <PageHeader title={t('users.form.addTitle')} back={{ to: '/users', label: t('users.list.title') }} />;
  if (userTypes.isError) {
    return (
      <Stack>
        {header}
        <FailedOperation operation={t('users.operations.loadUserTypes')} onRetry={() => void userTypes.refetch()} />
      </Stack>
    );
  }
  if (!userTypes.data) return <PageLoading />;

  const language = isLocale(i18n.language) ? i18n.language : 'en';
  const initialValues = applyUserType(
    emptyUserForm(language),
    userTypes.data.find((type) => type.userTypeId === chosenTypeId),
    can(USERS_AREA.grantPlatformRoles),
  );
  return (
    <Stack>
      {header}
      <UserForm
        mode="add"
        initialValues={initialValues}
        userTypes={userTypes.data}
        createUserTypeTo={`/user-type-create?from=${encodeURIComponent('/users/add')}`}
        onCancel={() => navigate('/users')}
        onSubmit={async (body) => {
          const user = await create.mutateAsync(body);
          navigate(`/users/${user.userId}`, { state: { invited: user.email } });
        }}
      />
    </Stack>
  );
}
