import type { TPublicDonation } from '@foyer/contracts';
import { useShop } from '../app/shop-context';
import { BuyOnPageOrInPlace, KeptListPage } from '../ui/kept-list-pages';
import { DonationChooser } from './donation-chooser';
import { useDonations } from './use-donations';

/**
 * /donations: the museum's published campaigns, each with its image, name, text and "Give". In
 * /embed and /embed4 "Give" opens the campaign's page (SPEC §2 /donations/{donationId}); the other
 * families have no such page, so "Give" opens the amounts in place on the list, under the campaign.
 */
export default function DonationListPage() {
  const { t, orgId, locale } = useShop();
  return (
    <KeptListPage
      title={t('donations.title')}
      list={useDonations(orgId, locale)}
      emptyText={t('donations.empty')}
      keyOf={(donation) => donation.donationId}
    >
      {(donation) => <DonationCard donation={donation} />}
    </KeptListPage>
  );
}

function DonationCard({ donation }: { donation: TPublicDonation }) {
  const { t, href, family } = useShop();
  return (
    <article className="donation-card">
      {donation.imageUrl && <img src={donation.imageUrl} alt="" loading="lazy" width={2160} height={1080} />}
      <div className="donation-card-body stack">
        <h2 className="donation-card-title" lang={donation.language}>
          {donation.name}
        </h2>
        {donation.description && (
          <p className="donation-text" lang={donation.language}>
            {donation.description}
          </p>
        )}
        <BuyOnPageOrInPlace
          pageHref={family.pages.includes('donation') ? href({ page: 'donation', donationId: donation.donationId }) : null}
          text={t('donations.give')}
          label={t('donations.giveTo', { name: donation.name })}
          chooser={() => <DonationChooser donation={donation} />}
        />
      </div>
    </article>
  );
}
