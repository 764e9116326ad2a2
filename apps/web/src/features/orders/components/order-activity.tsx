import { Badge, Text, Timeline } from '@mantine/core';
import { PAYMENT_PROVIDERS, type PaymentProviderName, type TOrderDetail } from '@foyer/contracts';
import { formatMoney } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/dates/format';
import { Section } from '../../events/components/detail-parts';
import { historyText, mailKindKey, mailSentAt, noProviderPaymentText } from '../order-display';
import { DetailTable } from '../../../shared/ui/detail-table';
import { MailStatusBadge, PaymentStatusBadge, RefundStatusBadge } from './order-badges';
import { RefundRetry } from './refund-retry';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The payments with the provider: status, amount, when started and last changed. */
export function OrderPayments({ order }: { order: TOrderDetail }) {
  const { t, i18n } = useTranslation();
  const none = noProviderPaymentText(order);
  return (
    <Section title={t('orders.payments.title')} testId="order-payments">
      <DetailTable
        label={t('orders.payments.title')}
        rows={order.payments}
        rowKey={(payment) => payment.paymentId}
        rowTestId="order-payment"
        empty={t(none.key, none.method ? { method: t(none.method).toLowerCase() } : {})}
        columns={[
          {
            key: 'provider',
            header: t('orders.payments.provider'),
            cell: (payment) => (
              <>
                {PAYMENT_PROVIDERS.includes(payment.provider as PaymentProviderName)
                  ? t(`orders.payments.providers.${payment.provider as PaymentProviderName}`)
                  : payment.provider}
                {/* May wrap at the comma: on a phone the amount's column needs the width. */}
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {formatDateTime(payment.updatedAt)}
                </Text>
              </>
            ),
          },
          {
            key: 'status',
            header: t('orders.payments.status'),
            cell: (payment) => (
              <PaymentStatusBadge
                status={payment.status}
                disputed={payment.disputeOpenedAt !== null}
                orderClosed={order.status === 'Canceled' || order.status === 'CouldNotLock'}
              />
            ),
          },
          {
            key: 'amount',
            header: t('orders.payments.amount'),
            align: 'right',
            nowrap: true,
            cell: (payment) => formatMoney(payment.amount, order.currency, i18n.language),
          },
          {
            key: 'created',
            header: t('orders.payments.created'),
            visibleFrom: 'sm',
            nowrap: true,
            cell: (payment) => formatDateTime(payment.createdAt),
          },
          {
            key: 'updated',
            header: t('orders.payments.updated'),
            visibleFrom: 'sm',
            nowrap: true,
            cell: (payment) => formatDateTime(payment.updatedAt),
          },
        ]}
      />
    </Section>
  );
}

/** Refunds made so far, read only; shown only when there are any. */
export function OrderRefunds({
  order,
  onDone,
}: {
  order: TOrderDetail;
  /** With OrdersWrite: a refused refund can be tried again. */ onDone?(message: string): void;
}) {
  const { t, i18n } = useTranslation();
  if (order.refunds.length === 0) return null;
  return (
    <Section title={t('orders.refunds.title')} testId="order-refunds">
      <DetailTable
        label={t('orders.refunds.title')}
        rows={order.refunds}
        rowKey={(refund) => refund.refundId}
        rowTestId="order-refund"
        columns={[
          {
            key: 'created',
            header: t('orders.refunds.created'),
            cell: (refund) => (
              <>
                {/* May wrap at the comma on a phone, where the four columns need the width. */}
                <Text size="sm">{formatDateTime(refund.createdAt)}</Text>
                {/* On a phone the tickets' column is left out for the width: their count goes here. */}
                {refund.ticketIds.length > 0 && (
                  <Text size="xs" c="dimmed" hiddenFrom="sm" style={nowrap}>
                    {t('orders.contents.Event', { count: refund.ticketIds.length })}
                  </Text>
                )}
                {/* A whole refund of an order that sold gift vouchers: what it canceled of them and what it kept (in the first column, seen on a phone too). */}
                {refund.codesUsedAmount + refund.codesCanceledAmount > 0 && (
                  <Text size="xs" c="dimmed" miw={180} data-testid="order-refund-codes">
                    {t('orders.refunds.codes', {
                      canceled: formatMoney(refund.codesCanceledAmount, order.currency, i18n.language),
                      used: formatMoney(refund.codesUsedAmount, order.currency, i18n.language),
                    })}
                  </Text>
                )}
              </>
            ),
          },
          {
            key: 'amount',
            header: t('orders.refunds.amount'),
            align: 'right',
            nowrap: true,
            cell: (refund) => formatMoney(refund.amount, order.currency, i18n.language),
          },
          {
            key: 'tickets',
            header: t('orders.refunds.tickets'),
            align: 'right',
            visibleFrom: 'sm',
            cell: (refund) => refund.ticketIds.length,
          },
          {
            key: 'status',
            header: t('orders.refunds.status'),
            cell: (refund) => (
              <>
                <RefundStatusBadge status={refund.status} />
                {refund.stalled && (
                  <Text size="xs" c="dimmed" data-testid="refund-stalled">
                    {t('orders.refunds.stalled')}
                  </Text>
                )}
                {(refund.status === 'Failed' || refund.stalled) && onDone && <RefundRetry order={order} refund={refund} onDone={onDone} />}
                {/* A canceled date's refund overrides the policy by its nature: its cause says why. */}
                {refund.cause === 'eventCanceled' ? (
                  // Words, not a badge: a badge cuts them off in a phone's narrow column.
                  <Text size="xs" c="dimmed" data-testid="refund-cause">
                    {t('orders.refunds.eventCanceled')}
                  </Text>
                ) : (
                  refund.override && (
                    <Badge ml={6} color="orange" variant="outline" style={{ textTransform: 'none' }}>
                      {t('orders.refunds.override')}
                    </Badge>
                  )
                )}
              </>
            ),
          },
        ]}
      />
    </Section>
  );
}

/** The mails about the order (confirmations, refunds, a refusal), newest first, with the outbox's status and attempts. */
export function OrderMails({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('orders.mails.title')} testId="order-mails">
      <DetailTable
        label={t('orders.mails.title')}
        rows={order.mails}
        // Mails carry no id of their own; newest first, so the position is stable enough for a read-only list.
        rowKey={(mail, index) => `${mail.createdAt}-${index}`}
        rowTestId="order-mail"
        empty={t('orders.mails.none')}
        columns={[
          {
            key: 'kind',
            header: t('orders.mails.kind'),
            cell: (mail) => {
              const kind = mailKindKey(mail.kind);
              const sentAt = mailSentAt(mail);
              return (
                <>
                  {kind ? t(kind) : mail.kind}
                  {sentAt && (
                    <Text size="xs" c="dimmed" hiddenFrom="sm" style={nowrap}>
                      {t('orders.mails.sentOn', { date: formatDateTime(sentAt) })}
                    </Text>
                  )}
                </>
              );
            },
          },
          { key: 'status', header: t('orders.mails.status'), cell: (mail) => <MailStatusBadge status={mail.status} /> },
          { key: 'attempts', header: t('orders.mails.attempts'), visibleFrom: 'sm', align: 'right', cell: (mail) => mail.attempts },
          {
            key: 'created',
            header: t('orders.mails.created'),
            visibleFrom: 'sm',
            nowrap: true,
            cell: (mail) => formatDateTime(mail.createdAt),
          },
          {
            key: 'sent',
            header: t('orders.mails.sentAt'),
            visibleFrom: 'sm',
            nowrap: true,
            cell: (mail) => {
              const sentAt = mailSentAt(mail);
              return sentAt ? formatDateTime(sentAt) : '–';
            },
          },
        ]}
      />
    </Section>
  );
}

/** What happened to the order, oldest first; a line the catalogue does not know shows as the server wrote it. */
export function OrderHistory({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('orders.history.title')} testId="order-history">
      <Timeline active={order.history.length - 1} bulletSize={12} lineWidth={2}>
        {order.history.map((entry, index) => {
          const known = historyText(entry.event);
          const title = known ? t(known.key, known.statusKey ? { status: t(known.statusKey) } : undefined) : entry.event;
          return (
            <Timeline.Item key={`${entry.at}-${index}`} title={title} data-testid="order-history-entry">
              {entry.note && (
                // Staff's own words (a refusal's reason), as the buyer got them.
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="order-history-note">
                  {t('orders.history.note', { note: entry.note })}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.at)}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Section>
  );
}
