import { SimpleGrid, Stack } from '@mantine/core';
import { FEE_CATEGORIES, type FeeCategory, FEES_AREA } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/session';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryStates } from '../../../shared/ui/page-states';
import { FeeCategoryCard } from '../components/fee-category-card';

import { useDeleteFee } from '../mutations';
import { useFees } from '../queries';

/** /fee: both categories with their fee or "No fee"; staff with FeeWrite add, edit and remove. */
export default function FeesPage() {
  const { t } = useTranslation();
  const fees = useFees();
  const { can } = usePermissions();
  const canWrite = can(FEES_AREA.write);
  const showError = useErrorSnackbar();
  const remove = useDeleteFee();
  const [removing, setRemoving] = useState<FeeCategory | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing);
      setRemoving(null);
    } catch (error) {
      setRemoving(null);
      showError(localizedErrorText(error, t));
    }
  };

  return (
    <Stack>
      <PageHeader title={t('shell.nav.fee')} intro={t('fees.list.intro')} />
      <QueryStates query={fees} operation={t('fees.operations.load')}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} maw={1040}>
            {FEE_CATEGORIES.map((category) => (
              <FeeCategoryCard
                key={category}
                category={category}
                fee={data.fees.find((fee) => fee.category === category)}
                currency={data.currency}
                canWrite={canWrite}
                onRemove={() => setRemoving(category)}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryStates>
      <ConfirmModal
        opened={removing !== null}
        title={t('fees.delete.title')}
        confirmLabel={t('fees.list.remove')}
        loading={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      >
        {t('fees.delete.body', { name: removing ? t(`fees.categories.${removing}.label`) : '' })}
      </ConfirmModal>
    </Stack>
  );
}
