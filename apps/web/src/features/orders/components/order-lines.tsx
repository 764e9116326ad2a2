import { Group, Stack, Table, Text } from '@mantine/core';
import type { TOrderDetail } from '@foyer/contracts';
import { formatMoney } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { Section } from '../../events/components/detail-parts';
import { feeValueLabel } from '../../fees/fee-form';
import { ScrollRegion } from '../../../shared/ui/scroll-region';
import { lineTimeText, lineWords, vatText } from '../order-display';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The lines bought (times in each line's own zone), the fees, and the order's net, VAT and gross. */
export function OrderLines({ order }: { order: TOrderDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (minor: number) => formatMoney(minor, order.currency, language);
  return (
    <Section title={t('orders.lines.title')} testId="order-lines">
      {/* On a phone the time and type fold under the item; the prices stay with the quantity and total. */}
      <ScrollRegion label={t('orders.lines.title')}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.lines.item')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('orders.lines.time')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('orders.lines.type')}</Table.Th>
              <Table.Th ta="right">{t('orders.lines.quantity')}</Table.Th>
              <Table.Th visibleFrom="sm" ta="right">
                {t('orders.lines.unitPrice')}
              </Table.Th>
              <Table.Th visibleFrom="sm" ta="right">
                {t('orders.lines.vat')}
              </Table.Th>
              <Table.Th ta="right">{t('orders.lines.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line) => {
              const words = lineWords(line);
              const under = words.under.key ? t(words.under.key) : words.under.text;
              return (
                <Table.Tr key={line.lineNo} data-testid="order-line" data-kind={line.kind}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {words.name}
                    </Text>
                    {under && (
                      <Text size="xs" c="dimmed" data-testid="order-line-under">
                        {under}
                      </Text>
                    )}
                    <Text size="xs" hiddenFrom="sm">
                      {lineTimeText(line)}
                    </Text>
                    <Text size="xs" hiddenFrom="sm">
                      {[words.type, money(line.unitGross)].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm" style={nowrap}>
                    {lineTimeText(line)}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{words.type ?? '–'}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td visibleFrom="sm" ta="right" style={nowrap}>
                    {money(line.unitGross)}
                  </Table.Td>
                  <Table.Td visibleFrom="sm" ta="right" style={nowrap}>
                    {vatText(line.vatBasisPoints, language)}
                  </Table.Td>
                  <Table.Td ta="right" fw={500} style={nowrap}>
                    {money(line.totalGross)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {order.fees.map((fee) => (
              <Table.Tr key={fee.category} data-testid="order-fee">
                <Table.Td>
                  <Text size="sm">{t('orders.lines.fee', { name: t(`fees.categories.${fee.category}.label`) })}</Text>
                  {/* A fee has its own VAT rate, which the order does not keep: its VAT shows as an amount. */}
                  <Text size="xs" c="dimmed">
                    {feeValueLabel(fee, order.currency, language)} ·{' '}
                    {fee.type === 'Percentage' && `${t('orders.lines.feeNet', { amount: money(fee.total.net) })} · `}
                    {t('orders.lines.feeVat', { amount: money(fee.total.tax) })}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm" />
                <Table.Td visibleFrom="sm" />
                <Table.Td />
                <Table.Td visibleFrom="sm" />
                <Table.Td visibleFrom="sm" />
                <Table.Td ta="right" fw={500} style={nowrap}>
                  {money(fee.total.gross)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Stack gap={4} mt="md" ml="auto" w={{ base: '100%', xs: 320 }} data-testid="order-totals">
        <TotalRow label={t('orders.lines.net')} value={money(order.total.net)} />
        <TotalRow label={t('orders.lines.vatTotal')} value={money(order.total.tax)} />
        <TotalRow label={t('orders.lines.gross')} value={money(order.total.gross)} strong />
      </Stack>
    </Section>
  );
}

function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={nowrap}>
        {value}
      </Text>
    </Group>
  );
}
