import { useState } from 'react';
import type { TPublicVoucher } from '@foyer/contracts';
import { useShop } from '../app/shop-context';
import { ShopLink } from '../ui/shop-link';
import { useVouchers } from './use-vouchers';
import { ValidFor, VoucherChooser } from './voucher-chooser';

/**
 * /vouchers (ours): the museum's gift vouchers on sale, each with its value and how long it is
 * valid. Where the family has a page per voucher (as per donation campaign: /embed, /embed4)
 * "Buy" opens it; elsewhere the choice opens in place under the voucher.
 */
export default function VoucherListPage() {
  const { t, orgId, locale, family } = useShop();
  const { loaded, retry } = useVouchers(orgId, locale);
  const withPage = family.pages.includes('voucher');

  return (
    <section className="stack">
      <h1>{t('vouchers.title')}</h1>
      {loaded.state === 'loading' && (
        <p className="loading" role="status">
          {t('common.loading')}
        </p>
      )}
      {loaded.state === 'failed' && (
        <div className="notice notice-error" role="alert">
          <p>{t('common.loadFailed')}</p>
          <button type="button" className="button" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {loaded.state === 'ready' && loaded.items.length === 0 && <p className="notice">{t('vouchers.empty')}</p>}
      {loaded.state === 'ready' && loaded.items.length > 0 && (
        <ul className="donation-cards voucher-cards">
          {loaded.items.map((voucher) => (
            <li key={voucher.voucherId}>
              <VoucherCard voucher={voucher} withPage={withPage} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function VoucherCard({ voucher, withPage }: { voucher: TPublicVoucher; withPage: boolean }) {
  const { t, href, money } = useShop();
  const [open, setOpen] = useState(false);
  const buyLabel = t('vouchers.buyNamed', { name: voucher.name });
  return (
    <article className="donation-card voucher-card">
      <div className="donation-card-body stack">
        <h2 className="donation-card-title" lang={voucher.language}>
          {voucher.name}
        </h2>
        <p className="voucher-facts">
          <span className="voucher-value">{money(voucher.value, voucher.currency)}</span>
          <span className="muted">
            <ValidFor months={voucher.validForMonths} />
          </span>
        </p>
        {voucher.description && (
          <p className="donation-text" lang={voucher.language}>
            {voucher.description}
          </p>
        )}
        {withPage ? (
          <ShopLink className="button button-primary" href={href({ page: 'voucher', voucherId: voucher.voucherId })} aria-label={buyLabel}>
            {t('vouchers.buy')}
          </ShopLink>
        ) : (
          <>
            <button
              type="button"
              className={`button ${open ? '' : 'button-primary'}`}
              aria-expanded={open}
              aria-label={buyLabel}
              onClick={() => setOpen((now) => !now)}
            >
              {t('vouchers.buy')}
            </button>
            {open && <VoucherChooser voucher={voucher} />}
          </>
        )}
      </div>
    </article>
  );
}
