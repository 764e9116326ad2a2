import { Button } from '@mantine/core';
import { ordersApi } from '@foyer/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiFile, saveFile } from '../../../shared/api/api-client';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { ORDER_MESSAGE_TABLE } from '../order-messages';

/** The valid tickets as a PDF (GET /api/orders/{id}/tickets), to print at the desk or hand over. */
export function PrintTicketsButton({ orderId, orderNumber, size = 'xs' }: { orderId: string; orderNumber: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      const file = await apiFile(ordersApi.tickets, { params: { orderId } }, `tickets-${orderNumber}.pdf`);
      saveFile(file.blob, file.filename);
    } catch (error) {
      showError(
        error instanceof ApiError && error.status > 0 && error.status < 500
          ? localizedErrorText(error, t, ORDER_MESSAGE_TABLE)
          : t('common.failedOperation', { operation: t('orders.operations.print') }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={size}
      variant="default"
      leftSection={<IconPrinter size={14} />}
      loading={busy}
      onClick={() => void print()}
      data-testid="order-print-tickets"
    >
      {t('orders.tickets.print')}
    </Button>
  );
}
