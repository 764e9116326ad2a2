import { useShop } from '../app/shop-context';
import { KeptItemPage } from '../ui/kept-list-pages';
import { DonationChooser } from './donation-chooser';
import { useDonations } from './use-donations';

/** /embed and /embed4 /donations/{donationId}: one campaign, its text and the amounts to give. */
export default function DonationPage({ donationId }: { donationId: string }) {
  const { t, orgId, locale, href } = useShop();
  return (
    <KeptItemPage
      list={useDonations(orgId, locale)}
      pick={(donation) => donation.donationId === donationId}
      backHref={href({ page: 'donationList' })}
      backText={t('donations.backToList')}
      notFoundText={t('donations.notFound')}
    >
      {(donation, back) => (
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
      )}
    </KeptItemPage>
  );
}
