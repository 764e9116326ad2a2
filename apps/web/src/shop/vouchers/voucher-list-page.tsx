import type { TPublicVoucher } from '@foyer/contracts';
import { useShop } from '../app/shop-context';
import { BuyOnPageOrInPlace, KeptListPage } from '../ui/kept-list-pages';
import { useVouchers } from './use-vouchers';
import { VoucherChooser, VoucherFacts } from './voucher-chooser';

/**
 * /vouchers (ours, not in the SPEC): the museum's gift vouchers on sale, each with its value and
 * how long it is valid. Where the family has a page per voucher (as per donation campaign: /embed,
 * /embed4) "Buy" opens it; elsewhere the choice opens in place under the voucher.
 */
export default function VoucherListPage() {
  const { t, orgId, locale } = useShop();
  return (
    <KeptListPage
      title={t('vouchers.title')}
      list={useVouchers(orgId, locale)}
      emptyText={t('vouchers.empty')}
      className="voucher-cards"
      keyOf={(voucher) => voucher.voucherId}
    >
      {(voucher) => <VoucherCard voucher={voucher} />}
    </KeptListPage>
  );
}

function VoucherCard({ voucher }: { voucher: TPublicVoucher }) {
  const { t, href, family } = useShop();
  return (
    <article className="donation-card voucher-card">
      <div className="donation-card-body stack">
        <h2 className="donation-card-title" lang={voucher.language}>
          {voucher.name}
        </h2>
        <VoucherFacts voucher={voucher} />
        <BuyOnPageOrInPlace
          pageHref={family.pages.includes('voucher') ? href({ page: 'voucher', voucherId: voucher.voucherId }) : null}
          text={t('vouchers.buy')}
          label={t('vouchers.buyNamed', { name: voucher.name })}
          chooser={() => <VoucherChooser voucher={voucher} />}
        />
      </div>
    </article>
  );
}
