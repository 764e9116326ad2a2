import type { TShopOccurrence, TShopSeries } from '@foyer/contracts';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useShop } from '../app/shop-context';
import { formatDay, formatMonth, weekdayNames } from '../format/dates';
import { monthGrid, moveInGrid, type CalendarKey } from './calendar-grid';

const KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] satisfies CalendarKey[];

interface Props {
  series: TShopSeries;
  days: Map<string, TShopOccurrence[]>;
  selectedDate: string | null;
  onSelectDate: (date: string) => void;
  onMonth: (month: string) => void;
  loading: boolean;
}

const isOpen = (occurrence: TShopOccurrence) => occurrence.bookable && !occurrence.soldOut;

/** A month of a series: days with dates to book are buttons; the arrows jump to months that have any. */
export function MonthCalendar({ series, days, selectedDate, onSelectDate, onMonth, loading }: Props) {
  const { t, locale } = useShop();
  const previous = series.previousMonthWithOccurrences;
  const next = series.nextMonthWithOccurrences;
  const grid = useMemo(() => monthGrid(series.month), [series.month]);
  const openDays = useMemo(() => new Set([...days].filter(([, occurrences]) => occurrences.some(isOpen)).map(([date]) => date)), [days]);
  const table = useRef<HTMLTableElement>(null);
  // Roving tab stop: the grid is one stop in the tab order, the arrows move within it (WAI-ARIA
  // date grid pattern); the chosen day, else the last day moved to, else the first open day.
  const [focused, setFocused] = useState<string | null>(null);
  const stop = [selectedDate, focused].find((date) => date && openDays.has(date)) ?? grid.flat().find((date) => date && openDays.has(date));
  // PageUp/PageDown turn to the month before or after that has dates (the date grid pattern's
  // keys); the focus follows into the new month's grid once it is drawn.
  // A month with nothing to choose (its dates sold out) has no day to hold the focus: the month's
  // name takes it, so it is not lost to the page and PageUp/PageDown go on from there.
  const focusNewMonth = useRef(false);
  const monthName = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusNewMonth.current || loading) return;
    focusNewMonth.current = false;
    (table.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]') ?? monthName.current)?.focus();
  }, [series.month, loading, stop]);
  const turnMonth = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return false;
    event.preventDefault();
    const month = event.key === 'PageUp' ? previous : next;
    if (month && !loading) {
      focusNewMonth.current = true;
      onMonth(month);
    }
    return true;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).dataset.date;
    if (from && turnMonth(event)) return;
    if (!from || !KEYS.includes(event.key)) return;
    event.preventDefault();
    const to = moveInGrid(grid, openDays, from, event.key as CalendarKey);
    if (!to) return;
    setFocused(to);
    table.current?.querySelector<HTMLButtonElement>(`button[data-date="${to}"]`)?.focus();
  };
  return (
    <div className="calendar" aria-busy={loading || undefined}>
      <div className="calendar-head">
        <button
          type="button"
          className="icon-button"
          aria-label={t('event.previousMonth')}
          disabled={!previous || loading}
          onClick={() => previous && onMonth(previous)}
        >
          ‹
        </button>
        <h3 aria-live="polite" ref={monthName} tabIndex={-1} onKeyDown={turnMonth}>
          {formatMonth(series.month, locale)}
        </h3>
        <button
          type="button"
          className="icon-button"
          aria-label={t('event.nextMonth')}
          disabled={!next || loading}
          onClick={() => next && onMonth(next)}
        >
          ›
        </button>
      </div>
      <table className="calendar-grid" ref={table} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayNames(locale).map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week, index) => (
            <tr key={index}>
              {week.map((date, column) => {
                if (!date) return <td key={column} />;
                const occurrences = days.get(date) ?? [];
                const day = Number(date.slice(8));
                if (occurrences.length === 0)
                  return (
                    <td key={date}>
                      <span className="day day-closed">{day}</span>
                    </td>
                  );
                const open = occurrences.some(isOpen);
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className="day"
                      data-date={date}
                      tabIndex={date === stop ? 0 : -1}
                      aria-pressed={date === selectedDate}
                      aria-label={`${formatDay(date, locale)}${open ? '' : `, ${t('event.soldOut')}`}`}
                      disabled={!open}
                      onFocus={() => setFocused(date)}
                      onClick={() => onSelectDate(date)}
                    >
                      {day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {days.size === 0 && <p className="muted">{t('event.noDatesThisMonth')}</p>}
      {/* A crossed-out day said "sold out" only to screen readers, and not that it may open again. */}
      {[...days.values()].some((occurrences) => !occurrences.some(isOpen)) && (
        <p className="muted calendar-note" data-testid="calendar-sold-out-note">
          {t('event.soldOutDays')}
        </p>
      )}
    </div>
  );
}

/** The times of one day; a single one is chosen for the visitor. */
export function TimeChoice({
  occurrences,
  selectedId,
  onSelect,
}: {
  occurrences: TShopOccurrence[];
  selectedId: string | null;
  onSelect: (occurrence: TShopOccurrence) => void;
}) {
  const { t } = useShop();
  return (
    <fieldset className="times">
      <legend>{t('event.chooseTime')}</legend>
      <div className="time-list">
        {occurrences.map((occurrence) => (
          <button
            key={occurrence.eventId}
            type="button"
            className="time"
            aria-pressed={occurrence.eventId === selectedId}
            disabled={!isOpen(occurrence)}
            onClick={() => onSelect(occurrence)}
          >
            <span>{occurrence.allDay ? t('event.allDay') : `${occurrence.start.time}–${occurrence.end.time}`}</span>
            <small>{availabilityText(occurrence, t)}</small>
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function availabilityText(occurrence: TShopOccurrence, t: ReturnType<typeof useShop>['t']): string {
  if (occurrence.soldOut || !occurrence.bookable) return t('event.soldOut');
  if (occurrence.available !== null && occurrence.available <= 20) return t('event.left', { count: occurrence.available });
  return t('event.available');
}
