import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { TOrderDetail } from '@foyer/contracts';
import { displayVoucherCode, formatMoney } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates/format';
import { ScrollRegion } from '../../../shared/ui/scroll-region';
import { Section } from '../../events/components/detail-parts';
import { PrintVouchersButton } from './print-tickets-button';

/** The gift voucher codes the order bought: what each is worth, what is left, until when; each under its voucher's page. */
export function OrderVoucherCodes({ order }: { order: TOrderDetail }) {
  const { t, i18n } = useTranslation();
  if (order.voucherCodes.length === 0) return null;
  const money = (minor: number) => formatMoney(minor, order.currency, i18n.language);
  return (
    <Section
      title={t('orders.voucherCodes.title')}
      testId="order-voucher-codes"
      // What is still valid, to hand over at the desk or send again by hand.
      action={
        order.voucherCodes.some((code) => code.status === 'Active') && (
          <PrintVouchersButton orderId={order.orderId} orderNumber={order.orderNumber} />
        )
      }
    >
      <ScrollRegion label={t('orders.voucherCodes.title')}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.voucherCodes.code')}</Table.Th>
              <Table.Th>{t('orders.voucherCodes.balance')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('orders.voucherCodes.expires')}</Table.Th>
              <Table.Th>{t('orders.voucherCodes.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.voucherCodes.map((code) => (
              <Table.Tr key={code.codeId} data-testid="order-voucher-code">
                <Table.Td>
                  <Anchor component={Link} to={`/vouchers/${code.voucherId}/edit`} ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {displayVoucherCode(code.code)}
                  </Anchor>
                  {code.recipientName && (
                    <Text size="xs" c="dimmed">
                      {t('orders.voucherCodes.for', { name: code.recipientName })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {t('orders.voucherCodes.ofValue', { balance: money(code.balanceMinor), value: money(code.valueMinor) })}
                </Table.Td>
                <Table.Td visibleFrom="sm">{code.expiresAt ? formatDate(code.expiresAt) : t('vouchers.list.noExpiry')}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={code.status === 'Active' ? 'green' : 'gray'}>
                    {t(`vouchers.codes.status.${code.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Section>
  );
}
