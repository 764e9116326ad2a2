import { useRef, useState } from 'react';
import type { TProductAccess } from '@foyer/contracts';
import { isTourAppAddress, languagesInWords } from '@foyer/domain';
import { ApiError } from '../api/http';
import { shopApi } from '../api/shop-api';
import { useShop } from '../app/shop-context';
import { formatDate } from '../format/dates';
import { PageLoading, PageNotShown, ToEventsButton } from '../ui/page-frame';
import { usePageReading } from '../ui/page-reading';

/** An access code as the server makes them (128 random bits in base64url); anything else is no code of ours. */
const ACCESS_CODE = /^[A-Za-z0-9_-]{22}$/;

/**
 * /{family}/tour-access/{code} (ours, not the SPEC's): where a bought tour's confirmation mail
 * leads. The visitor opens it on their phone when they start the tour: which tour and offer the
 * code opens, whether it still does, and the code to copy into the museum's tour app. It reads
 * the same public check the tour app makes; the code is the key, so nothing else is asked. Where
 * the museum gave its tour app's address, the page also links to the app with the code in it.
 */
export default function TourAccessPage({ code }: { code: string }) {
  const { t, locale } = useShop();
  const { reading, retry } = usePageReading(code, () =>
    // A mangled link (a mail client cut it) is a code we do not know, not a failure to retry.
    ACCESS_CODE.test(code) ? shopApi.productAccess(code) : Promise.reject(new ApiError(404, 'not_found', 'Not found')),
  );
  if (reading.state === 'loading') return <PageLoading />;
  if (reading.state === 'failed')
    return (
      <PageNotShown notFound={reading.notFound} notFoundText={t('products.access.notFound')} wayOn={<ToEventsButton />} onRetry={retry} />
    );
  const access = reading.value;
  const { name, language } = tourName(access, locale);
  const offer = offerName(access, locale);
  const languages = languagesInWords(access.languages, locale);
  return (
    <article className="tour-access stack" data-testid="tour-access">
      {access.kind && <p className="product-kind">{t(`products.kinds.${access.kind}`)}</p>}
      <h1 lang={language}>{name}</h1>
      {offer && (
        <p className="tour-access-offer" lang={offer.language}>
          {offer.name}
        </p>
      )}
      {access.valid ? (
        // The server keeps only https addresses; checked here again before a visitor is sent there.
        <AccessCode code={code} appLink={access.appLink && isTourAppAddress(access.appLink) ? access.appLink : null} />
      ) : (
        <p className="notice notice-error" role="alert">
          {t('products.access.canceled')}
        </p>
      )}
      <ul className="tour-access-facts">
        <li>{t('products.access.boughtOn', { date: formatDate(access.issuedAt, locale) })}</li>
        {languages && <li>{t('products.access.languages', { languages })}</li>}
      </ul>
    </article>
  );
}

/** The tour's name in the visitor's language, else its default, else any it has, with the language it is in. */
function tourName(access: TProductAccess, locale: string): { name: string; language: string | undefined } {
  const order = [locale, access.defaultLanguage, ...Object.keys(access.names)];
  const language = order.find((candidate) => candidate && access.names[candidate]?.trim());
  return { name: language ? access.names[language]!.trim() : '', language: language ?? undefined };
}

/** The offer bought, in the visitor's language when the museum named it there, else its default language's name. */
function offerName(access: TProductAccess, locale: string): { name: string; language: string | undefined } | null {
  const own = access.offerNames[locale as keyof TProductAccess['offerNames']]?.trim();
  if (own) return { name: own, language: locale };
  return access.offerName ? { name: access.offerName, language: access.defaultLanguage ?? undefined } : null;
}

/**
 * The code, large enough to read out, and a button that copies it (or selects it where the browser
 * will not copy); first, where the museum gave its app's address, the link that opens the app with it.
 */
function AccessCode({ code, appLink }: { code: string; appLink: string | null }) {
  const { t } = useShop();
  const shown = useRef<HTMLElement>(null);
  const [told, setTold] = useState<'copied' | 'selected' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setTold('copied');
    } catch {
      // No clipboard here (not a secure page, or a frame without the permission): select it for the visitor.
      if (shown.current) window.getSelection()?.selectAllChildren(shown.current);
      setTold('selected');
    }
  };
  return (
    <section className="tour-access-code stack" aria-labelledby="tour-access-code-title">
      <h2 id="tour-access-code-title">{t('products.access.code')}</h2>
      <code ref={shown} className="tour-access-value" data-testid="tour-access-code">
        {code}
      </code>
      {appLink && (
        // The whole page, not a frame, goes to the app: a phone opens the app itself from such a link.
        <a className="button button-primary tour-access-open" href={appLink} target="_top" rel="noopener">
          {t('products.access.openApp')}
        </a>
      )}
      <button
        type="button"
        className={`button ${appLink ? 'button-quiet' : 'button-primary'} tour-access-copy`}
        onClick={() => void copy()}
      >
        {t('products.access.copy')}
      </button>
      <p className="tour-access-told" role="status">
        {told ? t(`products.access.${told}`) : ''}
      </p>
      <p>
        {t(!appLink ? 'products.access.howTo' : appLink.includes(code) ? 'products.access.howToWithApp' : 'products.access.howToOpenApp')}
      </p>
    </section>
  );
}
