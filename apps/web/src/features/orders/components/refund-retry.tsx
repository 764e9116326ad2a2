import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { TOrderDetail, TRefund } from '@foyer/contracts';
import { formatMoney } from '@foyer/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOrFailure } from '../../../shared/forms/server-messages';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { useRetryRefund } from '../mutations';

/**
 * A refund the payment provider refused or never answered (its tickets were canceled with it, the money is not back):
 * asked again after staff confirm. The server reads the provider's record first, so a refund that
 * went through after all is not paid twice.
 */
export function RefundRetry({ order, refund, onDone }: { order: TOrderDetail; refund: TRefund; onDone(message: string): void }) {
  const { t, i18n } = useTranslation();
  const retry = useRetryRefund(order.orderId);
  const showError = useErrorSnackbar();
  const [confirming, setConfirming] = useState(false);
  const amount = formatMoney(refund.amount - refund.voucherAmount, order.currency, i18n.language);
  // A double click on the dialog's button: the second would be refused ("only a refused refund…")
  // after the first made it.
  const asking = useRef(false);
  const confirm = () => {
    if (asking.current) return;
    asking.current = true;
    retry.mutate(refund.refundId, {
      onSuccess: () => {
        setConfirming(false);
        onDone(t('orders.refunds.retryDone', { amount }));
      },
      onError: (error) => {
        setConfirming(false);
        showError(refusalOrFailure(error, t, t('orders.operations.retryRefund')));
      },
      onSettled: () => {
        asking.current = false;
      },
    });
  };
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        mt={4}
        display="block"
        leftSection={<IconRefresh size={14} />}
        onClick={() => setConfirming(true)}
        data-testid="refund-retry"
      >
        {t('orders.refunds.retry')}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={t('orders.refunds.retryTitle')}
        confirmLabel={t('orders.refunds.retryConfirm')}
        loading={retry.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        {t('orders.refunds.retryBody', { amount })}
      </ConfirmModal>
    </>
  );
}
