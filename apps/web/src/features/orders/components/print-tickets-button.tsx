import { IconGift, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ordersApi } from '@foyer/contracts';
import { apiFile } from '../../../shared/api/api-client';
import { DownloadButton } from '../../../shared/ui/download-button';

/** The valid tickets as a PDF (GET /api/orders/{id}/tickets), to print at the desk or hand over. */
export function PrintTicketsButton({ orderId, orderNumber, size = 'xs' }: { orderId: string; orderNumber: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      download={(onProgress) => apiFile(ordersApi.tickets, { params: { orderId } }, `tickets-${orderNumber}.pdf`, onProgress)}
      operation={t('orders.operations.print')}
      icon={<IconPrinter size={14} />}
      size={size}
      testId="order-print-tickets"
    >
      {t('orders.tickets.print')}
    </DownloadButton>
  );
}

/** The gift vouchers still valid as a PDF (GET /api/orders/{id}/vouchers), a page a code with its QR, as the buyer got them by mail. */
export function PrintVouchersButton({ orderId, orderNumber, size = 'xs' }: { orderId: string; orderNumber: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      download={(onProgress) => apiFile(ordersApi.vouchers, { params: { orderId } }, `vouchers-${orderNumber}.pdf`, onProgress)}
      operation={t('orders.operations.printVouchers')}
      icon={<IconGift size={14} />}
      size={size}
      testId="order-print-vouchers"
    >
      {t('orders.voucherCodes.print')}
    </DownloadButton>
  );
}
