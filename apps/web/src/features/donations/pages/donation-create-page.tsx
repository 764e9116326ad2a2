import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrency } from '../../../shared/hooks/use-currency';
import { PageHeader } from '../../../shared/ui/page-header';
import { useVenueChoices } from '../../venues/queries';
import { DonationForm } from '../components/donation-form';
import { donationEditPath } from '../donation-form';
import { useCreateDonation } from '../mutations';

/** /donation-create: a new campaign, saved as a draft and then opened to add its image and publish it. */
export default function DonationCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateDonation();
  const currency = useCurrency();
  const venues = useVenueChoices();

  return (
    <Stack>
      <PageHeader
        title={t('donations.form.createTitle')}
        intro={t('donations.form.createIntro')}
        back={{ to: '/donations', label: t('shell.nav.donations'), testId: 'back-to-donations' }}
      />
      <DonationForm
        currency={currency}
        venues={venues}
        saving={create.isPending}
        onSave={async (donation) => {
          const created = await create.mutateAsync(donation);
          navigate(donationEditPath(created.donationId), { replace: true, state: { created: true } });
        }}
        onCancel={() => navigate('/donations')}
      />
    </Stack>
  );
}
