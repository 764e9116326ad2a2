import { shopApi } from '../api/shop-api';
import { useShop } from '../app/shop-context';
import { BackLink, PageLoading, PageNotShown } from '../ui/page-frame';
import { usePageReading } from '../ui/page-reading';
import { ShopLink } from '../ui/shop-link';
import { OfferChooser } from './offer-chooser';

/**
 * /embed4/products/{productId}?orgId=…: a digital tour (podwalk or wayfinder), its text in the
 * shop's language (else the tour's default, the server's choice) and its offers to buy. There is
 * no public read of one tour: the page reads the museum's published tours and takes this one.
 *
 * The way back leads to the museum's events in this family, the shop's front page: the tour is
 * opened from a link on the museum's own site, which stays around the frame, so "back" inside the
 * frame means "what else is on here", not the site the visitor is already on.
 */
export default function ProductPage({ productId }: { productId: string }) {
  const { t, orgId, locale, href } = useShop();
  const { reading, retry } = usePageReading(`${orgId}|${locale}|${productId}`, () =>
    shopApi.products(orgId, locale).then((products) => products.find((found) => found.productId === productId) ?? null),
  );
  const toEvents = href({ page: 'eventList' });

  if (reading.state === 'loading') return <PageLoading />;
  if (reading.state === 'failed' || !reading.value)
    return (
      <PageNotShown
        notFound={reading.state === 'ready' || reading.notFound}
        notFoundText={t('products.notFound')}
        wayOn={
          <ShopLink className="button" href={toEvents}>
            {t('shell.toEvents')}
          </ShopLink>
        }
        onRetry={retry}
      />
    );
  const product = reading.value;
  return (
    <article className="product stack" data-testid="product-page">
      <BackLink href={toEvents}>{t('shell.toEvents')}</BackLink>
      <p className="product-kind">{t(`products.kinds.${product.kind}`)}</p>
      <h1 lang={product.language}>{product.name}</h1>
      {product.description && (
        <p className="product-text" lang={product.language}>
          {product.description}
        </p>
      )}
      <OfferChooser product={product} />
    </article>
  );
}
