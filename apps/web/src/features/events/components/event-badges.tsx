import { Badge } from '@mantine/core';
import type { EVENT_STATUSES, TEventListItem } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import type { TimeLabel } from '../event-display';

type EventStatus = (typeof EVENT_STATUSES)[number];
type Staffing = TEventListItem['staffing'];

const STATUS_COLORS: Record<EventStatus, string> = { Draft: 'gray', Published: 'teal', Canceled: 'red' };
const TIME_COLORS: Record<TimeLabel, string> = { UPCOMING: 'blue', HAPPENING_NOW: 'grape', PAST: 'gray' };

/**
 * A badge keeps its whole word: in a phone's list a long event name took the row's width and
 * the badges beside it read "PUBLI…", "UPCO…". Kept whole, the name column gives way instead.
 */
const whole = { flexShrink: 0, minWidth: 'max-content' } as const;

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="event-status" style={whole}>
      {t(`events.statuses.${status}`)}
    </Badge>
  );
}

export function TimeLabelBadge({ label }: { label: TimeLabel | null }) {
  const { t } = useTranslation();
  if (!label) return null;
  return (
    <Badge color={TIME_COLORS[label]} variant="outline" data-testid="time-label" style={whole}>
      {t(`events.timeLabels.${label}`)}
    </Badge>
  );
}

/** SPEC §4 staffing: grey Missing guides, orange Requested, green Accepted or '{0} of {1} accepted'. */
export function StaffingBadge({ staffing }: { staffing: Staffing }) {
  const { t } = useTranslation();
  const text =
    staffing.kind === 'PARTLY_ACCEPTED'
      ? t('events.staffing.PARTLY_ACCEPTED', { accepted: staffing.accepted ?? 0, total: staffing.total ?? 0 })
      : t(`events.staffing.${staffing.kind}`);
  return (
    <Badge color={staffing.color} variant="filled" data-testid="staffing-badge" style={{ ...whole, textTransform: 'none' }}>
      {text}
    </Badge>
  );
}
