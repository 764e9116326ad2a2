import { Box, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconDoorEnter, IconScan, IconTicket } from '@tabler/icons-react';
import { ORDERS_AREA, TICKETS_AREA, type TScannedTicket, type TScanRefusalFields } from '@foyer/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentity, usePermissions } from '../../../app/session';
import { formatTime } from '../../../shared/dates/format';
import { localizedErrorText, localizeMessage, type Translate } from '../../../shared/forms/server-messages';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { FailedOperation } from '../../../shared/ui/failed-operation';
import { type CameraProblem } from '../camera';
import { entranceVenueFor, rememberEntranceVenue, rememberedEntranceVenue } from '../entrance-venue';
import { useLookupTicket, useScanAction, type ScanSource } from '../mutations';

import { occurrenceWhen } from '../scan-display';
import { lookupNotices, needsLaterDayOverride, refusalLine, refusalOf, scanActionsFor, type ScanAction } from '../scan-outcome';
import { CameraScanner } from './camera-scanner';
import { ScanBanner, type BannerTone } from './scan-banner';
import { ScanForm } from './scan-form';
import { EntranceVenueSelect, TicketCard } from './ticket-card';

/** What the last Activate or Mark museum visit did. */
type Outcome =
  | { kind: 'letIn'; action: ScanAction; ticket: TScannedTicket }
  | { kind: 'refused'; message: string; fields: TScanRefusalFields }
  | { kind: 'failed'; action: ScanAction; text: string };

interface Props {
  /** A lookup to start with: a ticket opened from the admission list. */
  initialLookup?: { code: string; source: ScanSource };
  /** Back to the admission list the ticket was opened from. */
  onBackToList?(): void;
}

/** A keyboard at hand (a desk's computer), rather than a phone held at the door. */
const hasKeyboard = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.('(hover: hover) and (pointer: fine)').matches);

/** "Let in" with where and when, from the server's answer. */
function letInLine(outcome: Extract<Outcome, { kind: 'letIn' }>, t: Translate): string {
  const { ticket, action } = outcome;
  const zone = ticket.timeZone;
  if (action === 'visit') {
    const visit = ticket.visits.at(-1);
    if (visit) return t('tickets.result.visited', { venue: visit.venueName, time: formatTime(visit.at, zone) });
  }
  const time = formatTime(ticket.activatedAt, zone);
  return ticket.activationVenue
    ? t('tickets.result.activated', { venue: ticket.activationVenue.venueName, time })
    : t('tickets.result.activatedNoVenue', { time });
}

/** The door: scan or type, see the ticket, let the visitor in, scan the next. */
export function TicketScanner({ initialLookup, onBackToList }: Props) {
  const { t } = useTranslation();
  const { orgId } = useIdentity();
  const { can } = usePermissions();
  const canWrite = can(TICKETS_AREA.write);
  const [view, setView] = useState<'scan' | 'camera' | 'ticket'>('scan');
  const [ticket, setTicket] = useState<TScannedTicket | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [cameraProblem, setCameraProblem] = useState<CameraProblem | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [venueId, setVenueId] = useState<string | null>(null);
  // The override of a ticket for a later day is asked for once more before it is sent.
  const [confirmingOverride, setConfirmingOverride] = useState(false);
  const lookup = useLookupTicket();
  const scanAction = useScanAction();
  const typingFirst = useRef(hasKeyboard()).current;
  const input = useRef<HTMLInputElement>(null);
  const cameraButton = useRef<HTMLButtonElement>(null);
  const scanNext = useRef<HTMLButtonElement>(null);
  const headline = useRef<HTMLDivElement>(null);
  // Where the focus goes once the view it is in shows.
  const [focus, setFocus] = useState<'scan' | 'scanNext' | 'ticket' | null>(null);

  useEffect(() => {
    if (focus === 'scan' && view === 'scan') (typingFirst ? input : cameraButton).current?.focus();
    if (focus === 'scanNext' && view === 'ticket') scanNext.current?.focus();
    // A ticket found: its headline is read out, and Activate is the next tab stop (it fell to the page's start).
    if (focus === 'ticket' && view === 'ticket') headline.current?.focus();
  }, [focus, view, typingFirst, outcome, ticket]);

  const show = (found: TScannedTicket) => {
    setTicket(found);
    setVenueId(entranceVenueFor(found.entranceVenues, rememberedEntranceVenue(orgId)));
    setView('ticket');
    setFocus('ticket');
  };

  const find = (code: string, source: ScanSource) => {
    setLookupError(null);
    setOutcome(null);
    setView('scan');
    lookup.mutate(
      { code, source },
      {
        onSuccess: show,
        onError: (error) => {
          setLookupError(localizedErrorText(error, t));
          setFocus('scan');
        },
      },
    );
  };

  const startedWith = useRef(initialLookup);
  useEffect(() => {
    if (startedWith.current) find(startedWith.current.code, startedWith.current.source);
    // Once, on opening: a ticket picked in the admission list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A double tap on a phone sends the second before the button shows it is busy: the second would
  // be refused as "already used" (by this very scan) and its red answer would replace the green one.
  const acting = useRef(false);
  const act = (action: ScanAction, overrideLaterDay = false) => {
    if (!ticket || acting.current) return;
    acting.current = true;
    setOutcome(null);
    scanAction.mutate(
      { ticketId: ticket.ticketId, action, venueId: ticket.combi ? venueId : null, overrideLaterDay },
      {
        onSuccess: (updated) => {
          setConfirmingOverride(false);
          setTicket(updated);
          setOutcome({ kind: 'letIn', action, ticket: updated });
        },
        onError: (error) => {
          setConfirmingOverride(false);
          const refusal = refusalOf(error);
          if (!refusal) return setOutcome({ kind: 'failed', action, text: localizedErrorText(error, t) });
          setOutcome({ kind: 'refused', ...refusal });
          // The card as it is now: another scanner may have let the ticket in meanwhile.
          lookup.mutate({ code: ticket.code, source: 'camera' }, { onSuccess: setTicket });
        },
        onSettled: () => {
          acting.current = false;
          setFocus('scanNext');
        },
      },
    );
  };

  const next = () => {
    setTicket(null);
    setOutcome(null);
    setLookupError(null);
    setView('scan');
    setFocus('scan');
  };

  if (view === 'camera') {
    return (
      <CameraScanner
        onRead={(code) => find(code, 'camera')}
        onProblem={(problem) => {
          setCameraProblem(problem);
          setView('scan');
          setFocus('scan');
        }}
        onStop={() => {
          setView('scan');
          setFocus('scan');
        }}
      />
    );
  }

  if (view === 'scan' || !ticket) {
    return (
      <ScanForm
        lookupError={lookupError}
        cameraProblem={cameraProblem && t(`tickets.camera.${cameraProblem}`)}
        looking={lookup.isPending}
        typingFirst={typingFirst}
        inputRef={input}
        cameraRef={cameraButton}
        onCamera={() => {
          setCameraProblem(null);
          setLookupError(null);
          setView('camera');
        }}
        onTyped={(code) => find(code, 'typed')}
      />
    );
  }

  const localized = (message: string) => localizeMessage(message, t);
  // After an action its answer; before, what the lookup alone tells (used, canceled, another day), one banner per tone.
  const banners: { tone: BannerTone; lines: string[] }[] =
    outcome?.kind === 'letIn'
      ? [{ tone: 'letIn', lines: [letInLine(outcome, t)] }]
      : outcome?.kind === 'refused'
        ? [{ tone: 'refused', lines: [refusalLine(localized(outcome.message), outcome.fields, ticket.timeZone, t)] }]
        : (['refused', 'warning'] as const)
            .map((tone) => ({
              tone,
              lines: lookupNotices(ticket, venueId)
                .filter((notice) => notice.tone === tone)
                .map((notice) => refusalLine(localized(notice.message), notice.fields, ticket.timeZone, t)),
            }))
            .filter((banner) => banner.lines.length > 0);
  const actions = scanActionsFor(ticket, canWrite, venueId);
  const overrideOffered = canWrite && needsLaterDayOverride(ticket);
  const needsVenue = ticket.combi && !venueId;
  const busy = scanAction.isPending ? scanAction.variables?.action : undefined;

  return (
    <Stack gap="md">
      {banners.map((banner) => (
        <ScanBanner key={banner.lines.join()} tone={banner.tone} lines={banner.lines} />
      ))}
      {outcome?.kind === 'failed' && <FailedOperation operation={t('tickets.result.actionFailed')} onRetry={() => act(outcome.action)} />}
      <TicketCard
        headlineRef={headline}
        ticket={ticket}
        canOpenOrder={can(ORDERS_AREA.read)}
        actions={
          <Stack gap="sm">
            {canWrite && ticket.combi && (overrideOffered || actions.length + ticket.visits.length > 0) && (
              <EntranceVenueSelect
                ticket={ticket}
                venueId={venueId}
                onChange={(chosen) => {
                  setVenueId(chosen);
                  rememberEntranceVenue(orgId, chosen);
                }}
              />
            )}
            {actions.length > 0 && (
              <SimpleGrid cols={{ base: 1, xs: actions.length }} spacing="sm">
                {actions.map((action) => (
                  <Button
                    key={action}
                    size="lg"
                    color={action === 'activate' ? 'green' : 'foyer'}
                    variant={action === 'activate' || actions.length === 1 ? 'filled' : 'light'}
                    leftSection={action === 'activate' ? <IconDoorEnter size={22} /> : <IconTicket size={22} />}
                    loading={busy === action}
                    disabled={needsVenue || (busy !== undefined && busy !== action)}
                    onClick={() => act(action)}
                    fullWidth
                    // Long words (Registrér museumsbesøg) wrap rather than being cut on a narrow phone.
                    h="auto"
                    mih={50}
                    py={8}
                    styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } }}
                    data-testid={`scan-action-${action}`}
                  >
                    {t(action === 'activate' ? 'tickets.actions.activate' : 'tickets.actions.visit')}
                  </Button>
                ))}
              </SimpleGrid>
            )}
            {overrideOffered && (
              <Button
                size="lg"
                color="orange.9"
                variant="outline"
                leftSection={<IconAlertTriangle size={22} />}
                loading={busy === 'activate'}
                disabled={needsVenue}
                onClick={() => setConfirmingOverride(true)}
                fullWidth
                h="auto"
                mih={50}
                py={8}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } }}
                data-testid="scan-action-override"
              >
                {t('tickets.actions.overrideLaterDay')}
              </Button>
            )}
            {!canWrite && (
              <Text size="sm" c="dimmed">
                {t('tickets.actions.readOnly')}
              </Text>
            )}
          </Stack>
        }
      />
      {/* Kept in reach at the bottom of a phone's screen: under the banner and the card it fell
          below the fold, and scrolling to it took the green or red answer out of sight. */}
      <Box pos="sticky" bottom={0} py="xs" bg="var(--mantine-color-body)" style={{ zIndex: 2 }}>
        <Button
          ref={scanNext}
          size="lg"
          variant="default"
          fullWidth
          leftSection={<IconScan size={22} />}
          onClick={next}
          data-testid="scan-next"
        >
          {t('tickets.actions.scanNext')}
        </Button>
      </Box>
      <ConfirmModal
        opened={confirmingOverride}
        title={t('tickets.actions.overrideTitle')}
        confirmLabel={t('tickets.actions.overrideConfirm')}
        loading={busy === 'activate'}
        onConfirm={() => act('activate', true)}
        onClose={() => setConfirmingOverride(false)}
      >
        {t('tickets.actions.overrideBody', { date: occurrenceWhen(ticket, t) })}
      </ConfirmModal>
      {onBackToList && (
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBackToList} data-testid="scan-back-to-list">
          {t('tickets.event.backToList')}
        </Button>
      )}
    </Stack>
  );
}
