import { Badge, Table, Text, Timeline } from '@mantine/core';
import type { TOrderDetail } from '@foyer/contracts';
import { formatMoney } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/dates/format';
import { Section } from '../../events/components/detail-parts';
import { historyText, mailKindKey } from '../order-display';
import { ScrollRegion } from '../../../shared/ui/scroll-region';
import { MailStatusBadge, PaymentStatusBadge, RefundStatusBadge } from './order-badges';

const nowrap = { whiteSpace: 'nowrap' } as const;

function Nothing({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

/** The payments with the provider: status, amount, when started and last changed. */
export function OrderPayments({ order }: { order: TOrderDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Section title={t('orders.payments.title')} testId="order-payments">
      {order.payments.length === 0 ? (
        <Nothing text={t('orders.payments.none')} />
      ) : (
        <ScrollRegion label={t('orders.payments.title')}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.payments.provider')}</Table.Th>
                <Table.Th>{t('orders.payments.status')}</Table.Th>
                <Table.Th ta="right">{t('orders.payments.amount')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('orders.payments.created')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('orders.payments.updated')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.payments.map((payment) => (
                <Table.Tr key={payment.paymentId} data-testid="order-payment">
                  <Table.Td>
                    {payment.provider}
                    <Text size="xs" c="dimmed" hiddenFrom="sm" style={nowrap}>
                      {formatDateTime(payment.updatedAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <PaymentStatusBadge status={payment.status} disputed={payment.disputeOpenedAt !== null} />
                  </Table.Td>
                  <Table.Td ta="right" style={nowrap}>
                    {formatMoney(payment.amount, order.currency, i18n.language)}
                  </Table.Td>
                  <Table.Td visibleFrom="sm" style={nowrap}>
                    {formatDateTime(payment.createdAt)}
                  </Table.Td>
                  <Table.Td visibleFrom="sm" style={nowrap}>
                    {formatDateTime(payment.updatedAt)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Section>
  );
}

/** Refunds made so far, read only; shown only when there are any. */
export function OrderRefunds({ order }: { order: TOrderDetail }) {
  const { t, i18n } = useTranslation();
  if (order.refunds.length === 0) return null;
  return (
    <Section title={t('orders.refunds.title')} testId="order-refunds">
      <ScrollRegion label={t('orders.refunds.title')}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.refunds.created')}</Table.Th>
              <Table.Th ta="right">{t('orders.refunds.amount')}</Table.Th>
              <Table.Th ta="right">{t('orders.refunds.tickets')}</Table.Th>
              <Table.Th>{t('orders.refunds.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.refunds.map((refund) => (
              <Table.Tr key={refund.refundId} data-testid="order-refund">
                <Table.Td>
                  <Text size="sm" style={nowrap}>
                    {formatDateTime(refund.createdAt)}
                  </Text>
                  {/* A whole refund of an order that sold gift vouchers: what it canceled of them and what it kept (in the first column, seen on a phone too). */}
                  {refund.codesUsedAmount + refund.codesCanceledAmount > 0 && (
                    <Text size="xs" c="dimmed" miw={180} data-testid="order-refund-codes">
                      {t('orders.refunds.codes', {
                        canceled: formatMoney(refund.codesCanceledAmount, order.currency, i18n.language),
                        used: formatMoney(refund.codesUsedAmount, order.currency, i18n.language),
                      })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={nowrap}>
                  {formatMoney(refund.amount, order.currency, i18n.language)}
                </Table.Td>
                <Table.Td ta="right">{refund.ticketIds.length}</Table.Td>
                <Table.Td>
                  <RefundStatusBadge status={refund.status} />
                  {refund.override && (
                    <Badge ml={6} color="orange" variant="outline" style={{ textTransform: 'none' }}>
                      {t('orders.refunds.override')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Section>
  );
}

/** The confirmation mails of the order, newest first, with the outbox's status and attempts. */
export function OrderMails({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('orders.mails.title')} testId="order-mails">
      {order.mails.length === 0 ? (
        <Nothing text={t('orders.mails.none')} />
      ) : (
        <ScrollRegion label={t('orders.mails.title')}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.mails.kind')}</Table.Th>
                <Table.Th>{t('orders.mails.status')}</Table.Th>
                <Table.Th visibleFrom="sm" ta="right">
                  {t('orders.mails.attempts')}
                </Table.Th>
                <Table.Th visibleFrom="sm">{t('orders.mails.created')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('orders.mails.sentAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.mails.map((mail, index) => {
                const kind = mailKindKey(mail.kind);
                return (
                  // Mails carry no id of their own; newest first, so the position is stable enough for a read-only list.
                  <Table.Tr key={`${mail.createdAt}-${index}`} data-testid="order-mail">
                    <Table.Td>
                      {kind ? t(kind) : mail.kind}
                      {mail.sentAt && (
                        <Text size="xs" c="dimmed" hiddenFrom="sm" style={nowrap}>
                          {t('orders.mails.sentOn', { date: formatDateTime(mail.sentAt) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <MailStatusBadge status={mail.status} />
                    </Table.Td>
                    <Table.Td visibleFrom="sm" ta="right">
                      {mail.attempts}
                    </Table.Td>
                    <Table.Td visibleFrom="sm" style={nowrap}>
                      {formatDateTime(mail.createdAt)}
                    </Table.Td>
                    <Table.Td visibleFrom="sm" style={nowrap}>
                      {mail.sentAt ? formatDateTime(mail.sentAt) : '–'}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
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
