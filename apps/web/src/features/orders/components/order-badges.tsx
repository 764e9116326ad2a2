import { Badge } from '@mantine/core';
import type { OrderStatus } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import {
  MAIL_STATUS_COLORS,
  ORDER_STATUS_COLORS,
  PAYMENT_STATUS_COLORS,
  REFUND_STATUS_COLORS,
  TICKET_STATUS_COLORS,
  VISIT_COLORS,
  mailStatusKey,
  type PaymentStatus,
  type RefundStatus,
  type TicketStatus,
  type VisitState,
} from '../order-display';

/** The badges keep their words as written (no capitals) and whole: a narrow table cell must not cut 'Charged' to 'Charg…'. */
const badgeStyle = { textTransform: 'none', minWidth: 'max-content' } as const;
/**
 * In the orders list on a phone the status column is narrow and Danish words are long
 * ("Afventer godkendelse", "Gennemført, faktura følger"): there the words wrap inside the badge
 * rather than push the table wider than the screen.
 */
const wrappingStyles = {
  root: { textTransform: 'none', height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2, maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', lineHeight: 1.25 },
} as const;
const looks = (wrap: boolean) => (wrap ? { styles: wrappingStyles, radius: 'sm' } : { style: badgeStyle });

interface BadgeLooks {
  size?: 'sm' | 'md' | 'lg';
  /** Words may wrap (the orders list's narrow status column). */
  wrap?: boolean;
}

export function OrderStatusBadge({ status, size, wrap = false }: { status: OrderStatus } & BadgeLooks) {
  const { t } = useTranslation();
  return (
    // Filled when staff must act (an EAN order awaiting approval), so it stands out in the list.
    <Badge
      color={ORDER_STATUS_COLORS[status]}
      variant={status === 'Pending' ? 'filled' : 'light'}
      // Dark text on the filled orange: white on it is below 4.5:1.
      autoContrast
      size={size}
      {...looks(wrap)}
      data-testid="order-status"
    >
      {t(`orders.statuses.${status}`)}
    </Badge>
  );
}

/** Beside the status of an order that stands with some of its money given back (isPartlyRefunded). */
export function PartlyRefundedBadge({ size, wrap = false }: BadgeLooks) {
  const { t } = useTranslation();
  return (
    <Badge color="violet" variant="outline" size={size} {...looks(wrap)} data-testid="order-partly-refunded">
      {t('orders.partlyRefunded')}
    </Badge>
  );
}

/** A refund the payment provider refused waits on the order's page to be tried again: the money has not gone back. */
export function RefundFailedBadge({ size, wrap = false }: BadgeLooks) {
  const { t } = useTranslation();
  return (
    <Badge color="red" variant="outline" size={size} {...looks(wrap)} data-testid="order-refund-failed">
      {t('orders.refundFailed')}
    </Badge>
  );
}

/** The buyer asked for the order by post: staff have something to send, or have sent it. */
export function PostedBadge({ size, wrap = false, sent = false }: BadgeLooks & { sent?: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={sent ? 'gray' : 'teal'} variant="outline" size={size} {...looks(wrap)} data-testid="order-posted-badge">
      {sent ? t('orders.sentByPost') : t('orders.posted')}
    </Badge>
  );
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={TICKET_STATUS_COLORS[status]} variant="light" style={badgeStyle} data-testid="ticket-status">
      {t(`orders.tickets.statuses.${status}`)}
    </Badge>
  );
}

export function VisitBadge({ state }: { state: VisitState }) {
  const { t } = useTranslation();
  return (
    <Badge color={VISIT_COLORS[state]} variant="outline" style={badgeStyle} data-testid="ticket-visit">
      {t(`orders.tickets.visits.${state}`)}
    </Badge>
  );
}

/**
 * A payment the buyer disputes reads "Disputed" (orange: staff must act) until the bank decides.
 * One still open at the provider for an order that closed without it (the buyer left the payment
 * page and the hold lapsed) reads "Not completed" in grey: nothing is awaited from it, and money
 * paid on it after all goes back by itself.
 */
export function PaymentStatusBadge({
  status,
  disputed = false,
  orderClosed = false,
}: {
  status: PaymentStatus;
  disputed?: boolean;
  orderClosed?: boolean;
}) {
  const { t } = useTranslation();
  const notCompleted = !disputed && orderClosed && status === 'Pending';
  const color = disputed ? 'orange' : notCompleted ? 'gray' : PAYMENT_STATUS_COLORS[status];
  const text = disputed
    ? t('orders.payments.disputed')
    : notCompleted
      ? t('orders.payments.notCompleted')
      : t(`orders.payments.statuses.${status}`);
  return (
    // Its words may wrap: on a phone "Ikke gennemført" pushed the amount out of the payments table.
    <Badge color={color} variant="light" {...looks(true)} data-testid="payment-status">
      {text}
    </Badge>
  );
}

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={REFUND_STATUS_COLORS[status]} variant="light" style={badgeStyle}>
      {t(`orders.refunds.statuses.${status}`)}
    </Badge>
  );
}

/** A mail's outbox status; one the catalogue does not know shows as written, in grey. */
export function MailStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const key = mailStatusKey(status);
  return (
    <Badge color={MAIL_STATUS_COLORS[status] ?? 'gray'} variant="light" style={badgeStyle}>
      {key ? t(key) : status}
    </Badge>
  );
}
