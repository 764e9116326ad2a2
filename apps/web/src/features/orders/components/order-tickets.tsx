import { ActionIcon, Box, Code, CopyButton, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { ticketNumberOf, type TOrderDetail } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '../../events/components/detail-parts';
import { lineOf, shortCode } from '../order-display';
import { TicketStatusBadge, VisitBadge } from './order-badges';
import { ScrollRegion } from '../../../shared/ui/scroll-region';
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
      {order.tickets.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('orders.tickets.none')}
        </Text>
      ) : (
        // On a phone the holder and event fold under the code, the visit under the status.
        <ScrollRegion label={t('orders.tickets.title')}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.tickets.ticket')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('orders.tickets.holder')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('orders.tickets.event')}</Table.Th>
                <Table.Th>{t('orders.tickets.status')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('orders.tickets.visit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.tickets.map((ticket, index) => {
                const line = lineOf(order.lines, ticket.lineNo);
                const what = line ? `${line.eventName} · ${line.ticketName}` : '';
                return (
                  <Table.Tr key={ticket.ticketId} data-testid="order-ticket">
                    <Table.Td>
                      {/* The API lists the tickets in the order the scanner numbers them. */}
                      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="ticket-number">
                        {ticketNumberOf(order.orderNumber, index + 1)}
                      </Text>
                      <TicketCode code={ticket.code} />
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {[ticket.holderName, what].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{ticket.holderName || '–'}</Table.Td>
                    <Table.Td visibleFrom="sm">
                      {line ? (
                        <>
                          <Text size="sm">{line.eventName}</Text>
                          <Text size="xs" c="dimmed">
                            {line.ticketName}
                          </Text>
                        </>
                      ) : (
                        '–'
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <TicketStatusBadge status={ticket.status} />
                        <Box hiddenFrom="sm">
                          <VisitBadge state={ticket.visitState} />
                        </Box>
                      </Stack>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <VisitBadge state={ticket.visitState} />
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
