import { useEffect } from 'react';
import { useShop } from '../app/shop-context';
import { ShopLink } from '../ui/shop-link';
import { useVouchers } from './use-vouchers';
import { ValidFor, VoucherChooser } from './voucher-chooser';

/** /embed and /embed4 /vouchers/{voucherId} (ours): one gift voucher, its value and validity, and the choice. */
export default function VoucherPage({ voucherId }: { voucherId: string }) {
  const { t, orgId, locale, href, money, setVenue } = useShop();
  const { loaded, retry } = useVouchers(orgId, locale);
  const voucher = loaded.state === 'ready' ? loaded.items.find((found) => found.voucherId === voucherId) : undefined;
  useEffect(() => setVenue(voucher?.venueId ?? null), [voucher, setVenue]);

  const back = (
    <ShopLink className="back-link" href={href({ page: 'voucherList' })}>
      <span aria-hidden="true">‹</span>
      {t('vouchers.backToList')}
    </ShopLink>
  );
  if (loaded.state === 'loading')
    return (
      <p className="loading" role="status">
        {t('common.loading')}
      </p>
    );
  if (loaded.state === 'failed')
    return (
      <section className="stack">
        <div className="notice notice-error" role="alert">
          <p>{t('common.loadFailed')}</p>
          <button type="button" className="button" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      </section>
    );
  if (!voucher)
    return (
      <section className="stack">
        {back}
        <p className="notice notice-error" role="alert">
          {t('vouchers.notFound')}
        </p>
      </section>
    );
  return (
    <article className="voucher stack">
      {back}
      <h1 lang={voucher.language}>{voucher.name}</h1>
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
      <VoucherChooser voucher={voucher} />
    </article>
  );
}
