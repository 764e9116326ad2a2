import { useEffect } from 'react';
import { useShop } from '../app/shop-context';
import { BackLink, LoadFailed, PageLoading } from '../ui/page-frame';
import { DonationChooser } from './donation-chooser';
import { useDonations } from './use-donations';

/** /embed and /embed4 /donations/{donationId}: one campaign, its text and the amounts to give. */
export default function DonationPage({ donationId }: { donationId: string }) {
  const { t, orgId, locale, href, setVenue } = useShop();
  const { loaded, retry } = useDonations(orgId, locale);
  const donation = loaded.state === 'ready' ? loaded.items.find((found) => found.donationId === donationId) : undefined;
  useEffect(() => setVenue(donation?.venueId ?? null), [donation, setVenue]);

  const back = <BackLink href={href({ page: 'donationList' })}>{t('donations.backToList')}</BackLink>;
  if (loaded.state === 'loading') return <PageLoading />;
  if (loaded.state === 'failed')
    return (
      <section className="stack">
        <LoadFailed onRetry={retry} />
      </section>
    );
  if (!donation)
    return (
      <section className="stack">
        {back}
        <p className="notice notice-error" role="alert">
          {t('donations.notFound')}
        </p>
      </section>
    );
  return (
    <article className="donation stack">
      {back}
      {donation.imageUrl && <img className="event-image" src={donation.imageUrl} alt="" width={2160} height={1080} />}
      <h1 lang={donation.language}>{donation.name}</h1>
      {donation.description && (
        <p className="donation-text" lang={donation.language}>
          {donation.description}
        </p>
      )}
      <DonationChooser donation={donation} />
    </article>
  );
}
