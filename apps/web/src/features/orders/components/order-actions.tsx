import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBan, IconCheck, IconMailForward, IconMailbox, IconReceiptRefund, IconX } from '@tabler/icons-react';
import { REFUSAL_REASON_MAX, type TOrderDetail } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOrFailure } from '../../../shared/forms/server-messages';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { LimitedTextarea } from '../../../shared/ui/limited-text-input';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { useCancelOrder, useDecideOrder, useResendConfirmation, useSentByPost } from '../mutations';
import { canCancel, canDecide, canMarkSentByPost, canRefund, canResend } from '../order-actions';
import { customerView } from '../order-display';

import { RefundModal } from './refund-modal';
import { MARK_SENT_ID, UNMARK_SENT_ID } from './post-delivery';
import { focusSoon } from '../../../shared/ui/focus-soon';

interface Props {
  order: TOrderDetail;
  /** A done action's message, for the page's notice. */
  onDone(message: string): void;
}

/**
 * Approve or refuse an EAN order awaiting approval; refund, mark a posted order sent, resend the
 * confirmation and cancel; each only when the order's status allows it; for OrdersWrite.
 */
export function OrderActions({ order, onDone }: Props) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const resend = useResendConfirmation(order.orderId);
  const cancel = useCancelOrder(order.orderId);
  const decide = useDecideOrder(order.orderId);
  const sentByPost = useSentByPost(order.orderId);
  const [open, setOpen] = useState<'refund' | 'resend' | 'cancel' | 'approve' | 'refuse' | null>(null);
  const [refusalReason, setRefusalReason] = useState('');
  const email = customerView(order.consumer).email;

  const refundable = canRefund(order);
  const resendable = canResend(order.status);
  const cancelable = canCancel(order.status);
  const decidable = canDecide(order.status);
  const postable = canMarkSentByPost(order);

  /** A refusal in the user's language; a network or server failure as SPEC §8's failed operation. */
  const failed = (error: unknown, operation: string) => showError(refusalOrFailure(error, t, t(operation)));

  const doResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => onDone(t('orders.resend.done', { email })),
      onError: (error) => failed(error, 'orders.operations.resend'),
      onSettled: () => setOpen(null),
    });
  const doCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => onDone(t('orders.cancel.done')),
      onError: (error) => failed(error, 'orders.operations.cancel'),
      onSettled: () => setOpen(null),
    });

  // Harmless and undone from the order's delivery, so no question first.
  const doMarkSent = () =>
    sentByPost.mutate(true, {
      onSuccess: () => {
        onDone(t('orders.post.marked'));
        // The button goes with the mark: the keyboard's place moves to the way to take it back.
        focusSoon(UNMARK_SENT_ID);
      },
      onError: (error) => failed(error, 'orders.operations.markSent'),
    });

  const doDecide = (decision: 'approve' | 'refuse') =>
    decide.mutate(decision === 'refuse' ? { decision, reason: refusalReason } : { decision }, {
      onSuccess: () => onDone(t(`orders.${decision}.done`, { email })),
      onError: (error) => failed(error, `orders.operations.${decision}`),
      onSettled: () => setOpen(null),
    });

  return (
    <>
      {/* The modals stay mounted when the last action goes (a full refund, a cancel): their answers still land. */}
      {(refundable || resendable || cancelable || decidable || postable) && (
        <Group gap="xs" wrap="wrap" data-testid="order-actions">
          {decidable && (
            <>
              <Button leftSection={<IconCheck size={16} />} onClick={() => setOpen('approve')} data-testid="order-action-approve">
                {t('orders.actions.approve')}
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<IconX size={16} />}
                onClick={() => setOpen('refuse')}
                data-testid="order-action-refuse"
              >
                {t('orders.actions.refuse')}
              </Button>
            </>
          )}
          {refundable && (
            <Button leftSection={<IconReceiptRefund size={16} />} onClick={() => setOpen('refund')} data-testid="order-action-refund">
              {t('orders.actions.refund')}
            </Button>
          )}
          {postable && (
            <Button
              variant="default"
              leftSection={<IconMailbox size={16} />}
              onClick={doMarkSent}
              loading={sentByPost.isPending}
              id={MARK_SENT_ID}
              data-testid="order-action-sent-by-post"
            >
              {t('orders.actions.markSentByPost')}
            </Button>
          )}
          {resendable &&
            (email ? (
              <Button
                variant="default"
                leftSection={<IconMailForward size={16} />}
                onClick={() => setOpen('resend')}
                data-testid="order-action-resend"
              >
                {t('orders.actions.resend')}
              </Button>
            ) : (
              // Said in words, not as a disabled button's tooltip: a phone has no hover, and a
              // disabled button takes no keyboard focus (a review walk never saw why).
              <Text size="sm" c="dimmed" data-testid="order-no-email">
                {t('orders.actions.noEmail')}
              </Text>
            ))}
          {cancelable && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconBan size={16} />}
              onClick={() => setOpen('cancel')}
              data-testid="order-action-cancel"
            >
              {t('orders.actions.cancel')}
            </Button>
          )}
        </Group>
      )}

      <RefundModal
        order={order}
        opened={open === 'refund'}
        onClose={() => setOpen(null)}
        onRefunded={(message) => {
          setOpen(null);
          onDone(message);
        }}
      />
      <ConfirmModal
        opened={open === 'resend'}
        harmless
        title={t('orders.resend.title')}
        confirmLabel={t('orders.resend.confirm')}
        loading={resend.isPending}
        onConfirm={doResend}
        onClose={() => setOpen(null)}
      >
        {t('orders.resend.body', { email })}
      </ConfirmModal>
      <ConfirmModal
        opened={open === 'cancel'}
        title={t('orders.cancel.title')}
        confirmLabel={t('orders.cancel.confirm')}
        closeLabel={t('orders.cancel.keep')}
        loading={cancel.isPending}
        onConfirm={doCancel}
        onClose={() => setOpen(null)}
      >
        {t(order.status === 'CheckoutCompleted' ? 'orders.cancel.bodyInvoiced' : 'orders.cancel.body', { number: order.orderNumber })}
      </ConfirmModal>
      <ConfirmModal
        opened={open === 'approve'}
        harmless
        title={t('orders.approve.title')}
        confirmLabel={t('orders.approve.confirm')}
        loading={decide.isPending}
        onConfirm={() => doDecide('approve')}
        onClose={() => setOpen(null)}
      >
        {t('orders.approve.body', { number: order.orderNumber, email })}
      </ConfirmModal>
      <ConfirmModal
        opened={open === 'refuse'}
        title={t('orders.refuse.title')}
        confirmLabel={t('orders.refuse.confirm')}
        closeLabel={t('orders.refuse.keep')}
        loading={decide.isPending}
        onConfirm={() => doDecide('refuse')}
        onClose={() => setOpen(null)}
      >
        <Stack gap="sm">
          <span>{t('orders.refuse.body', { number: order.orderNumber })}</span>
          <LimitedTextarea
            label={t('orders.refuse.reason')}
            description={t('orders.refuse.reasonHelp')}
            value={refusalReason}
            onChange={(event) => setRefusalReason(event.currentTarget.value)}
            maxLength={REFUSAL_REASON_MAX}
            autosize
            minRows={2}
            maxRows={6}
            disabled={decide.isPending}
            data-testid="refuse-reason"
          />
        </Stack>
      </ConfirmModal>
    </>
  );
}
