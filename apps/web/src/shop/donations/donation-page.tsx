import { useShop } from '../app/shop-context';
import { KeptItemPage } from '../ui/kept-list-pages';
import { PageHeading } from '../ui/page-heading';
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
          <PageHeading name={donation.name} text={donation.description} language={donation.language} textClass="donation-text" />
          <DonationChooser donation={donation} />
        </article>
      )}
    </KeptItemPage>
  );
}
