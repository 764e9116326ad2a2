import { Stack, Text } from '@mantine/core';
import { USERS_AREA } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePermissions } from '../../../app/session';
import { PageHeader } from '../../../shared/ui/page-header';
import { UserTypeForm } from '../components/user-type-form';
import { useCreateUserType } from '../mutations';

/** Only paths on this site, so a crafted link cannot lead elsewhere after saving. */
const safeReturn = (from: string | null, fallback: string) => (from && from.startsWith('/') && !from.startsWith('//') ? from : fallback);

/** /user-type-create: a named set of roles (and guide type) to start new users from. */
export default function UserTypeCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { can } = usePermissions();
  const create = useCreateUserType();
  const returnTo = safeReturn(search.get('from'), can(USERS_AREA.write) ? '/users/add' : '/user-types');

  return (
    <Stack>
      <PageHeader title={t('users.userType.title')} back={{ to: returnTo, label: t('common.actions.back') }} />
      <Text c="dimmed">{t('users.userType.intro')}</Text>
      <UserTypeForm
        initialValues={{ name: '', roles: [], guideType: null }}
        submitLabel={t('common.actions.create')}
        onSubmit={async (body) => {
          const created = await create.mutateAsync(body);
          await navigate(returnTo, { state: { userTypeId: created.userTypeId } });
        }}
        onCancel={() => navigate(returnTo)}
      />
    </Stack>
  );
}
