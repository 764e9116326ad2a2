import { useShop } from '../app/shop-context';
import { KeptItemPage } from '../ui/kept-list-pages';
import { useVouchers } from './use-vouchers';
import { VoucherChooser, VoucherFacts } from './voucher-chooser';

/** /embed and /embed4 /vouchers/{voucherId} (ours): one gift voucher, its value and validity, and the choice. */
export default function VoucherPage({ voucherId }: { voucherId: string }) {
  const { t, orgId, locale, href } = useShop();
  return (
    <KeptItemPage
      list={useVouchers(orgId, locale)}
      pick={(voucher) => voucher.voucherId === voucherId}
      backHref={href({ page: 'voucherList' })}
      backText={t('vouchers.backToList')}
      notFoundText={t('vouchers.notFound')}
    >
      {(voucher, back) => (
        <article className="voucher stack">
          {back}
          <h1 lang={voucher.language}>{voucher.name}</h1>
          <VoucherFacts voucher={voucher} />
          <VoucherChooser voucher={voucher} />
        </article>
      )}
    </KeptItemPage>
  );
}
