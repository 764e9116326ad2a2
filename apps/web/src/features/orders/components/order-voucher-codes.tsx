import { Anchor, Badge, Text } from '@mantine/core';
import type { TOrderDetail } from '@foyer/contracts';
import { displayVoucherCode, formatMoney } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates/format';
import { DetailTable } from '../../../shared/ui/detail-table';
import { Section } from '../../events/components/detail-parts';
import { PrintVouchersButton } from './print-tickets-button';
import { voucherCodeState } from '../../vouchers/voucher-code-status';
import { payingCodeProblem } from '../order-display';

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
      <DetailTable
        label={t('orders.voucherCodes.title')}
        rows={order.voucherCodes}
        rowKey={(code) => code.codeId}
        rowTestId="order-voucher-code"
        columns={[
          {
            key: 'code',
            header: t('orders.voucherCodes.code'),
            cell: (code) => (
              <>
                <Anchor component={Link} to={`/vouchers/${code.voucherId}/edit`} ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  <code>{displayVoucherCode(code.code)}</code>
                </Anchor>
                {code.recipientName && (
                  <Text size="xs" c="dimmed">
                    {t('orders.voucherCodes.for', { name: code.recipientName })}
                  </Text>
                )}
              </>
            ),
          },
          {
            key: 'balance',
            header: t('orders.voucherCodes.balance'),
            nowrap: true,
            cell: (code) => t('orders.voucherCodes.ofValue', { balance: money(code.balanceMinor), value: money(code.valueMinor) }),
          },
          {
            key: 'expires',
            header: t('orders.voucherCodes.expires'),
            visibleFrom: 'sm',
            nowrap: true,
            cell: (code) => (code.expiresAt ? formatDate(code.expiresAt) : t('vouchers.list.noExpiry')),
          },
          {
            key: 'status',
            header: t('orders.voucherCodes.status'),
            // A long recipient's name took the width and cut the badge to "USED …" (a review walk).
            nowrap: true,
            cell: (code) => (
              <Badge variant="light" color={voucherCodeState(code) === 'Active' ? 'green' : 'gray'}>
                {t(`vouchers.codes.status.${voucherCodeState(code)}`)}
              </Badge>
            ),
          },
        ]}
      />
    </Section>
  );
}

/**
 * The code that paid an order, beside what it paid: its other orders one click away (the one that
 * bought it among them), and, when it was canceled or has expired since, that a refund of this
 * order would go back on a code no one can use.
 */
export function PayingCode({ code }: { code: NonNullable<TOrderDetail['paidWithCode']> }) {
  const { t } = useTranslation();
  // Every status and day: the order that bought the code may be old or refunded.
  const ordersOfCode = `/orders?search=${encodeURIComponent(displayVoucherCode(code.code))}&status=&range=CUSTOM`;
  const problem = payingCodeProblem(code, new Date());
  return (
    <>
      <Text size="sm" data-testid="order-paying-code">
        <Anchor component={Link} to={ordersOfCode} ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
          <code>{displayVoucherCode(code.code)}</code>
        </Anchor>{' '}
        <Text span size="xs" c="dimmed">
          {t('orders.detail.payingCodeOrders')}
        </Text>
      </Text>
      {problem && (
        <Text size="sm" c="orange.9" data-testid="order-paying-code-canceled">
          {t(problem.key, { day: formatDate(problem.expiresAt ?? '') })}
        </Text>
      )}
    </>
  );
}
