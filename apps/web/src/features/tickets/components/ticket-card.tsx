import { Anchor, Badge, Box, Card, Divider, Group, List, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TScannedTicket } from '@foyer/contracts';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/dates/format';
import { Field } from '../../events/components/detail-parts';
import { TICKET_STATUS_COLORS, VISIT_COLORS } from '../../orders/order-display';
import { occurrenceWhen } from '../scan-display';
import { needsLaterDayOverride } from '../scan-outcome';

/** The order page's ticket words and colours (orders.tickets.statuses), larger: the desk reads them from an arm's length. */
const badgeStyle = { textTransform: 'none', minWidth: 'max-content' } as const;

interface Props {
  ticket: TScannedTicket;
  /** OrdersRead or OrdersWrite: the order number links to the order. */
  canOpenOrder: boolean;
  /** The desk's buttons and what they say, under the ticket's headline. */
  actions: ReactNode;
  /** Where the scanner puts the focus once a ticket is found: the headline, read out whole. */
  headlineRef?: Ref<HTMLDivElement>;
}

/** Whose ticket it is and for what: the headline the desk checks, then the details, then the visits. */
export function TicketCard({ ticket, canOpenOrder, actions, headlineRef }: Props) {
  const { t } = useTranslation();
  const zone = ticket.timeZone;
  const activation = ticket.activatedAt
    ? ticket.activationVenue
      ? t('tickets.card.activatedAt', { when: formatDateTime(ticket.activatedAt, zone), venue: ticket.activationVenue.venueName })
      : formatDateTime(ticket.activatedAt, zone)
    : t('tickets.card.notActivated');
  return (
    <Card withBorder padding="md" radius="md" data-testid="ticket-card">
      <Stack gap="md">
        {/* One named group, so a screen reader told of the focus reads which ticket it is and its state at once. */}
        <Stack
          gap={4}
          ref={headlineRef}
          tabIndex={-1}
          role="group"
          aria-label={[
            t('tickets.card.ticketNumber', { number: ticket.ticketNumber }),
            ticket.eventName,
            occurrenceWhen(ticket, t),
            t(`orders.tickets.statuses.${ticket.status}`),
          ].join(', ')}
          data-testid="ticket-headline"
        >
          <Text size="sm" c="dimmed" fw={600} data-testid="ticket-number">
            {t('tickets.card.ticketNumber', { number: ticket.ticketNumber })}
          </Text>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }} data-testid="ticket-event">
            {ticket.eventName}
          </Title>
          <Text fw={500}>{occurrenceWhen(ticket, t)}</Text>
          <Group gap={6} mt={4}>
            <Badge color={TICKET_STATUS_COLORS[ticket.status]} variant="light" size="lg" style={badgeStyle} data-testid="ticket-status">
              {t(`orders.tickets.statuses.${ticket.status}`)}
            </Badge>
            <Badge color={VISIT_COLORS[ticket.visitState]} variant="outline" size="lg" style={badgeStyle} data-testid="ticket-visit">
              {t(`orders.tickets.visits.${ticket.visitState}`)}
            </Badge>
            {ticket.combi && (
              <Badge color="grape" variant="light" size="lg" style={badgeStyle}>
                {t('tickets.card.combi')}
              </Badge>
            )}
            {/* A canceled or expired ticket admits nobody on any day: "For a later day" beside it muddied the red answer. */}
            {ticket.notValidYet && ticket.status !== 'CANCELED' && ticket.status !== 'EXPIRED' && !ticket.dateCanceled && (
              <Badge color="orange" variant="light" size="lg" style={badgeStyle} data-testid="ticket-later-day-badge">
                {t('tickets.card.laterDayBadge')}
              </Badge>
            )}
          </Group>
          {needsLaterDayOverride(ticket) && (
            <Text size="sm" fw={500} mt={4} data-testid="ticket-later-day">
              {t('tickets.card.laterDay', { date: occurrenceWhen(ticket, t) })}
            </Text>
          )}
          {ticket.laterDayOverride && (
            <Text size="sm" fw={500} mt={4} data-testid="ticket-later-day-override">
              {ticket.laterDayOverride.byName
                ? t('tickets.card.overriddenBy', { name: ticket.laterDayOverride.byName })
                : t('tickets.card.overriddenBySomeone')}
              {` — ${formatDateTime(ticket.laterDayOverride.at, zone)}`}
            </Text>
          )}
        </Stack>

        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          <Field label={t('tickets.card.holder')}>{ticket.holderName}</Field>
          <Field label={t('tickets.card.ticketType')}>{ticket.ticketTypeName}</Field>
        </SimpleGrid>

        {actions}

        <Divider />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <Field label={t('tickets.card.venue')}>{ticket.venueName}</Field>
          <Field label={t('tickets.card.order')}>
            {canOpenOrder ? (
              <Anchor component={Link} to={`/orders/${ticket.orderId}`} size="sm" data-testid="ticket-order-link">
                {ticket.orderNumber}
              </Anchor>
            ) : (
              ticket.orderNumber
            )}
          </Field>
          <Field label={t('tickets.card.activated')}>
            <span data-testid="ticket-activation">{activation}</span>
          </Field>
          <Field label={t('tickets.card.validUntil')}>{formatDateTime(ticket.validUntil, zone)}</Field>
        </SimpleGrid>

        <Box>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('tickets.card.visits')}
          </Text>
          {ticket.visits.length === 0 ? (
            <Text size="sm">{t('tickets.card.noVisits')}</Text>
          ) : (
            <List size="sm" spacing={2} data-testid="ticket-visits">
              {ticket.visits.map((visit) => (
                <List.Item key={`${visit.venueId}-${visit.at}`}>
                  {t('tickets.card.activatedAt', { when: formatDateTime(visit.at, zone), venue: visit.venueName })}
                </List.Item>
              ))}
            </List>
          )}
        </Box>
      </Stack>
    </Card>
  );
}

/** A combi ticket's museum: where the desk stands, remembered on this device. */
export function EntranceVenueSelect({
  ticket,
  venueId,
  onChange,
}: {
  ticket: TScannedTicket;
  venueId: string | null;
  onChange(venueId: string): void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      size="md"
      label={t('tickets.actions.venue')}
      placeholder={t('tickets.actions.venuePlaceholder')}
      description={t('tickets.actions.venueHelp')}
      data={ticket.entranceVenues.map((venue) => ({ value: venue.venueId, label: venue.venueName }))}
      value={venueId}
      allowDeselect={false}
      onChange={(value) => value && onChange(value)}
      comboboxProps={{ withinPortal: true }}
      data-testid="entrance-venue"
    />
  );
}
