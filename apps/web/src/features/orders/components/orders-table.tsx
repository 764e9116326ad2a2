import { Anchor, Stack, Text } from '@mantine/core';
import type { TOrderListItem } from '@foyer/contracts';
import { formatMoney } from '@foyer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatDateTime, formatTime } from '../../../shared/dates/format';
import { EmailText } from '../../../shared/ui/email-text';
import { EntityTable, type EntityPagination } from '../../../shared/ui/entity-table';
import { orderPath, type OrderLinkState } from '../order-links';
import { contentsText, isPartlyRefunded, paymentMethodKey } from '../order-display';
import { OrderStatusBadge, PartlyRefundedBadge, RefundFailedBadge, PostedBadge } from './order-badges';

const nowrap = { whiteSpace: 'nowrap' } as const;
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

interface Props {
  orders: TOrderListItem[];
  dimmed: boolean;
  linkState: OrderLinkState;
  empty: ReactNode;
  pagination: EntityPagination;
}

/**
 * The orders of one page. On a phone (390 px) it keeps order, total and status as columns and
 * folds the rest under the order number; wider screens get a column each (the email its own only
 * on very wide ones, under the customer's name before that).
 */
export function OrdersTable({ orders, dimmed, linkState, empty, pagination }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.language;
  // A gift voucher that paid it all, not the card the order defaults to (as the order's page says).
  const paymentMethod = (order: TOrderListItem) => t(paymentMethodKey(order));
  const contents = (order: TOrderListItem) => contentsText(order.contents, t).join(', ') || '–';
  return (
    <EntityTable<TOrderListItem>
      label={t('orders.list.title')}
      rows={orders}
      rowKey={(order) => order.orderId}
      onRowClick={(order) => navigate(orderPath(order.orderId), { state: linkState })}
      rowTestId="order-row"
      testId="orders-table"
      dimmed={dimmed}
      empty={empty}
      pagination={pagination}
      columns={[
        {
          key: 'number',
          header: t('orders.columns.orderNumber'),
          cell: (order) => (
            <>
              <Anchor
                component={Link}
                to={orderPath(order.orderId)}
                state={linkState}
                fw={600}
                c="inherit"
                onClick={(click) => click.stopPropagation()}
                style={nowrap}
                data-testid="order-number"
              >
                {order.orderNumber}
              </Anchor>
              {/* Under sm the placed time and the customer fold in here; under md the contents and the payment. */}
              {/* Time and date may go on two lines: the phone's column is only as wide as a name. */}
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                <span style={nowrap}>{formatTime(order.createdAt)},</span> <span style={nowrap}>{formatDate(order.createdAt)}</span>
              </Text>
              <Text size="sm" hiddenFrom="sm" style={wrapAnywhere}>
                {order.customerName}
              </Text>
              {order.companyName && (
                <Text size="xs" c="dimmed" hiddenFrom="sm" style={wrapAnywhere}>
                  {order.companyName}
                </Text>
              )}
              <Text size="xs" c="dimmed" hiddenFrom="sm" style={wrapAnywhere}>
                <EmailText email={order.email} />
              </Text>
              {/* Wraps: an order of every kind ("2 tickets, 1 donation, 1 gift voucher, 1 digital tour") is wider than a phone. */}
              <Text size="xs" c="dimmed" hiddenFrom="md">
                {contents(order)} · {paymentMethod(order)}
              </Text>
            </>
          ),
        },
        {
          key: 'placed',
          header: t('orders.columns.placed'),
          visibleFrom: 'sm',
          nowrap: true,
          cell: (order) => formatDateTime(order.createdAt),
        },
        {
          key: 'customer',
          header: t('orders.columns.customer'),
          visibleFrom: 'sm',
          cell: (order) => (
            <>
              <Text size="sm" style={wrapAnywhere}>
                {order.customerName || '–'}
              </Text>
              {order.companyName && (
                <Text size="xs" c="dimmed" style={wrapAnywhere}>
                  {order.companyName}
                </Text>
              )}
              <Text size="xs" c="dimmed" hiddenFrom="xl" style={wrapAnywhere}>
                <EmailText email={order.email} />
              </Text>
            </>
          ),
        },
        {
          key: 'email',
          header: t('orders.columns.email'),
          visibleFrom: 'xl',
          cell: (order) => (
            <span style={wrapAnywhere}>
              <EmailText email={order.email} />
            </span>
          ),
        },
        {
          key: 'contents',
          header: t('orders.columns.contents'),
          visibleFrom: 'md',
          cell: (order) => (
            <Stack gap={0} data-testid="order-contents">
              {contentsText(order.contents, t).map((words) => (
                <Text key={words} size="sm" style={nowrap}>
                  {words}
                </Text>
              ))}
            </Stack>
          ),
        },
        {
          key: 'total',
          header: t('orders.columns.total'),
          align: 'right',
          nowrap: true,
          cell: (order) => (
            <>
              <Text span fw={500} inherit data-testid="order-total">
                {formatMoney(order.totalGrossAmount, order.currency, language)}
              </Text>
              {isPartlyRefunded(order) && (
                // May wrap before the word (the amount keeps its no-break space): nowrap, it widened a phone's table by 40 px.
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal' }} data-testid="order-refunded-amount">
                  {t('orders.list.refundedAmount', { amount: formatMoney(order.refundedAmount, order.currency, language) })}
                </Text>
              )}
            </>
          ),
        },
        { key: 'payment', header: t('orders.columns.paymentMethod'), visibleFrom: 'md', cell: paymentMethod },
        {
          key: 'status',
          header: t('orders.columns.status'),
          cell: (order) => (
            <Stack gap={4} align="flex-start">
              <OrderStatusBadge status={order.status} wrap />
              {isPartlyRefunded(order) && <PartlyRefundedBadge wrap />}
              {order.refundFailed && <RefundFailedBadge wrap />}
              {order.posted && <PostedBadge wrap sent={order.sentByPostAt !== null} />}
            </Stack>
          ),
        },
      ]}
    />
  );
}
