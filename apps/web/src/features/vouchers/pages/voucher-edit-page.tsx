import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconWorldOff, IconWorldUpload } from '@tabler/icons-react';
import { ORDERS_AREA, type TVoucher } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { PageHeader } from '../../../shared/ui/page-header';
import { LoadFailure, PageLoading } from '../../../shared/ui/page-states';
import { PublishStatusBadge } from '../../../shared/ui/publish-status-badge';
import { usePermissions } from '../../../app/session';
import { DeskVoucherSale } from '../../box-office/components/desk-voucher-sale';
import { useVenueChoices } from '../../venues/queries';
import { VoucherCodesSection } from '../components/voucher-codes-section';
import { VoucherForm } from '../components/voucher-form';
import { voucherName } from '../voucher-form';
import { useDeleteVoucher, useSetVoucherStatus, useUpdateVoucher } from '../mutations';
import { useVoucher } from '../queries';

/** /vouchers/{voucherId}/edit: the voucher's form, publishing and deleting. */
export default function VoucherEditPage() {
  const { t } = useTranslation();
  const { voucherId = '' } = useParams();
  const voucher = useVoucher(voucherId);
  const back = { to: '/vouchers', label: t('vouchers.list.title'), testId: 'back-to-vouchers' };
  if (voucher.isPending) return <PageLoading />;
  if (voucher.isError) {
    return (
      <Stack>
        <PageHeader title={t('vouchers.form.editTitle')} back={back} />
        <LoadFailure
          error={voucher.error}
          operation={t('vouchers.operations.loadOne')}
          onRetry={() => void voucher.refetch()}
          notFound={() => ({
            title: t('vouchers.notFound.title'),
            body: t('vouchers.notFound.body'),
            to: '/vouchers',
            label: t('vouchers.notFound.back'),
          })}
          testId="voucher-not-found"
        />
      </Stack>
    );
  }
  return <VoucherEditor key={voucher.data.voucherId} voucher={voucher.data} />;
}

function VoucherEditor({ voucher }: { voucher: TVoucher }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const showError = useErrorSnackbar();
  const update = useUpdateVoucher(voucher.voucherId);
  const setStatus = useSetVoucherStatus(voucher.voucherId);
  const remove = useDeleteVoucher();
  const venues = useVenueChoices();
  const { can } = usePermissions();
  const [saved, setSaved] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const created = (location.state as { created?: boolean } | null)?.created === true;
  const published = voucher.status === 'Published';
  const name = voucherName(voucher, i18n.language);

  const changeStatus = async () => {
    try {
      await setStatus.mutateAsync(published ? 'Draft' : 'Published');
      setSaved(false);
    } catch (error) {
      showError(`${t('vouchers.errors.edit')}: ${localizedErrorText(error, t)}`);
    }
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(voucher.voucherId);
      navigate('/vouchers', { replace: true });
    } catch (error) {
      setDeleting(false);
      showError(localizedErrorText(error, t));
    }
  };

  return (
    <Stack>
      <PageHeader
        title={t('vouchers.form.editTitle')}
        intro={
          <Group gap="xs" component="span">
            <Text span fw={600} c="var(--mantine-color-text)">
              {name}
            </Text>
            <PublishStatusBadge published={published} label={t(`vouchers.status.${voucher.status}`)} testId="voucher-status" />
          </Group>
        }
        back={{ to: '/vouchers', label: t('vouchers.list.title'), testId: 'back-to-vouchers' }}
        actions={
          <>
            <Button
              variant={published ? 'default' : 'filled'}
              leftSection={published ? <IconWorldOff size={16} /> : <IconWorldUpload size={16} />}
              loading={setStatus.isPending}
              onClick={() => void changeStatus()}
              data-testid={published ? 'voucher-unpublish' : 'voucher-publish'}
            >
              {published ? t('vouchers.form.unpublish') : t('vouchers.form.publish')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setDeleting(true)}
              data-testid="voucher-delete"
            >
              {t('common.actions.delete')}
            </Button>
          </>
        }
      />
      {created && !saved && (
        <Alert color="green" data-testid="voucher-created">
          {t('vouchers.form.created')}
        </Alert>
      )}
      {saved && (
        <Alert color="green" withCloseButton onClose={() => setSaved(false)} data-testid="voucher-saved">
          {t('vouchers.form.saved')}
        </Alert>
      )}
      <VoucherForm
        key={voucher.updatedAt}
        voucher={voucher}
        currency={voucher.currency}
        venues={venues}
        saving={update.isPending}
        onSave={async (body) => {
          await update.mutateAsync(body);
          setSaved(true);
        }}
        onCancel={() => navigate('/vouchers')}
      />
      {/* The desk sells a voucher whatever event is on, so it sells it here, where the voucher is. */}
      {published && can(ORDERS_AREA.write) && (
        <>
          <Divider />
          <DeskVoucherSale voucher={voucher} />
        </>
      )}
      <Divider />
      <VoucherCodesSection voucherId={voucher.voucherId} />
      <ConfirmModal
        opened={deleting}
        title={t('vouchers.delete.title')}
        confirmLabel={t('common.actions.delete')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(false)}
      >
        {t('vouchers.delete.body', { name })}
      </ConfirmModal>
    </Stack>
  );
}
