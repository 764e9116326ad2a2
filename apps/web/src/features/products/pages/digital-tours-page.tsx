import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconHeadphones, IconMap2 } from '@tabler/icons-react';
import type { TProduct } from '@foyer/contracts';
import { formatMoney } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyState, QueryStates } from '../../../shared/ui/page-states';
import { PublishStatusBadge } from '../../../shared/ui/publish-status-badge';
import { offerName, productName } from '../product-form';
import { useProducts } from '../queries';
import { languagesLine } from './products-page';

/**
 * /digital-tours (SPEC §2, PodwalksRead): the museum's podwalks and wayfinders as visitors buy them,
 * one card per tour with what it is in the page's language, its languages and its offers.
 */
export default function DigitalToursPage() {
  const { t, i18n } = useTranslation();
  const products = useProducts();
  const locale = i18n.language;

  return (
    <Stack>
      <PageHeader title={t('products.tours.title')} intro={t('products.tours.intro')} />
      <QueryStates query={products} operation={t('products.operations.load')}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState icon={<IconHeadphones size={32} stroke={1.5} color="var(--mantine-color-gray-5)" />} testId="tours-empty">
              {t('products.tours.empty')}
            </EmptyState>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {rows.map((product) => (
                <TourCard key={product.productId} product={product} locale={locale} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryStates>
    </Stack>
  );
}

function TourCard({ product, locale }: { product: TProduct; locale: string }) {
  const { t } = useTranslation();
  const name = productName(product, locale);
  const description =
    product.localization[locale as keyof TProduct['localization']]?.description ||
    product.localization[product.defaultLanguage]?.description;
  const Icon = product.kind === 'Podwalk' ? IconHeadphones : IconMap2;
  return (
    <Paper withBorder p="md" component="section" aria-label={name} data-testid="tour-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Icon size={22} stroke={1.5} aria-hidden />
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
          </Group>
          <PublishStatusBadge published={product.status === 'Published'} label={t(`products.status.${product.status}`)} />
        </Group>
        <Group gap="xs">
          <Badge variant="outline" color="gray" style={{ textTransform: 'none' }}>
            {t(`products.kinds.${product.kind}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('products.tours.languages', { languages: languagesLine(product, locale) })}
          </Text>
        </Group>
        {description && <Text size="sm">{description}</Text>}
        <Table verticalSpacing={4} aria-label={t('products.tours.offersOf', { name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('products.tours.offer')}</Table.Th>
              <Table.Th ta="right">{t('products.tours.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {product.offers.map((offer) => (
              <Table.Tr key={offer.offerId}>
                <Table.Td>{offerName(offer, locale)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(offer.price, product.currency, locale)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {/* Where the tour's access page sends a visitor: staff check the address the platform keeps. */}
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="tour-app-address">
          {product.appAddress ? t('products.tours.appAddress', { address: product.appAddress }) : t('products.tours.noAppAddress')}
        </Text>
      </Stack>
    </Paper>
  );
}
