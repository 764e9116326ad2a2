import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useShop } from '../app/shop-context';
import { shopAnalytics, type TrackingConsentState } from './shop-analytics';

/** The page written on the server asks nothing: the integrations are read in the browser. */
const ON_THE_SERVER: TrackingConsentState = { state: 'none' };
const useTrackingConsent = () => useSyncExternalStore(shopAnalytics.subscribe, shopAnalytics.consent, () => ON_THE_SERVER);

/**
 * The question before the museum's tracking services run: what they are, where the visitor's
 * doings go, and two answers of equal weight (declining is as easy as allowing). Shown until the
 * visitor answers; `onAnswered` moves the focus on, since the buttons it was on are gone.
 */
export function TrackingConsentNotice({ onAnswered }: { onAnswered: () => void }) {
  const { t, organization, locale } = useShop();
  const consent = useTrackingConsent();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const asked = consent.state === 'ask';
  const answered = useRef(false);

  useEffect(() => {
    // Asked again from the "Cookie settings" button at the foot (not the first time, which must
    // not take the focus from the page): bring the question to the visitor.
    if (asked && answered.current) {
      title.current?.focus({ preventScroll: true });
      title.current?.scrollIntoView({ block: 'nearest' });
    }
    answered.current = consent.state === 'granted' || consent.state === 'denied';
  }, [asked, consent.state]);

  if (consent.state !== 'ask') return null;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const answer = (choice: 'granted' | 'denied') => {
    shopAnalytics.choose(choice);
    onAnswered();
  };
  return (
    <section className="consent-notice" aria-labelledby={titleId} data-testid="tracking-consent">
      <h2 id={titleId} ref={title} tabIndex={-1}>
        {t('consent.title')}
      </h2>
      <p>
        {t('consent.body', {
          organization: organization.name,
          services: list.format(consent.services.names),
          recipients: list.format(consent.services.recipients),
        })}
      </p>
      <p>{t('consent.either')}</p>
      <div className="consent-actions">
        <button type="button" className="button" onClick={() => answer('granted')}>
          {t('consent.allow')}
        </button>
        <button type="button" className="button" onClick={() => answer('denied')}>
          {t('consent.decline')}
        </button>
      </div>
    </section>
  );
}

/** At the foot of every page once the visitor has answered: where they change their mind. */
export function ConsentSettingsButton() {
  const { t } = useShop();
  const consent = useTrackingConsent();
  if (consent.state !== 'granted' && consent.state !== 'denied') return null;
  return (
    <footer className="shop-footer">
      <button type="button" className="text-button" onClick={() => shopAnalytics.reconsider()} data-testid="tracking-consent-settings">
        {t('consent.settings')}
      </button>
    </footer>
  );
}
