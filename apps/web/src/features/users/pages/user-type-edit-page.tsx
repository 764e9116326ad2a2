import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyState, QueryStates } from '../../../shared/ui/page-states';
import { UserTypeForm } from '../components/user-type-form';
import { useUpdateUserType } from '../mutations';
import { useUserTypeOptions } from '../queries';

/** /user-types/{userTypeId}: a type renamed or its roles changed. Users made from it keep theirs. */
export default function UserTypeEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userTypeId = '' } = useParams();
  const types = useUserTypeOptions();
  const update = useUpdateUserType(userTypeId);

  return (
    <Stack>
      <PageHeader title={t('users.userTypes.editTitle')} back={{ to: '/user-types', label: t('users.userTypes.title') }} />
      <Text c="dimmed">{t('users.userTypes.editIntro')}</Text>
      <QueryStates query={types} operation={t('users.operations.loadUserTypes')}>
        {(data) => {
          const type = data.find((candidate) => candidate.userTypeId === userTypeId);
          if (!type) return <EmptyState testId="user-type-not-found">{t('users.userTypes.notFound')}</EmptyState>;
          return (
            <UserTypeForm
              key={type.userTypeId}
              initialValues={{ name: type.name, roles: type.roles, guideType: type.guideType }}
              submitLabel={t('common.actions.save')}
              onSubmit={async (body) => {
                const saved = await update.mutateAsync(body);
                await navigate('/user-types', { state: { userTypeSaved: saved.name } });
              }}
              onCancel={() => navigate('/user-types')}
            />
          );
        }}
      </QueryStates>
    </Stack>
  );
}
