import { ActionIcon, Box, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { ticketNumberOf, type TOrderDetail } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '../../events/components/detail-parts';
import { lineOf, shortCode } from '../order-display';
import { TicketStatusBadge, VisitBadge } from './order-badges';
import { DetailTable } from '../../../shared/ui/detail-table';
import { PrintTicketsButton } from './print-tickets-button';

/**
 * The tickets issued: the number staff type at the door and the code (shortened, copied whole), the
 * holder, what it admits to, its status and visit; the valid ones printable as a PDF.
 */
export function OrderTickets({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  const printable = order.tickets.some((ticket) => ticket.status !== 'CANCELED');
  return (
    <Section
      title={t('orders.tickets.title')}
      testId="order-tickets"
      action={printable && <PrintTicketsButton orderId={order.orderId} orderNumber={order.orderNumber} />}
    >
      {/* On a phone the holder and event fold under the code, the visit under the status. */}
      <DetailTable
        label={t('orders.tickets.title')}
        rows={order.tickets}
        rowKey={(ticket) => ticket.ticketId}
        rowTestId="order-ticket"
        empty={t('orders.tickets.none')}
        columns={[
          {
            key: 'ticket',
            header: t('orders.tickets.ticket'),
            cell: (ticket, index) => {
              const line = lineOf(order.lines, ticket.lineNo);
              const what = line ? `${line.eventName} · ${line.ticketName}` : '';
              return (
                <>
                  {/* The API lists the tickets in the order the scanner numbers them. */}
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="ticket-number">
                    {ticketNumberOf(order.orderNumber, index + 1)}
                  </Text>
                  <TicketCode code={ticket.code} />
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {[ticket.holderName, what].filter(Boolean).join(' · ')}
                  </Text>
                </>
              );
            },
          },
          { key: 'holder', header: t('orders.tickets.holder'), visibleFrom: 'sm', cell: (ticket) => ticket.holderName || '–' },
          {
            key: 'event',
            header: t('orders.tickets.event'),
            visibleFrom: 'sm',
            cell: (ticket) => {
              const line = lineOf(order.lines, ticket.lineNo);
              return line ? (
                <>
                  <Text size="sm">{line.eventName}</Text>
                  <Text size="xs" c="dimmed">
                    {line.ticketName}
                  </Text>
                </>
              ) : (
                '–'
              );
            },
          },
          {
            key: 'status',
            header: t('orders.tickets.status'),
            cell: (ticket) => (
              <Stack gap={4} align="flex-start">
                <TicketStatusBadge status={ticket.status} />
                <Box hiddenFrom="sm">
                  <VisitBadge state={ticket.visitState} />
                </Box>
              </Stack>
            ),
          },
          {
            key: 'visit',
            header: t('orders.tickets.visit'),
            visibleFrom: 'sm',
            cell: (ticket) => <VisitBadge state={ticket.visitState} />,
          },
        ]}
      />
    </Section>
  );
}

/** The code shortened in monospace (its whole self in the tooltip of the text), with a button that copies it whole. */
function TicketCode({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Code title={code} style={{ whiteSpace: 'nowrap' }} data-testid="ticket-code">
        {shortCode(code)}
      </Code>
      <CopyButton value={code} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('orders.tickets.copied') : t('orders.tickets.copy')} withArrow>
            <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} size="sm" onClick={copy} aria-label={t('orders.tickets.copy')}>
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
