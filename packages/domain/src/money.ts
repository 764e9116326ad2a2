/**
 * Money is an integer of minor units (øre, cents). VAT is given in basis points (2500 = 25 %) so
 * that no float ever touches an amount. Rounding is half-up, once per line (DESIGN §4).
 */
export const VAT_BASIS_POINTS_MAX = 10_000;

/** a × b / d rounded half-up, for non-negative integers, exactly. */
const mulDivHalfUp = (a: number, b: number, d: number) => Math.floor((2 * a * b + d) / (2 * d));

export function vatOf(netMinor: number, vatBasisPoints: number): number {
  assertAmount(netMinor);
  return mulDivHalfUp(netMinor, vatBasisPoints, 10_000);
}

export const grossFromNet = (netMinor: number, vatBasisPoints: number): number => netMinor + vatOf(netMinor, vatBasisPoints);

/**
 * The net that gives `grossMinor` after VAT, for staff who think in prices with VAT. When no
 * whole net reaches the gross exactly, the nearest one is taken (its gross may differ by 1).
 */
export function netFromGross(grossMinor: number, vatBasisPoints: number): number {
  assertAmount(grossMinor);
  const estimate = mulDivHalfUp(grossMinor, 10_000, 10_000 + vatBasisPoints);
  const candidates = [estimate - 1, estimate, estimate + 1].filter((net) => net >= 0);
  return candidates.reduce((best, net) =>
    Math.abs(grossFromNet(net, vatBasisPoints) - grossMinor) < Math.abs(grossFromNet(best, vatBasisPoints) - grossMinor) ? net : best,
  );
}

/** Totals of lines, each rounded on its own first. */
export function totalOf(lines: readonly { netMinor: number; vatBasisPoints: number; quantity: number }[]) {
  let net = 0;
  let vat = 0;
  for (const line of lines) {
    const lineNet = line.netMinor * line.quantity;
    net += lineNet;
    vat += vatOf(lineNet, line.vatBasisPoints);
  }
  return { net, vat, gross: net + vat };
}

/** One formatter per locale and currency: making one costs far more than formatting with it (a mail formats dozens). */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Display with 2 decimals (SPEC §9), in the reader's locale. */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // A handful of languages and currencies in practice; a bound all the same.
    if (moneyFormats.size >= 64) moneyFormats.clear();
    moneyFormats.set(key, format);
  }
  return format.format(minor / 100);
}

/**
 * Minor units as a form shows them for typing, in the reader's notation, without grouping:
 * 12550 → "125.50" / "125,50"; `short` leaves a whole amount's decimals out (20000 → "200").
 * parseAmount reads either back.
 */
export function amountInputText(minor: number, locale = 'en', { short = false } = {}): string {
  const decimals = short && minor % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: 2, useGrouping: false }).format(
    minor / 100,
  );
}

/** The mark a language writes between thousands, when its decimals follow a comma ("da", "de") or a dot ("en"). */
function groupMarkOf(locale: string): '.' | ',' {
  let mark = groupMarks.get(locale);
  if (!mark) {
    mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value === ',' ? '.' : ',';
    groupMarks.set(locale, mark);
  }
  return mark;
}
const groupMarks = new Map<string, '.' | ','>();

/**
 * Parses a typed amount such as "125", "125.5" or "125,50" into minor units; null if it is not one.
 * Thousands may be grouped where that cannot be misread in any language: by spaces ("1 250,00"), or
 * by dots or commas when the decimals follow with the other mark ("1.250,00", "1,250.00"). "1.250"
 * alone is read only with the reader's `locale`: 1,250 in Danish, a mistyped 1.25 in English, so
 * without it (or against it: "1,250" in Danish) it stays refused, since a price is no place to guess.
 */
export function parseAmount(text: string, locale?: string): number | null {
  const trimmed = text.trim();
  const group = locale ? groupMarkOf(locale) : null;
  const grouped =
    /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(?:[.,](\d{1,2}))?$/.exec(trimmed) ??
    /^(\d{1,3}(?:\.\d{3})+),(\d{1,2})$/.exec(trimmed) ??
    /^(\d{1,3}(?:,\d{3})+)\.(\d{1,2})$/.exec(trimmed) ??
    (group === '.' ? /^(\d{1,3}(?:\.\d{3})+)()$/.exec(trimmed) : group === ',' ? /^(\d{1,3}(?:,\d{3})+)()$/.exec(trimmed) : null);
  const match = grouped ?? /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return null;
  // Up to twelve digits (well inside a safe integer of minor units): an amount too large for the
  // form is still read, so its own rule can say the largest it takes rather than "invalid".
  const whole = match[1]!.replace(/[^\d]/g, '');
  if (whole.length > 12) return null;
  return Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function assertAmount(minor: number) {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`An amount must be a non-negative whole number of minor units, got ${minor}`);
}

/** A percentage in basis points as a form field shows it: 250 → "2.5" in English, "2,5" in Danish. */
export const percentInputText = (basisPoints: number, locale = 'en') =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(basisPoints / 100);
