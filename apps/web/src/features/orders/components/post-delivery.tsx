import { Button, Stack, Text } from '@mantine/core';
import type { TOrderDetail } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/dates/format';
import { refusalOrFailure } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { postWaitKey } from '../order-actions';
import { useSentByPost } from '../mutations';
import { focusSoon } from '../../../shared/ui/focus-soon';

/** The ids of the two buttons that replace each other, for the focus to move between them. */
export const MARK_SENT_ID = 'order-mark-sent-by-post';
export const UNMARK_SENT_ID = 'order-unmark-sent-by-post';

/**
 * A posted order's delivery: to the address on the order, and whether staff have sent it yet. A
 * mark set by mistake is taken back here, where it is shown (OrdersWrite).
 */
export function PostDelivery({
  order,
  canWrite,
  onDone,
}: {
  order: TOrderDetail;
  canWrite: boolean;
  /** The page's notice: "Marked as sent by post." must not stay up once the mark is taken back. */
  onDone?: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const sentByPost = useSentByPost(order.orderId);
  const unmark = () =>
    sentByPost.mutate(false, {
      // This button goes with the mark: the keyboard's place moves to "Mark as sent by post".
      onSuccess: () => {
        onDone?.(t('orders.post.unmarked'));
        focusSoon(MARK_SENT_ID);
      },
      onError: (error) => showError(refusalOrFailure(error, t, t('orders.operations.unmarkSent'))),
    });
  return (
    <Stack gap={2} align="flex-start">
      <span data-testid="order-posted">{t('orders.customer.byPost')}</span>
      {order.sentByPostAt ? (
        <>
          <Text size="sm" c="dimmed" data-testid="order-sent-by-post">
            {t('orders.post.sentOn', { date: formatDateTime(order.sentByPostAt) })}
          </Text>
          {canWrite && (
            <Button
              variant="subtle"
              size="compact-sm"
              px={0}
              onClick={unmark}
              loading={sentByPost.isPending}
              id={UNMARK_SENT_ID}
              data-testid="order-unmark-sent"
            >
              {t('orders.post.unmark')}
            </Button>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed" data-testid="order-sent-by-post">
          {/* "Not sent yet" only where something is to be sent: a refunded or unpaid order is not. */}
          {t(postWaitKey(order.status))}
        </Text>
      )}
    </Stack>
  );
}
