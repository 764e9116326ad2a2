import { Alert, Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LANGUAGES, ORDERS_AREA, type TOrderDetail } from '@foyer/contracts';
import { formatMoney } from '@foyer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { usePermissions } from '../../../app/session';
import { formatDateTime } from '../../../shared/dates/format';
import { Field, Fields, Section } from '../../events/components/detail-parts';
import { BackLink } from '../../../shared/ui/page-header';
import { LoadFailure, PageLoading } from '../../../shared/ui/page-states';
import { OrderHistory, OrderMails, OrderPayments, OrderRefunds } from '../components/order-activity';
import { OrderStatusBadge, PartlyRefundedBadge, PostedBadge } from '../components/order-badges';
import { OrderCustomer } from '../components/order-customer';
import { OrderActions } from '../components/order-actions';
import { OrderLines } from '../components/order-lines';
import { OrderTickets } from '../components/order-tickets';
import { OrderVoucherCodes, PayingCode } from '../components/order-voucher-codes';
import { OrderTourAccesses } from '../components/order-tour-accesses';
import { hasOpenDispute, isPartlyRefunded, paidWhollyByVoucher, paymentMethodKey } from '../order-display';
import { ordersListPath } from '../order-links';
import { useOrder } from '../queries';

/** /orders/:orderId — one order: who bought what, the tickets, payments, mails and history; refund, resend and cancel with OrdersWrite. */
export default function OrderPage() {
  const { orderId } = useParams();
  const { t } = useTranslation();
  const back = ordersListPath(useLocation().state);
  const query = useOrder(orderId);

  if (query.isError) {
    // 404 (another organisation's order too) and a malformed id (400) read as not found; anything else can be tried again.
    return (
      <Stack>
        <BackLink to={back} label={t('orders.detail.back')} />
        <LoadFailure
          error={query.error}
          operation={t('orders.operations.loadOrder')}
          onRetry={() => void query.refetch()}
          notFoundStatuses={[400, 404]}
          notFound={() => ({
            title: t('orders.detail.notFound'),
            body: t('orders.detail.notFoundBody'),
            to: back,
            label: t('orders.detail.back'),
          })}
          testId="order-not-found"
        />
      </Stack>
    );
  }
  if (!query.data) return <PageLoading />;
  return <OrderDetails order={query.data} back={back} />;
}

function OrderDetails({ order, back }: { order: TOrderDetail; back: string }) {
  const { t, i18n } = useTranslation();
  const { can } = usePermissions();
  // What the last action did (refunded, sent, canceled), until closed or the next one.
  const [notice, setNotice] = useState<string | null>(null);
  const language = i18n.language;
  const total = formatMoney(order.totalGrossAmount, order.currency, language);
  const canceledTickets = order.tickets.filter((ticket) => ticket.status === 'CANCELED').length;
  const orderLanguage = (LANGUAGES as readonly string[]).includes(order.language)
    ? t(`events.languages.${order.language}`)
    : order.language;

  return (
    <Stack data-testid="order-page">
      <Stack gap={4}>
        <BackLink to={back} label={t('orders.detail.back')} />
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="sm" align="center">
              <Title order={1} size="h2" data-testid="order-title">
                {t('orders.detail.title', { number: order.orderNumber })}
              </Title>
              <OrderStatusBadge status={order.status} size="lg" />
              {isPartlyRefunded(order) && <PartlyRefundedBadge size="lg" />}
              {order.posted && <PostedBadge size="lg" sent={order.sentByPostAt !== null} />}
            </Group>
            <Text size="sm" c="dimmed">
              {t('orders.detail.placed', { date: formatDateTime(order.createdAt) })}
            </Text>
          </Stack>
          {/* Right of the title; under it, left-aligned, once the header wraps on a phone. */}
          <Box ta={{ base: 'left', xs: 'right' }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('orders.detail.total')}
            </Text>
            <Text size="xl" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="order-total">
              {total}
            </Text>
          </Box>
        </Group>
      </Stack>

      {order.status === 'Pending' && (
        <Alert color="orange" data-testid="order-awaiting-approval">
          {t('orders.detail.awaitingApproval')}
        </Alert>
      )}
      {order.refundFailed && (
        <Alert color="red" data-testid="order-refund-failed-notice">
          {t('orders.detail.refundFailed')}
        </Alert>
      )}
      {hasOpenDispute(order) && (
        <Alert color="orange" data-testid="order-disputed">
          {t('orders.detail.disputed')}
        </Alert>
      )}
      {/* An organisation admin reads orders (OrdersRead) but acts on them only with OrdersWrite. */}
      {can(ORDERS_AREA.write) && <OrderActions order={order} onDone={setNotice} />}
      {notice && (
        <Alert color="green" withCloseButton onClose={() => setNotice(null)} data-testid="order-notice">
          {notice}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <OrderCustomer order={order} canWrite={can(ORDERS_AREA.write)} onDone={setNotice} />
        <Section title={t('orders.detail.summary')} testId="order-summary">
          <Fields>
            <Field label={t('orders.detail.paymentMethod')}>
              <span data-testid="order-payment-method">{t(paymentMethodKey(order))}</span>
            </Field>
            <Field label={t('orders.detail.total')}>{total}</Field>
            {order.voucherPaidAmount > 0 && (
              <>
                <Field label={t('orders.detail.voucherPaid')}>
                  <span data-testid="order-voucher-paid">{formatMoney(order.voucherPaidAmount, order.currency, language)}</span>
                  {order.paidWithCode && <PayingCode code={order.paidWithCode} />}
                </Field>
                {!paidWhollyByVoucher(order) && (
                  <Field label={t('orders.detail.restPaid', { method: t(`orders.paymentMethods.${order.paymentMethod}`) })}>
                    {formatMoney(order.totalGrossAmount - order.voucherPaidAmount, order.currency, language)}
                  </Field>
                )}
              </>
            )}
            {order.refundedAmount > 0 && (
              <Field label={t('orders.detail.refunded')}>
                <span data-testid="order-refunded">{formatMoney(order.refundedAmount, order.currency, language)}</span>
              </Field>
            )}
            <Field label={t('orders.detail.chargedAt')}>{order.chargedAt ? formatDateTime(order.chargedAt) : ''}</Field>
            <Field label={t('orders.detail.updatedAt')}>{formatDateTime(order.updatedAt)}</Field>
            <Field label={t('orders.columns.tickets')}>
              {/* Refunded tickets stay listed below, so the count says how many of them no longer admit. */}
              <span data-testid="order-ticket-count">
                {order.ticketCount}
                {canceledTickets > 0 && ` (${t('orders.detail.ticketsCanceled', { count: canceledTickets })})`}
              </span>
            </Field>
            <Field label={t('orders.detail.language')}>{orderLanguage}</Field>
          </Fields>
        </Section>
      </SimpleGrid>

      <OrderLines order={order} />
      <OrderTickets order={order} />
      <OrderVoucherCodes order={order} />
      <OrderTourAccesses order={order} />
      <OrderPayments order={order} />
      <OrderRefunds order={order} onDone={can(ORDERS_AREA.write) ? setNotice : undefined} />
      <OrderMails order={order} />
      <OrderHistory order={order} />
    </Stack>
  );
}
