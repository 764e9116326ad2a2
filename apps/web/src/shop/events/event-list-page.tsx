import { useEffect, useState } from 'react';
import type { TShopEventListItem } from '@foyer/contracts';
import { shopApi } from '../api/shop-api';
import { navigate } from '../app/navigation';
import { useShop } from '../app/shop-context';
import { showOnlyIds } from '../app/shop-query';
import { SHOP_LOCALES } from '../i18n/locale';
import { nextDateText } from '../format/dates';
import { SelectField } from '../ui/fields';
import { LoadFailed, PageLoading } from '../ui/page-frame';
import { ShopLink } from '../ui/shop-link';
import { cardPrice } from './card-price';
import { takeEarlyEventList, takeWrittenEventList, writtenEventList } from './early-reads';
import { localName } from './event-names';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; events: TShopEventListItem[] };

/** /organizations: the museum's events, filtered by venue, category, sort and language from the query. */
export default function EventListPage() {
  const { t, locale, money, query, orgId, organization, family, href, setVenue } = useShop();
  const { venue, category, sort, laF } = query;
  // This year, for whether a card's next date needs its year.
  const today = new Date().toISOString().slice(0, 10);
  // A list written into the page by the server shows as it is: no read, no "Loading…" in between.
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const events = writtenEventList(orgId, { venue, category, sort, lang: laF });
    return events ? { state: 'ready', events } : { state: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const filter = { venue, category, sort, lang: laF };
    if (takeWrittenEventList(orgId, filter)) return;
    let live = true;
    setLoaded({ state: 'loading' });
    (takeEarlyEventList(orgId, filter) ?? shopApi.events(orgId, filter)).then(
      (events) => live && setLoaded({ state: 'ready', events }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [orgId, venue, category, sort, laF, attempt]);
  useEffect(() => setVenue(venue), [venue, setVenue]);

  // A filter change replaces the address (SPEC §4: changing venue replaces the filter and reloads).
  const filter = (name: 'venue' | 'sort' | 'laF', value: string) =>
    navigate(href({ page: 'eventList' }, { venue, category, sort, laF, showOnly: query.showOnly, [name]: value || null }), {
      replace: true,
    });

  const only = family.listParams.includes('showOnly') ? showOnlyIds(query) : null;
  const events = loaded.state === 'ready' ? loaded.events.filter((event) => !only || only.has(event.eventId)) : [];

  return (
    <section className="stack">
      <h1>{t('list.title')}</h1>
      <form className="filters" aria-label={t('list.filters')} onSubmit={(event) => event.preventDefault()}>
        {organization.venues.length > 1 && (
          <SelectField label={t('list.venue')} value={venue ?? ''} onChange={(event) => filter('venue', event.target.value)}>
            <option value="">{t('list.allVenues')}</option>
            {organization.venues.map((option) => (
              <option key={option.venueId} value={option.venueId}>
                {option.name}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField label={t('list.language')} value={laF ?? ''} onChange={(event) => filter('laF', event.target.value)}>
          <option value="">{t('list.allLanguages')}</option>
          {SHOP_LOCALES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('list.sort')} value={sort ?? 'date'} onChange={(event) => filter('sort', event.target.value)}>
          <option value="date">{t('list.sortDate')}</option>
          <option value="name">{t('list.sortName')}</option>
        </SelectField>
      </form>
      {loaded.state === 'loading' && <PageLoading />}
      {loaded.state === 'failed' && <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />}
      {loaded.state === 'ready' &&
        events.length === 0 &&
        (venue || laF ? (
          // Chosen away, not none at all: said so, with the way back to every event.
          <div className="notice" data-testid="event-list-no-matches">
            <p>{t('list.noMatches')}</p>
            <ShopLink className="button button-quiet" href={href({ page: 'eventList' }, { category, sort, showOnly: query.showOnly })}>
              {t('list.showAll')}
            </ShopLink>
          </div>
        ) : (
          <p className="notice">{t('list.empty')}</p>
        ))}
      <ul className="event-cards">
        {events.map((event) => (
          <li key={event.eventId}>
            <ShopLink className="event-card" href={href({ page: 'event', eventId: event.eventId })}>
              {event.imageUrl && <img src={event.imageUrl} alt="" loading="lazy" width={2160} height={1080} />}
              <span className="event-card-body">
                <strong className="event-card-title">{localName(event.names, locale, event.defaultLanguage)}</strong>
                <span>{t('list.next', { date: nextDateText(event.nextOccurrence, locale, today) })}</span>
                <span className="muted">{event.venue?.name ?? t('list.online')}</span>
                <span className="event-card-price">{!event.available ? t('list.soldOut') : cardPrice(event, t, money)}</span>
              </span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
