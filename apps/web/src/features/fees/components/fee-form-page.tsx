import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryStates } from '../../../shared/ui/page-states';
import { feeAddPath, feeEditPath, isFeeCategory } from '../fee-form';
import { useSaveFee } from '../mutations';
import { useFees } from '../queries';
import { FeeForm } from './fee-form';

/**
 * /fee-add/{category}/ and /fee-edit/{category}/. Saving is the same call for both; adding a fee
 * that exists opens its edit page, and editing one that does not offers to add it.
 */
export function FeeFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation();
  const category = useParams().category;
  const fees = useFees();
  // Owned here so that the fee a successful add creates does not bounce this page to its edit page.
  const save = useSaveFee();
  const title = mode === 'add' ? t('fees.form.addTitle') : t('fees.form.editTitle');
  const back = { to: '/fee', label: t('shell.nav.fee'), testId: 'back-to-fees' };

  if (!isFeeCategory(category)) {
    return (
      <Stack>
        <PageHeader title={title} back={back} />
        <Alert color="yellow" maw={640} data-testid="fee-unknown-category">
          {t('fees.form.unknownCategory', { category: category ?? '' })}
        </Alert>
      </Stack>
    );
  }
  const name = t(`fees.categories.${category}.label`);
  const fee = fees.data?.fees.find((item) => item.category === category);
  if (mode === 'add' && fee && save.isIdle) return <Navigate to={feeEditPath(category)} replace />;

  return (
    <Stack>
      <PageHeader title={`${title}: ${name}`} intro={t(`fees.categories.${category}.help`)} back={back} />
      <QueryStates query={fees} operation={t('fees.operations.load')}>
        {(data) =>
          mode === 'edit' && !fee ? (
            <Alert color="yellow" maw={640} data-testid="fee-missing">
              {t('fees.form.missing', { name })}{' '}
              <Anchor component={Link} to={feeAddPath(category)} size="sm">
                {t('fees.form.addInstead')}
              </Anchor>
            </Alert>
          ) : (
            <FeeForm key={category} category={category} fee={fee} currency={data.currency} save={save} />
          )
        }
      </QueryStates>
    </Stack>
  );
}
