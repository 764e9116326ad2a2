import { useShop } from '../app/shop-context';
import { KeptItemPage } from '../ui/kept-list-pages';
import { PageHeading } from '../ui/page-heading';
import { OfferChooser } from './offer-chooser';
import { useProducts } from './use-products';

/**
 * /embed4/products/{productId}?orgId=…: a digital tour (podwalk or wayfinder), its text in the
 * shop's language (else the tour's default, the server's choice) and its offers to buy, read from
 * the museum's published tours (there is no public read of one).
 *
 * The way back leads to the museum's events in this family, the shop's front page: the tour is
 * opened from a link on the museum's own site, which stays around the frame, so "back" inside the
 * frame means "what else is on here", not the site the visitor is already on.
 */
export default function ProductPage({ productId }: { productId: string }) {
  const { t, orgId, locale, href } = useShop();
  return (
    <KeptItemPage
      list={useProducts(orgId, locale)}
      pick={(product) => product.productId === productId}
      backHref={href({ page: 'eventList' })}
      backText={t('shell.toEvents')}
      notFoundText={t('products.notFound')}
    >
      {(product, back) => (
        <article className="product stack" data-testid="product-page">
          {back}
          <p className="product-kind">{t(`products.kinds.${product.kind}`)}</p>
          <PageHeading name={product.name} text={product.description} language={product.language} textClass="product-text" />
          <OfferChooser product={product} />
        </article>
      )}
    </KeptItemPage>
  );
}
