import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { FailedOperation } from '../../../shared/ui/failed-operation';
import { feeAddPath, feeEditPath, isFeeCategory } from '../fee-form';
import { useSaveFee } from '../mutations';
import { useFees } from '../queries';
import { FeeForm } from './fee-form';
import { FeePageHeader } from './fee-page-header';

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

  if (!isFeeCategory(category)) {
    return (
      <Stack>
        <FeePageHeader title={title} />
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
      <FeePageHeader title={`${title}: ${name}`} subtitle={t(`fees.categories.${category}.help`)} />
      {fees.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : fees.isError ? (
        <FailedOperation operation={t('fees.operations.load')} onRetry={() => void fees.refetch()} />
      ) : mode === 'edit' && !fee ? (
        <Alert color="yellow" maw={640} data-testid="fee-missing">
          {t('fees.form.missing', { name })}{' '}
          <Anchor component={Link} to={feeAddPath(category)} size="sm">
            {t('fees.form.addInstead')}
          </Anchor>
        </Alert>
      ) : (
        <FeeForm key={category} category={category} fee={fee} currency={fees.data.currency} save={save} />
      )}
    </Stack>
  );
}
