import type { TShopEvent } from '@foyer/contracts';
import { durationDisplay, languagesInWords } from '@foyer/domain';
import { useShop } from '../app/shop-context';

/** The event's description parts: place, duration, languages, what to bring, what is not allowed. */
export function EventFacts({ event }: { event: TShopEvent }) {
  const { t, locale, configuration } = useShop();
  const duration = durationDisplay(event.durationMinutes);
  const { bringAlong, restrictions, features } = event.experience;
  const shownFeatures = features.filter((feature) => feature !== 'duration');
  return (
    <dl className="facts">
      <div>
        <dt>{t('event.venue')}</dt>
        <dd>{event.venue?.name ?? t('list.online')}</dd>
      </div>
      {event.durationMinutes > 0 && (
        <div>
          <dt>{t('event.duration')}</dt>
          <dd>
            {duration.unit === 'hours'
              ? t('duration.hours', { count: duration.value })
              : t('duration.minutes', { count: event.durationMinutes })}
          </dd>
        </div>
      )}
      {event.languages.length > 0 && (
        <div>
          <dt>{t('event.languages')}</dt>
          <dd>{languagesInWords(event.languages, locale)}</dd>
        </div>
      )}
      {shownFeatures.length > 0 && (
        <div>
          <dt>{t('event.included')}</dt>
          <dd>{shownFeatures.map((feature) => t(`experience.features.${feature}`)).join(', ')}</dd>
        </div>
      )}
      {bringAlong.length > 0 && (
        <div>
          <dt>{t('event.bringAlong')}</dt>
          <dd>{bringAlong.map((item) => t(`experience.bringAlong.${item}`)).join(', ')}</dd>
        </div>
      )}
      {restrictions.length > 0 && (
        <div>
          <dt>{t('event.notAllowed')}</dt>
          <dd>{restrictions.map((item) => t(`experience.restrictions.${item}`)).join(', ')}</dd>
        </div>
      )}
      {configuration.RETURN_POLICY === 'true' && (
        <div>
          <dt>{t('event.refundPolicy')}</dt>
          <dd>{t(`refundPolicies.${event.refundPolicy}`)}</dd>
        </div>
      )}
    </dl>
  );
}
