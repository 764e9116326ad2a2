import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrency } from '../../../shared/hooks/use-currency';
import { PageHeader } from '../../../shared/ui/page-header';
import { useVenueChoices } from '../../venues/queries';
import { VoucherForm } from '../components/voucher-form';
import { voucherEditPath } from '../voucher-form';
import { useCreateVoucher } from '../mutations';

/** /vouchers/create: a new gift voucher, saved as a draft and opened to publish it. */
export default function VoucherCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateVoucher();
  const currency = useCurrency();
  const venues = useVenueChoices();
  return (
    <Stack>
      <PageHeader
        title={t('vouchers.form.createTitle')}
        intro={t('vouchers.form.createIntro')}
        back={{ to: '/vouchers', label: t('vouchers.list.title'), testId: 'back-to-vouchers' }}
      />
      <VoucherForm
        currency={currency}
        venues={venues}
        saving={create.isPending}
        onSave={async (voucher) => {
          const created = await create.mutateAsync(voucher);
          navigate(voucherEditPath(created.voucherId), { replace: true, state: { created: true } });
        }}
        onCancel={() => navigate('/vouchers')}
      />
    </Stack>
  );
}
