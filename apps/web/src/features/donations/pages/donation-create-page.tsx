import { Stack } from '@mantine/core';
import { VENUES_AREA } from '@foyer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermissions } from '../../../app/session';
import { useCurrency } from '../../../shared/hooks/use-currency';
import { PageHeader } from '../../../shared/ui/page-header';
import { venuesQuery } from '../../venues/queries';
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

/** The venues a campaign may be tied to, when the user may read them; null otherwise. */
export function useVenueChoices() {
  const { can } = usePermissions();
  const venues = useQuery({ ...venuesQuery(), enabled: can(VENUES_AREA.read) });
  return venues.data ?? null;
}
