import { useState } from 'react';
import type { TPublicDonation } from '@foyer/contracts';
import { useShop } from '../app/shop-context';
import { LoadFailed, PageLoading } from '../ui/page-frame';
import { ShopLink } from '../ui/shop-link';
import { DonationChooser } from './donation-chooser';
import { useDonations } from './use-donations';

/**
 * /donations: the museum's published campaigns, each with its image, name, text and "Give". In
 * /embed and /embed4 "Give" opens the campaign's page (SPEC §2 /donations/{donationId}); the other
 * families have no such page, so "Give" opens the amounts in place on the list, under the campaign.
 */
export default function DonationListPage() {
  const { t, orgId, locale, family } = useShop();
  const { loaded, retry } = useDonations(orgId, locale);
  const withPage = family.pages.includes('donation');

  return (
    <section className="stack">
      <h1>{t('donations.title')}</h1>
      {loaded.state === 'loading' && <PageLoading />}
      {loaded.state === 'failed' && <LoadFailed onRetry={retry} />}
      {loaded.state === 'ready' && loaded.items.length === 0 && <p className="notice">{t('donations.empty')}</p>}
      {loaded.state === 'ready' && loaded.items.length > 0 && (
        <ul className="donation-cards">
          {loaded.items.map((donation) => (
            <li key={donation.donationId}>
              <DonationCard donation={donation} withPage={withPage} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DonationCard({ donation, withPage }: { donation: TPublicDonation; withPage: boolean }) {
  const { t, href } = useShop();
  const [open, setOpen] = useState(false);
  const giveLabel = t('donations.giveTo', { name: donation.name });
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
        {withPage ? (
          <ShopLink
            className="button button-primary"
            href={href({ page: 'donation', donationId: donation.donationId })}
            aria-label={giveLabel}
          >
            {t('donations.give')}
          </ShopLink>
        ) : (
          <>
            <button
              type="button"
              className={`button ${open ? '' : 'button-primary'}`}
              aria-expanded={open}
              aria-label={giveLabel}
              onClick={() => setOpen((now) => !now)}
            >
              {t('donations.give')}
            </button>
            {open && <DonationChooser donation={donation} />}
          </>
        )}
      </div>
    </article>
  );
}
