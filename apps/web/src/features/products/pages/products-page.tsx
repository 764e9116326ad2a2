import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconHeadphones, IconPlus, IconWorldOff, IconWorldUpload } from '@tabler/icons-react';
import { LANGUAGES, PODWALKS_AREA, PRODUCTS_AREA, type TProduct } from '@foyer/contracts';
import { formatMoney, languagesInWords } from '@foyer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/session';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { useCurrency } from '../../../shared/hooks/use-currency';
import { DeleteConfirmationModal, useDeleteConfirmation } from '../../../shared/ui/delete-confirmation';
import { EntityTable, RowActions } from '../../../shared/ui/entity-table';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyState, QueryStates } from '../../../shared/ui/page-states';
import { PublishStatusBadge } from '../../../shared/ui/publish-status-badge';
import { ProductFormModal } from '../components/product-form-modal';
import { useDeleteProduct, useSetProductStatus } from '../mutations';
import { offerName, productName } from '../product-form';
import { useProducts } from '../queries';

type Editing = { product: TProduct | null } | null;

/** The offers of a product for reading: "One listener DKK 49.00 · Family DKK 129.00". */
export const offersLine = (product: TProduct, locale: string) =>
  product.offers.map((offer) => `${offerName(offer, locale)} ${formatMoney(offer.price, product.currency, locale)}`).join(' · ');

/** The languages a product has a name in, as words in the page's language ("English and Danish"). */
export const languagesLine = (product: TProduct, locale: string) =>
  languagesInWords(
    LANGUAGES.filter((language) => product.localization[language]?.name),
    locale,
  );

/**
 * /products (SPEC §6 ProductsRead): the organisation's digital-tour products and their offers. The
 * platform's support staff create, edit, publish and delete them here (SupportWrite).
 */
export default function ProductsPage() {
  const { t, i18n } = useTranslation();
  const products = useProducts();
  const { can } = usePermissions();
  const canWrite = can(PRODUCTS_AREA.write);
  const currency = useCurrency();
  const showError = useErrorSnackbar();
  const setStatus = useSetProductStatus();
  const remove = useDeleteProduct();
  const deletion = useDeleteConfirmation((product: TProduct) => remove.mutateAsync(product.productId));
  const [editing, setEditing] = useState<Editing>(null);
  const locale = i18n.language;

  const toggle = async (product: TProduct) => {
    try {
      await setStatus.mutateAsync({ productId: product.productId, status: product.status === 'Published' ? 'Draft' : 'Published' });
    } catch (error) {
      showError(localizedErrorText(error, t));
    }
  };
  return (
    <Stack>
      <PageHeader
        title={t('shell.nav.products')}
        intro={t('products.list.intro')}
        actions={
          <>
            {can(PODWALKS_AREA.menu) && (
              <Button component={Link} to="/digital-tours" variant="default" data-testid="to-digital-tours">
                {t('products.tours.title')}
              </Button>
            )}
            {canWrite && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ product: null })} data-testid="product-add">
                {t('products.list.add')}
              </Button>
            )}
          </>
        }
      />
      <QueryStates query={products} operation={t('products.operations.load')}>
        {(rows) => (
          <EntityTable<TProduct>
            label={t('shell.nav.products')}
            rows={rows}
            rowKey={(product) => product.productId}
            rowTestId="product-row"
            testId="products-table"
            empty={
              <EmptyState icon={<IconHeadphones size={32} stroke={1.5} color="var(--mantine-color-gray-5)" />} testId="products-empty">
                {t('products.list.empty')}
              </EmptyState>
            }
            columns={[
              {
                key: 'name',
                header: t('products.fields.name'),
                cell: (product) => (
                  <>
                    <Text fw={600} size="sm">
                      {productName(product, locale)}
                    </Text>
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {offersLine(product, locale)}
                    </Text>
                  </>
                ),
              },
              {
                key: 'kind',
                header: t('products.fields.kind'),
                nowrap: true,
                cell: (product) => (
                  <Badge variant="outline" color="gray" style={{ textTransform: 'none', minWidth: 'max-content' }}>
                    {t(`products.kinds.${product.kind}`)}
                  </Badge>
                ),
              },
              {
                key: 'offers',
                header: t('products.fields.offers'),
                visibleFrom: 'sm',
                cell: (product) => <Text size="sm">{offersLine(product, locale)}</Text>,
              },
              {
                key: 'languages',
                header: t('products.fields.languages'),
                visibleFrom: 'md',
                nowrap: true,
                cell: (product) => <Text size="sm">{languagesLine(product, locale)}</Text>,
              },
              {
                key: 'status',
                header: t('products.fields.status'),
                nowrap: true,
                cell: (product) => (
                  <PublishStatusBadge
                    published={product.status === 'Published'}
                    label={t(`products.status.${product.status}`)}
                    testId="product-status"
                  />
                ),
              },
              canWrite && {
                key: 'actions',
                header: <VisuallyHidden>{t('products.list.actions')}</VisuallyHidden>,
                fit: true,
                cell: (product) => {
                  const name = productName(product, locale);
                  const published = product.status === 'Published';
                  const label = t(published ? 'products.list.unpublishNamed' : 'products.list.publishNamed', { name });
                  return (
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={t(published ? 'products.list.unpublish' : 'products.list.publish')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={label}
                          onClick={() => void toggle(product)}
                          data-testid="product-toggle-status"
                        >
                          {published ? <IconWorldOff size={18} /> : <IconWorldUpload size={18} />}
                        </ActionIcon>
                      </Tooltip>
                      <RowActions
                        edit={{ label: t('products.list.editNamed', { name }), onClick: () => setEditing({ product }) }}
                        remove={{ label: t('products.list.deleteNamed', { name }), onClick: () => deletion.ask(product) }}
                      />
                    </Group>
                  );
                },
              },
            ]}
          />
        )}
      </QueryStates>

      <ProductFormModal
        opened={editing !== null}
        product={editing?.product ?? null}
        currency={editing?.product?.currency ?? currency}
        onClose={() => setEditing(null)}
      />
      <DeleteConfirmationModal deletion={deletion} title={t('products.delete.title')}>
        {(product) => t('products.delete.body', { name: productName(product, locale) })}
      </DeleteConfirmationModal>
    </Stack>
  );
}
