import { Alert, Anchor, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refusalOrFailure } from '../../../shared/forms/server-messages';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { useRefundBuyers } from '../mutations';
import { eventKeys, useCanceledRefunds } from '../queries';
import { Section } from './detail-parts';

interface Props {
  /** The canceled event's id, or the canceled date's. */
  target: string;
  /** A date of a series: the words say "date", not "event". */
  ofSeries: boolean;
  /** OrdersWrite: may start the refunds; others see how far they have come. */
  canRefund: boolean;
  /** The last waiting refund is made (the page's "being refunded" notice is then no longer true). */
  onRefundsDone?: () => void;
}

/**
 * On a canceled event's or date's page: the buyers still holding valid tickets, a button that
 * refunds them all (the server's worker does it, order by order, mailing each buyer), and how far
 * that has come, with the orders the payment provider refused.
 */
export function CanceledRefunds({ target, ofSeries, canRefund, onRefundsDone }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showError = useErrorSnackbar();
  const progress = useCanceledRefunds(target);
  const refund = useRefundBuyers();
  const [confirming, setConfirming] = useState(false);
  const waiting = progress.data?.waiting ?? 0;

  // When the last refund is made, the page's sold counts are out of date (a single event's come
  // from its series' list, a date's from its own read).
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (wasWaiting.current && waiting === 0) void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    wasWaiting.current = waiting > 0;
  }, [waiting, queryClient]);
  // None waiting and some made: however fast the worker was (it may finish before the first poll).
  const made = progress.data ? progress.data.refunded + progress.data.nothingLeft + progress.data.failed.length : 0;
  const onDoneRef = useRef(onRefundsDone);
  useEffect(() => {
    onDoneRef.current = onRefundsDone;
  });
  useEffect(() => {
    if (waiting === 0 && made > 0) onDoneRef.current?.();
  }, [waiting, made]);

  const data = progress.data;
  if (!data) return null;
  const { refunded, nothingLeft, failed, atDesk, invoiced, awaitingApproval, validTickets, validOrders } = data;
  const started = waiting + refunded + nothingLeft + failed.length > 0;
  // Nothing was sold, and nothing asked: nothing to say.
  if (!started && validOrders === 0 && invoiced.length === 0 && awaitingApproval.length === 0) return null;
  const toQueue = Math.max(0, validOrders - waiting);
  const done = refunded + nothingLeft + failed.length;

  const start = () =>
    refund.mutate(target, {
      onSuccess: () => setConfirming(false),
      onError: (error) => {
        setConfirming(false);
        showError(refusalOrFailure(error, t, t('events.operations.refundBuyers')));
      },
    });

  return (
    <Section title={t(ofSeries ? 'events.canceledRefunds.titleDate' : 'events.canceledRefunds.title')} testId="canceled-refunds">
      <Stack gap="sm">
        {toQueue > 0 && (
          <Group justify="space-between" align="center" gap="sm">
            <Text size="sm" style={{ flex: '1 1 18rem' }} data-testid="canceled-refunds-valid">
              {t('events.canceledRefunds.stillValid', {
                count: validTickets,
                orders: t('events.canceledRefunds.orderCount', { count: validOrders }),
              })}
            </Text>
            {canRefund && (
              <Button leftSection={<IconCash size={16} />} onClick={() => setConfirming(true)} data-testid="refund-buyers">
                {t('events.canceledRefunds.refundAll', { count: toQueue })}
              </Button>
            )}
          </Group>
        )}
        {waiting > 0 && (
          <Group gap="xs" role="status" data-testid="canceled-refunds-waiting">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('events.canceledRefunds.waiting', { done, count: done + waiting })}</Text>
          </Group>
        )}
        {refunded > 0 && (
          <Text size="sm" data-testid="canceled-refunds-done">
            {t('events.canceledRefunds.refunded', { count: refunded })}
          </Text>
        )}
        {nothingLeft > 0 && (
          <Text size="sm" c="dimmed" data-testid="canceled-refunds-nothing-left">
            {t('events.canceledRefunds.nothingLeft', { count: nothingLeft })}
          </Text>
        )}
        <OrderList
          orders={atDesk}
          color="yellow"
          title={t('events.canceledRefunds.atDeskTitle', { count: atDesk.length })}
          body={t('events.canceledRefunds.atDeskBody')}
          testId="canceled-refunds-at-desk"
        />
        <OrderList
          orders={invoiced}
          color="yellow"
          title={t('events.canceledRefunds.invoicedTitle', { count: invoiced.length })}
          body={t('events.canceledRefunds.invoicedBody')}
          testId="canceled-refunds-invoiced"
        />
        <OrderList
          orders={awaitingApproval}
          color="yellow"
          title={t('events.canceledRefunds.awaitingTitle', { count: awaitingApproval.length })}
          body={t('events.canceledRefunds.awaitingBody')}
          testId="canceled-refunds-awaiting"
        />
        <OrderList
          orders={failed}
          color="red"
          title={t('events.canceledRefunds.failedTitle', { count: failed.length })}
          body={t('events.canceledRefunds.failedBody')}
          testId="canceled-refunds-failed"
        />
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('events.canceledRefunds.confirmTitle', { count: toQueue })}
        confirmLabel={t('events.canceledRefunds.confirm')}
        closeLabel={t('events.canceledRefunds.goBack')}
        loading={refund.isPending}
        onConfirm={start}
        onClose={() => setConfirming(false)}
      >
        {t('events.canceledRefunds.confirmBody')}
      </ConfirmModal>
    </Section>
  );
}

/** Orders staff must see to: each linked to its page. Nothing when there are none. */
function OrderList(props: {
  orders: { orderId: string; orderNumber: string }[];
  color: string;
  title: string;
  body: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (props.orders.length === 0) return null;
  return (
    <Alert color={props.color} title={props.title} data-testid={props.testId}>
      <Text size="sm">{props.body}</Text>
      <List size="sm" mt={4}>
        {props.orders.map((order) => (
          <List.Item key={order.orderId}>
            <Anchor component={Link} to={`/orders/${order.orderId}`}>
              {t('events.canceledRefunds.order', { number: order.orderNumber })}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
