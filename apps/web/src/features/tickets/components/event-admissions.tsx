import { Alert, Anchor, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconListSearch, IconSearch } from '@tabler/icons-react';
import { type TAdmissionTicket, type TEventAdmissions } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { formatDateTime } from '../../../shared/dates/format';
import { localizeMessage } from '../../../shared/forms/server-messages';
import { PageError, PageLoading } from '../../../shared/ui/page-states';
import { EntityTable } from '../../../shared/ui/entity-table';
import { TicketStatusBadge, VisitBadge } from '../../orders/components/order-badges';
import { eventIdIn } from '../event-id';
import { useAdmissionList, type AdmissionListParams } from '../queries';
import { occurrenceWhen } from '../scan-display';
import { DoorDayDates } from './door-day-dates';

interface Props {
  /** The list asked for (from the page's address), or null before an id is given. */
  params: AdmissionListParams | null;
  onParams(params: AdmissionListParams): void;
  /** Opens the ticket in the scanner, by the number staff would type. */
  onOpenTicket(ticketNumber: string): void;
}

/** SPEC §2 "event search by id": paste an occurrence's id or link, see its tickets and who was let in. */
export function EventAdmissions({ params, onParams, onOpenTicket }: Props) {
  const { t } = useTranslation();
  const [pasted, setPasted] = useState(params?.eventId ?? '');
  const [idError, setIdError] = useState<string | null>(null);
  const query = useAdmissionList(params);

  return (
    <Stack gap="md">
      <DoorDayDates
        onPick={(eventId) => {
          setPasted(eventId);
          setIdError(null);
          onParams({ eventId, page: 1, size: params?.size ?? 20 });
        }}
      />
      <Card withBorder padding="md" radius="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const eventId = eventIdIn(pasted);
            setIdError(eventId ? null : t('tickets.event.noId'));
            if (eventId) onParams({ eventId, page: 1, size: params?.size ?? 20 });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 280px' }}
              label={t('tickets.event.idLabel')}
              placeholder={t('tickets.event.idPlaceholder')}
              description={t('tickets.event.idHelp')}
              value={pasted}
              error={idError}
              onChange={(event) => setPasted(event.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
              data-testid="event-id"
            />
            <Button type="submit" leftSection={<IconListSearch size={18} />} data-testid="event-id-show">
              {t('tickets.event.show')}
            </Button>
          </Group>
        </form>
      </Card>
      {/* A new id refused in the field: the answer about the one before goes (a walk read both at once). */}
      {params && !idError && <AdmissionResult query={query} params={params} onParams={onParams} onOpenTicket={onOpenTicket} />}
    </Stack>
  );
}

function AdmissionResult({
  query,
  params,
  onParams,
  onOpenTicket,
}: Omit<Props, 'params'> & { params: AdmissionListParams; query: ReturnType<typeof useAdmissionList> }) {
  const { t } = useTranslation();
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && [400, 404, 409].includes(error.status)) {
      const series = error.why?.reason === 'eventAdmissions.series' ? error.fields.parentId : undefined;
      return (
        <Alert color={series ? 'orange' : 'red'} role="alert" data-testid="event-admissions-error">
          <Stack gap={6}>
            <Text fw={600}>{localizeMessage(error.message, t)}</Text>
            {series && (
              <Anchor component={Link} to={`/events/${series}/series`} size="sm">
                {t('tickets.event.seriesLink')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      );
    }
    return <PageError operation={t('tickets.event.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return <PageLoading />;
  }
  return <AdmissionList data={query.data} params={params} onParams={onParams} onOpenTicket={onOpenTicket} />;
}

function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" ta="center">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

function AdmissionList({
  data,
  params,
  onParams,
  onOpenTicket,
}: Omit<Props, 'params'> & { params: AdmissionListParams; data: TEventAdmissions }) {
  const { t } = useTranslation();
  const { event, tickets } = data;
  const [search, setSearch] = useState(params.search ?? '');
  const searchLater = useDebouncedCallback((text: string) => onParams({ ...params, search: text, page: 1 }), 300);
  // A search still waiting when a ticket is opened would land after it and turn the page back to
  // the list (an e2e run caught it: typed, then clicked at once).
  const openTicket = (ticketNumber: string) => {
    searchLater.cancel();
    onOpenTicket(ticketNumber);
  };
  return (
    <Stack gap="md" data-testid="event-admissions">
      <Card withBorder padding="md" radius="md">
        <Stack gap="sm">
          <Group gap="sm" align="center">
            <Title order={2} size="h3" data-testid="admission-event-name">
              {event.name}
            </Title>
            {event.status !== 'Published' && (
              <Badge color={event.status === 'Canceled' ? 'red' : 'gray'} variant="light" style={{ textTransform: 'none' }}>
                {t(`events.statuses.${event.status}`)}
              </Badge>
            )}
          </Group>
          <Text fw={500}>{[occurrenceWhen(event, t), event.venueName].filter(Boolean).join(' · ')}</Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure label={t('tickets.event.sold')} value={event.sold} testId="admission-sold" />
            <Figure label={t('tickets.event.soldOffline')} value={event.soldOffline} testId="admission-sold-offline" />
            <Figure label={t('tickets.event.admitted')} value={event.admitted} testId="admission-admitted" />
            <Figure
              label={t('tickets.event.capacity')}
              value={event.capacity === null ? t('tickets.event.unlimited') : event.capacity}
              testId="admission-capacity"
            />
          </SimpleGrid>
        </Stack>
      </Card>

      <Card withBorder padding="md" radius="md">
        <TextInput
          label={t('tickets.event.search')}
          placeholder={t('tickets.event.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(change) => {
            setSearch(change.currentTarget.value);
            searchLater(change.currentTarget.value);
          }}
          mb="sm"
          data-testid="admission-search"
        />
        <EntityTable<TEventAdmissions['tickets']['items'][number]>
          bare
          label={t('tickets.event.search')}
          rows={tickets.items}
          rowKey={(ticket) => ticket.ticketId}
          onRowClick={(ticket) => openTicket(ticket.ticketNumber)}
          rowTestId="admission-ticket"
          empty={
            <Text c="dimmed" size="sm" py="md" ta="center" data-testid="admission-empty">
              {params.search ? t('tickets.event.noMatches') : t('tickets.event.none')}
            </Text>
          }
          pagination={{
            page: tickets.page.number,
            size: tickets.page.size,
            total: tickets.total,
            onChange: (page, size) => onParams({ ...params, page, size }),
          }}
          columns={[
            {
              key: 'ticket',
              header: t('tickets.event.columns.ticket'),
              cell: (ticket) => (
                <>
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    ff="monospace"
                    aria-label={t('tickets.event.open', { number: ticket.ticketNumber })}
                    onClick={(click) => {
                      click.stopPropagation();
                      openTicket(ticket.ticketNumber);
                    }}
                  >
                    {ticket.ticketNumber}
                  </Anchor>
                  {/* On a phone the holder and type fold under the number. */}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {[whoseTicket(ticket, t), ticket.ticketTypeName].filter(Boolean).join(' · ')}
                  </Text>
                </>
              ),
            },
            {
              key: 'holder',
              header: t('tickets.event.columns.holder'),
              visibleFrom: 'sm',
              cell: (ticket) => whoseTicket(ticket, t) || '–',
            },
            { key: 'type', header: t('tickets.event.columns.ticketType'), visibleFrom: 'sm', cell: (ticket) => ticket.ticketTypeName },
            {
              key: 'status',
              header: t('tickets.event.columns.status'),
              cell: (ticket) => (
                <Group gap={4}>
                  <TicketStatusBadge status={ticket.status} />
                  <VisitBadge state={ticket.visitState} />
                </Group>
              ),
            },
            {
              key: 'activatedAt',
              header: t('tickets.event.columns.activatedAt'),
              visibleFrom: 'md',
              cell: (ticket) => (ticket.activatedAt ? formatDateTime(ticket.activatedAt, event.timeZone) : '–'),
            },
          ]}
        />
      </Card>
    </Stack>
  );
}

/** The holder named on the ticket, else the order's buyer marked as such (most orders name no holders). */
function whoseTicket(ticket: Pick<TAdmissionTicket, 'holderName' | 'buyerName'>, t: TFunction): string {
  if (ticket.holderName) return ticket.holderName;
  return ticket.buyerName ? t('tickets.event.boughtBy', { name: ticket.buyerName }) : '';
}
