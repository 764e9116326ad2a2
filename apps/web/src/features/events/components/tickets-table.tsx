import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TTicketType } from '@foyer/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { eventName, moneyLine } from '../event-display';

/**
 * Ticket types with the price paid (gross), net, VAT %, channel, quantity and minimum; sold and available per type
 * when each type has its own capacity. In a shared pool those counts are the pool's, shown once
 * with the occurrence's capacity: repeated on every type, a child ticket would read as sold when
 * only adults were.
 */
export function TicketsTable({
  tickets,
  currency,
  defaultLanguage,
  perTypeCounts,
  label,
  canceled = false,
}: {
  /** The name of the scrolling region, e.g. the section's title. */
  label: string;
  tickets: TTicketType[];
  currency: string;
  defaultLanguage: string;
  perTypeCounts: boolean;
  /** A canceled event or date: none of its types is available, whatever places they have left. */
  canceled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const phone = useMediaQuery('(max-width: 40em)');
  const quantityOf = (ticket: TTicketType) =>
    // With one shared capacity a type's own quantity is not used: say where it sells from.
    !perTypeCounts
      ? t('events.tickets.fromPool')
      : ticket.infiniteQuantity || ticket.quantity === null
        ? t('events.tickets.infinite')
        : ticket.quantity;
  const availableOf = (ticket: TTicketType) =>
    canceled ? t('events.capacity.noneCanceled') : ticket.available === null ? t('events.capacity.unlimited') : ticket.available;
  if (phone) return <TicketCards {...{ tickets, currency, defaultLanguage, perTypeCounts, label, quantityOf, availableOf }} />;
  return (
    // Native scrolling with a visible scroll bar: the hover-only bar of a ScrollArea left the table
    // looking cut off after the VAT column on a phone. A named, focusable region, so keyboard users
    // can scroll it too (WCAG 2.1.1).
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="region" aria-label={label}>
      <Table verticalSpacing="xs" data-testid="tickets-table">
        <Table.Thead>
          <Table.Tr>
            {/* The price visitors pay beside the name: on a phone the columns after it are scrolled to. */}
            <Table.Th>{t('events.tickets.name')}</Table.Th>
            <Table.Th ta="right">{t('events.tickets.gross')}</Table.Th>
            <Table.Th>{t('events.tickets.age')}</Table.Th>
            <Table.Th ta="right">{t('events.tickets.net')}</Table.Th>
            <Table.Th ta="right">{t('events.tickets.vat')}</Table.Th>
            <Table.Th>{t('events.tickets.channel')}</Table.Th>
            <Table.Th ta="right">{t('events.tickets.quantity')}</Table.Th>
            <Table.Th ta="right">{t('events.tickets.minimum')}</Table.Th>
            {perTypeCounts && (
              <>
                <Table.Th ta="right">{t('events.capacity.sold')}</Table.Th>
                <Table.Th ta="right">{t('events.capacity.available')}</Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => {
            const money = moneyLine(ticket, currency, language);
            return (
              <Table.Tr key={ticket.id} data-testid="ticket-row">
                <Table.Td fw={500}>{eventName(ticket.names, defaultLanguage, language)}</Table.Td>
                <Table.Td ta="right" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {money.gross}
                </Table.Td>
                <Table.Td>{t(`events.ages.${ticket.age}`)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money.net}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money.vat}
                </Table.Td>
                <Table.Td data-testid="ticket-channel">{channelText(ticket, t)}</Table.Td>
                <Table.Td ta="right">{quantityOf(ticket)}</Table.Td>
                <Table.Td ta="right">
                  {ticket.requireMinimumQuantity ?? (
                    <Text span c="dimmed">
                      –
                    </Text>
                  )}
                </Table.Td>
                {perTypeCounts && (
                  <>
                    <Table.Td ta="right">{ticket.sold + ticket.soldOffline}</Table.Td>
                    <Table.Td ta="right">{availableOf(ticket)}</Table.Td>
                  </>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Where a type is sold, or that it is not sold at all (taken off sale on the details page). */
const channelText = (ticket: TTicketType, t: TFunction) =>
  ticket.onSale ? t(`events.channels.${ticket.salesChannel}`) : t('events.tickets.offSale');

/**
 * On a phone each type is a card (name and price first, then the rest two by two): the table's
 * ten columns left all but the name and price scrolled out of sight.
 */
function TicketCards({
  tickets,
  currency,
  defaultLanguage,
  perTypeCounts,
  label,
  quantityOf,
  availableOf,
}: {
  tickets: TTicketType[];
  currency: string;
  defaultLanguage: string;
  perTypeCounts: boolean;
  label: string;
  quantityOf(ticket: TTicketType): ReactNode;
  availableOf(ticket: TTicketType): ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs" role="list" aria-label={label} data-testid="tickets-table">
      {tickets.map((ticket) => {
        const money = moneyLine(ticket, currency, i18n.language);
        const facts: [string, ReactNode][] = [
          [t('events.tickets.age'), t(`events.ages.${ticket.age}`)],
          [t('events.tickets.channel'), channelText(ticket, t)],
          [t('events.tickets.net'), money.net],
          [t('events.tickets.vat'), money.vat],
          [t('events.tickets.quantity'), quantityOf(ticket)],
          [t('events.tickets.minimum'), ticket.requireMinimumQuantity ?? '–'],
          ...(perTypeCounts
            ? ([
                [t('events.capacity.sold'), ticket.sold + ticket.soldOffline],
                [t('events.capacity.available'), availableOf(ticket)],
              ] as [string, ReactNode][])
            : []),
        ];
        return (
          <Paper key={ticket.id} withBorder p="sm" role="listitem" data-testid="ticket-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start" mb={6}>
              <Text fw={600}>{eventName(ticket.names, defaultLanguage, i18n.language)}</Text>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money.gross}
              </Text>
            </Group>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="dl" m={0}>
              {facts.map(([name, value]) => (
                <div key={name}>
                  <Text component="dt" size="xs" c="dimmed">
                    {name}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Paper>
        );
      })}
    </Stack>
  );
}
