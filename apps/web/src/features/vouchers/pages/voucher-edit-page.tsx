import { Divider, Stack } from '@mantine/core';
import { ORDERS_AREA, type TVoucher } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { DeleteConfirmationModal, useDeleteConfirmation } from '../../../shared/ui/delete-confirmation';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { EditPageStates, PublishableHeader, SavedNotices, useSaveNotes } from '../../../shared/ui/publishable-edit';
import { usePermissions } from '../../../app/session';
import { DeskVoucherSale } from '../../box-office/components/desk-voucher-sale';
import { useVenueChoices } from '../../venues/queries';
import { VoucherCodesSection } from '../components/voucher-codes-section';
import { VoucherForm } from '../components/voucher-form';
import { voucherListPathOf, voucherName } from '../voucher-form';
import { useDeleteVoucher, useSetVoucherStatus, useUpdateVoucher } from '../mutations';
import { useVoucher } from '../queries';

/** /vouchers/{voucherId}/edit: the voucher's form, publishing and deleting. */
export default function VoucherEditPage() {
  const { t } = useTranslation();
  const { voucherId = '' } = useParams();
  const voucher = useVoucher(voucherId);
  return (
    <EditPageStates
      query={voucher}
      title={t('vouchers.form.editTitle')}
      back={backToList(t)}
      operation={t('vouchers.operations.loadOne')}
      notFound={{
        title: t('vouchers.notFound.title'),
        body: t('vouchers.notFound.body'),
        to: '/vouchers',
        label: t('vouchers.notFound.back'),
      }}
      testId="voucher-not-found"
    >
      {(loaded) => <VoucherEditor key={loaded.voucherId} voucher={loaded} onReload={() => void voucher.refetch()} />}
    </EditPageStates>
  );
}

/** The way back to the list, above the title: to where the voucher is listed, once it is known. */
const backToList = (t: (key: string) => string, voucher?: TVoucher) => ({
  to: voucher ? voucherListPathOf(voucher) : '/vouchers',
  label: t('vouchers.list.title'),
  testId: 'back-to-vouchers',
});

function VoucherEditor({ voucher, onReload }: { voucher: TVoucher; onReload(): void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const showError = useErrorSnackbar();
  const update = useUpdateVoucher(voucher.voucherId);
  const setStatus = useSetVoucherStatus(voucher.voucherId);
  const remove = useDeleteVoucher();
  const deletion = useDeleteConfirmation(() => remove.mutateAsync(voucher.voucherId), {
    onDeleted: () => navigate('/vouchers', { replace: true }),
    closeOnRefusal: true,
  });
  const venues = useVenueChoices();
  const { can } = usePermissions();
  const notes = useSaveNotes();
  const published = voucher.status === 'Published';
  const name = voucherName(voucher, i18n.language);

  const changeStatus = async () => {
    try {
      await setStatus.mutateAsync(published ? 'Draft' : 'Published');
      notes.setSaved(false);
    } catch (error) {
      showError(`${t('vouchers.errors.edit')}: ${localizedErrorText(error, t)}`);
    }
  };

  return (
    <Stack>
      <PublishableHeader
        title={t('vouchers.form.editTitle')}
        name={name}
        published={published}
        statusLabel={t(`vouchers.status.${voucher.status}`)}
        back={backToList(t, voucher)}
        publishLabel={t('vouchers.form.publish')}
        unpublishLabel={t('vouchers.form.unpublish')}
        changingStatus={setStatus.isPending}
        onChangeStatus={() => void changeStatus()}
        onDelete={() => deletion.ask(voucher)}
        testIdPrefix="voucher"
      />
      <SavedNotices notes={notes} createdText={t('vouchers.form.created')} savedText={t('vouchers.form.saved')} testIdPrefix="voucher" />
      <VoucherForm
        key={voucher.updatedAt}
        voucher={voucher}
        currency={voucher.currency}
        venues={venues}
        saving={update.isPending}
        onSave={async (body) => {
          // The copy the form was filled from: a save by someone else since is refused (409 stale_version).
          await update.mutateAsync({ ...body, updatedAt: voucher.updatedAt });
          notes.setSaved(true);
        }}
        onReload={onReload}
        onCancel={() => navigate(voucherListPathOf(voucher))}
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
      <DeleteConfirmationModal deletion={deletion} title={t('vouchers.delete.title')}>
        {() => t('vouchers.delete.body', { name })}
      </DeleteConfirmationModal>
    </Stack>
  );
}
