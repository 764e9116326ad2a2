import { emptyDraft, type ConsumerDraft, type ConsumerErrors } from './consumer-form';

/**
 * The contact form between steps (embed3 asks for ticket names after it) and across a reload,
 * per organisation in sessionStorage. Field errors the server gave at payment wait here for the
 * contact step to show them.
 */
const key = (orgId: string) => `foyer.shop.contact.${orgId}`;
let waitingErrors: ConsumerErrors = {};
/** The last draft of this page's life: the form survives page changes even where storage is blocked. */
let kept: { orgId: string; draft: ConsumerDraft } | null = null;

/** The kept form, or a new one for a reader of `language` (its phone prefix). */
export function readDraft(orgId: string, language?: string): ConsumerDraft {
  try {
    const saved = window.sessionStorage.getItem(key(orgId));
    if (saved) {
      const base = emptyDraft(language);
      const parsed = JSON.parse(saved) as Partial<ConsumerDraft>;
      return { ...base, ...parsed, company: { ...base.company, ...parsed.company }, private: { ...base.private, ...parsed.private } };
    }
  } catch {
    // Unreadable or blocked storage: the form of this page's life, else an empty one.
  }
  return kept?.orgId === orgId ? kept.draft : emptyDraft(language);
}

export function saveDraft(orgId: string, draft: ConsumerDraft) {
  kept = { orgId, draft };
  try {
    window.sessionStorage.setItem(key(orgId), JSON.stringify(draft));
  } catch {
    // The form then lasts for this page only.
  }
}

export function clearDraft(orgId: string) {
  kept = null;
  keptCode = null;
  try {
    window.sessionStorage.removeItem(key(orgId));
  } catch {
    // Nothing was kept.
  }
}

export function handOverErrors(errors: ConsumerErrors) {
  waitingErrors = errors;
}

/** Read, not taken: React may run a state initialiser twice. The next submit hands over {}. */
export function errorsHandedOver(): ConsumerErrors {
  return waitingErrors;
}

let waitingCodeRefusal: string | null = null;

/**
 * The payment's refusal of the kept gift voucher code, in the visitor's words, for the contact
 * step: the ticket step that started the payment has no code field, so the visitor goes back to
 * where the code is checked again and shows what it pays now.
 */
export function handOverCodeRefusal(words: string | null) {
  waitingCodeRefusal = words;
}

/** Read, not taken (as the errors above); the contact step lets it go once drawn. */
export const codeRefusalHandedOver = (): string | null => waitingCodeRefusal;

/**
 * The gift voucher code the visitor took on the contact step, for the payment the ticket step
 * starts (embed3), and for the contact step again when the visitor comes back from a payment that
 * did not go through (the order gives it back with the cart: the shop is loaded anew on the way
 * back from the provider, and the code went silently, so the next payment took the whole amount
 * by card). For this page's life only, like the code itself on the visitor's screen.
 */
let keptCode: { orgId: string; code: string; pays: number | null } | null = null;

/** `pays`: what the contact step showed the code paying (minor units), so a payment started later pays no less unannounced. */
export function keepVoucherCode(orgId: string, code: string | null, pays: number | null = null) {
  keptCode = code ? { orgId, code, pays } : null;
}

export const keptVoucherCode = (orgId: string): string | null => (keptCode?.orgId === orgId ? keptCode.code : null);

/** What the kept code was shown paying; null when unknown (the payment then takes what the code has). */
export const keptVoucherPays = (orgId: string): number | null => (keptCode?.orgId === orgId ? keptCode.pays : null);
