import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../shared/ui/page-states';

/**
 * A user's page that could not be loaded: someone else's page without the right (403), or a user
 * that does not exist here (404), reads as not allowed; anything else can be tried again.
 */
export function UserLoadFailure(props: { error: unknown; operation: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <LoadFailure
      {...props}
      testId="not-allowed"
      notFound={(status) => ({
        title: t(status === 403 ? 'shell.notAllowed.title' : 'users.detail.notFound'),
        body: t(status === 403 ? 'shell.notAllowed.body' : 'users.detail.notFoundBody'),
        to: '/dashboard',
        label: t('shell.nav.dashboard'),
      })}
    />
  );
}
