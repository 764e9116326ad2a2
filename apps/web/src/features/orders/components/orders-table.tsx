import { Anchor, Card, Table, Text } from '@mantine/core';
import type { TOrderListItem } from '@foyer/contracts';
import { formatMoney } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/dates/format';
import { orderPath, type OrderLinkState } from '../order-links';
import { OrderStatusBadge } from './order-badges';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * The orders of one page. On a phone (390 px) it keeps order, total and status as columns and
 * folds the rest under the order number; wider screens get a column each (the email its own only
 * on very wide ones, under the customer's name before that).
 */
export function OrdersTable({ orders, dimmed, linkState }: { orders: TOrderListItem[]; dimmed: boolean; linkState: OrderLinkState }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.language;
  return (
    <Card withBorder p={0} style={{ overflowX: 'auto' }}>
      <Table highlightOnHover verticalSpacing="sm" style={{ opacity: dimmed ? 0.6 : 1 }} data-testid="orders-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.columns.orderNumber')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('orders.columns.placed')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('orders.columns.customer')}</Table.Th>
            <Table.Th visibleFrom="xl">{t('orders.columns.email')}</Table.Th>
            <Table.Th visibleFrom="md" ta="right">
              {t('orders.columns.tickets')}
            </Table.Th>
            <Table.Th ta="right">{t('orders.columns.total')}</Table.Th>
            <Table.Th visibleFrom="md">{t('orders.columns.paymentMethod')}</Table.Th>
            <Table.Th>{t('orders.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => {
            const path = orderPath(order.orderId);
            const placed = formatDateTime(order.createdAt);
            return (
              <Table.Tr
                key={order.orderId}
                onClick={() => navigate(path, { state: linkState })}
                style={{ cursor: 'pointer' }}
                data-testid="order-row"
              >
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={path}
                    state={linkState}
                    fw={600}
                    c="inherit"
                    onClick={(click) => click.stopPropagation()}
                    style={nowrap}
                    data-testid="order-number"
                  >
                    {order.orderNumber}
                  </Anchor>
                  {/* Under sm the placed time and the customer fold in here; under md the tickets and the payment. */}
                  <Text size="xs" c="dimmed" hiddenFrom="sm" style={nowrap}>
                    {placed}
                  </Text>
                  <Text size="sm" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                    {order.customerName}
                  </Text>
                  {order.companyName && (
                    <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                      {order.companyName}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                    {order.email}
                  </Text>
                  <Text size="xs" c="dimmed" hiddenFrom="md" style={nowrap}>
                    {t('orders.list.tickets', { count: order.ticketCount })} · {t(`orders.paymentMethods.${order.paymentMethod}`)}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm" style={nowrap}>
                  {placed}
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {order.customerName || '–'}
                  </Text>
                  {order.companyName && (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {order.companyName}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" hiddenFrom="xl" style={{ overflowWrap: 'anywhere' }}>
                    {order.email}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="xl" style={{ overflowWrap: 'anywhere' }}>
                  {order.email}
                </Table.Td>
                <Table.Td visibleFrom="md" ta="right">
                  {order.ticketCount}
                </Table.Td>
                <Table.Td ta="right" fw={500} style={nowrap} data-testid="order-total">
                  {formatMoney(order.totalGrossAmount, order.currency, language)}
                </Table.Td>
                <Table.Td visibleFrom="md">{t(`orders.paymentMethods.${order.paymentMethod}`)}</Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
