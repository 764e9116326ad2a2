import { Badge, Stack, Text } from '@mantine/core';
import type { TOrderDetail } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { DetailTable } from '../../../shared/ui/detail-table';
import { Section } from '../../events/components/detail-parts';

/**
 * The digital tours the order bought, each with its access code: a visitor who lost the mail can
 * be read the code over the phone (or sent the mail again).
 */
export function OrderTourAccesses({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  if (order.tourAccesses.length === 0) return null;
  const tourName = (lineNo: number) => {
    const line = order.lines.find((candidate) => candidate.lineNo === lineNo);
    if (!line) return '';
    return line.ticketName ? `${line.eventName} — ${line.ticketName}` : line.eventName;
  };
  return (
    <Section title={t('orders.tourAccesses.title')} testId="order-tour-accesses">
      <DetailTable
        label={t('orders.tourAccesses.title')}
        rows={order.tourAccesses}
        rowKey={(access) => access.accessId}
        rowTestId="order-tour-access"
        // Two columns, the state under the tour's name: the code is long, and a third column was cut off on a phone.
        columns={[
          {
            key: 'tour',
            header: t('orders.tourAccesses.tour'),
            cell: (access) => (
              <Stack gap={4} align="flex-start">
                <Text size="sm">{tourName(access.lineNo)}</Text>
                <Badge variant="light" color={access.status === 'Active' ? 'green' : 'gray'}>
                  {t(`orders.tourAccesses.statuses.${access.status}`)}
                </Badge>
              </Stack>
            ),
          },
          {
            key: 'code',
            header: t('orders.tourAccesses.code'),
            // Long and random: kept whole on one line, chosen in one go to copy.
            cell: (access) => (
              <code style={{ whiteSpace: 'nowrap', userSelect: 'all', fontWeight: 600 }} data-testid="order-tour-access-code">
                {access.code}
              </code>
            ),
          },
        ]}
      />
    </Section>
  );
}
