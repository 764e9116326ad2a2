import { useEffect, useMemo, useState } from 'react';
import type { TShopEvent, TShopOccurrence } from '@foyer/contracts';
import { shopApi } from '../api/shop-api';
import { useShop } from '../app/shop-context';
import { formatDay } from '../format/dates';
import { BackLink, PageLoading, PageNotShown, ToEventsButton } from '../ui/page-frame';
import { usePageReading } from '../ui/page-reading';
import { byDay, monthOf } from './calendar-grid';
import { takeEarlyEvent, takeWrittenEvent, writtenEvent } from './early-reads';
import { EventFacts } from './event-facts';
import { localName } from './event-names';
import { MonthCalendar, TimeChoice } from './month-calendar';
import { TicketChooser } from './ticket-chooser';
import { useSeries } from './use-series';

/** /events/{eventId} and /school-class-event/{eventId}: an event (or one occurrence) and its tickets. */
export default function EventPage({ eventId, schoolClassId }: { eventId: string; schoolClassId: string | null }) {
  const { t, locale, href, setVenue } = useShop();
  const { reading, retry } = usePageReading(eventId, () => takeEarlyEvent(eventId) ?? shopApi.event(eventId), writtenEvent(eventId));
  useEffect(() => takeWrittenEvent(eventId), [eventId]);

  const event = reading.state === 'ready' ? reading.value : null;
  useEffect(() => {
    if (event) setVenue(event.venue?.id ?? null);
  }, [event, setVenue]);

  if (reading.state === 'loading') return <PageLoading />;
  if (reading.state === 'failed')
    return (
      <PageNotShown
        notFound={reading.notFound}
        notFoundText={t(reading.canceled ? 'messages.eventCanceled' : 'messages.eventNotFound')}
        wayOn={<ToEventsButton />}
        onRetry={retry}
      />
    );

  const shown = reading.value;
  const name = localName(shown.names, locale, shown.defaultLanguage);
  return (
    <article className="event stack">
      {/* A way back to the list, in this family and language (issue 12). */}
      <BackLink href={href({ page: 'eventList' })}>{t('event.backToList')}</BackLink>
      {shown.imageUrl && <img className="event-image" src={shown.imageUrl} alt="" width={2160} height={1080} />}
      <h1>{name}</h1>
      <EventFacts event={shown} />
      {shown.nextOccurrence || shown.occurrence ? (
        <Booking event={shown} schoolClassId={schoolClassId} />
      ) : (
        <p className="notice">{t('event.noDates')}</p>
      )}
    </article>
  );
}

/** Date, then time, then tickets. An occurrence's own id, or a single event, starts chosen. */
function Booking({ event, schoolClassId }: { event: TShopEvent; schoolClassId: string | null }) {
  const { t, locale } = useShop();
  const { series, loading, failed, showMonth, refresh } = useSeries(event.parentId ?? event.eventId, schoolClassId);
  const named = event.occurrence;
  const [date, setDate] = useState<string | null>(named?.start.date ?? null);
  // A link to a date canceled or over since (shared, bookmarked) opens on its day, nothing chosen.
  const namedClosed = named && !named.bookable && event.kind !== 'Single' ? named : null;
  const [chosenId, setChosenId] = useState<string | null>(namedClosed ? null : (named?.eventId ?? null));
  const [closedSaid, setClosedSaid] = useState(namedClosed !== null);
  const [timeChosen, setTimeChosen] = useState(false);

  useEffect(() => {
    void showMonth(named ? monthOf(named.start.date) : null);
  }, [showMonth, named]);

  const days = useMemo(() => byDay(series?.series ?? []), [series]);
  const single = event.kind === 'Single';
  const dayTimes = date ? (days.get(date) ?? []) : [];
  const bookable = (occurrence: TShopOccurrence) => occurrence.bookable && !occurrence.soldOut;
  // A single event has one occurrence, and a day with one time needs no second choice.
  const onlyOne = single ? (series?.series ?? []).filter(bookable) : dayTimes.filter(bookable);
  const chosen =
    (chosenId && (series?.series.find((occurrence) => occurrence.eventId === chosenId) ?? (named?.eventId === chosenId ? named : null))) ||
    (onlyOne.length === 1 && (single || dayTimes.length === 1) ? onlyOne[0]! : null);

  if (failed && !series)
    return (
      <p className="notice notice-error" role="alert">
        {t('common.loadFailed')}
      </p>
    );
  if (!series) return <PageLoading />;

  // A single event's one date when it cannot be booked now (sold out, canceled, off sale): still
  // said, with why; before, the page showed neither date nor tickets.
  const singleClosed = single && !chosen ? (named ?? series.series[0] ?? null) : null;
  const shownWhen = chosen ?? singleClosed;

  return (
    <section className="booking stack">
      {single ? (
        shownWhen && (
          <>
            <p className="when">
              <strong>{t('event.when')}:</strong> {formatDay(shownWhen.start.date, locale)}
              {shownWhen.allDay ? '' : `, ${shownWhen.start.time}–${shownWhen.end.time}`}
            </p>
            {singleClosed && (
              <p className="notice" role="status" data-testid="single-closed">
                {singleClosed.status === 'Canceled'
                  ? t('event.singleCanceled')
                  : singleClosed.bookable
                    ? t('event.singleSoldOut')
                    : t('event.singleNotOnSale')}
              </p>
            )}
          </>
        )
      ) : (
        <>
          {namedClosed && closedSaid && (
            <p className="notice" role="status" data-testid="date-closed">
              {namedClosed.status === 'Canceled' ? t('event.dateCanceled') : t('event.dateNotOnSale')}
            </p>
          )}
          <h2>{t('event.chooseDate')}</h2>
          <MonthCalendar
            series={series}
            days={days}
            selectedDate={date}
            loading={loading}
            onMonth={(month) => void showMonth(month)}
            onSelectDate={(next) => {
              setDate(next);
              setChosenId(null);
              setClosedSaid(false);
              setTimeChosen(false);
            }}
          />
          {date && dayTimes.length > 1 && (
            <TimeChoice
              occurrences={dayTimes}
              selectedId={chosen?.eventId ?? null}
              onSelect={(o) => {
                setChosenId(o.eventId);
                setClosedSaid(false);
                setTimeChosen(true);
              }}
            />
          )}
          {date && dayTimes.length === 1 && (
            <p className="when">
              <strong>{formatDay(date, locale)}</strong>
              {dayTimes[0]!.allDay ? '' : `, ${dayTimes[0]!.start.time}–${dayTimes[0]!.end.time}`}
            </p>
          )}
        </>
      )}
      {chosen && (
        <TicketChooser
          key={chosen.eventId}
          event={event}
          occurrence={chosen}
          schoolClassId={schoolClassId}
          onSoldOut={() => void refresh()}
          bringIntoView={timeChosen}
          sayWhen={!single && dayTimes.length > 1}
        />
      )}
    </section>
  );
}
