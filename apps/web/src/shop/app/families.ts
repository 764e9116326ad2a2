/**
 * SPEC §2: five embedded families (/embed … /embed5). One implementation, configured here: each
 * family's layout, its checkout steps and which of the shop's pages it has.
 */

export const FAMILY_KEYS = ['embed', 'embed2', 'embed3', 'embed4', 'embed5'] as const;
export type FamilyKey = (typeof FAMILY_KEYS)[number];

export const SHOP_PAGES = [
  'eventList',
  'event',
  'donationList',
  'donation',
  'voucherList',
  'voucher',
  'product',
  'schoolClassEvent',
  'checkoutReview',
  'checkoutContact',
  'checkoutTicket',
  'checkoutPay',
  'mobilePay',
  'tourAccess',
] as const;
export type ShopPage = (typeof SHOP_PAGES)[number];

export type CheckoutStep = 'review' | 'contact' | 'ticket' | 'pay';
/** The step's title; the first step is "Review your order" or "Check your order" by family. */
export type StepText = 'review' | 'check' | 'contact' | 'ticket' | 'pay';

export interface FamilyLayout {
  /** narrow: one column for a sidebar; wide: a content column; full: the host's whole width. */
  width: 'narrow' | 'wide' | 'full';
  spacing: 'roomy' | 'compact';
  /** Whether the shop shows the museum's name above its pages (some hosts have their own). */
  header: 'organisation' | 'none';
}

export interface Family {
  key: FamilyKey;
  layout: FamilyLayout;
  steps: readonly { step: CheckoutStep; text: StepText }[];
  pages: readonly ShopPage[];
  /** Extra query parameters the family's event list reads (SPEC §2). */
  listParams: readonly ('parentPageId' | 'showOnly')[];
}

// SPEC §2: every family lists donations; only /embed and /embed4 have a page per campaign (the
// others let the visitor choose the amount in place on the list), only /embed3 has ticket names,
// only /embed4 has a digital tour's page (/products/{productId}).
// Gift vouchers (ours, not in the SPEC) follow the donations: a list everywhere, a page per
// voucher where the family has pages per campaign, chosen in place on the list elsewhere.
const DETAIL_PAGES: readonly ShopPage[] = ['donation', 'voucher'];
const pagesWithout = (...left: readonly ShopPage[]): readonly ShopPage[] => SHOP_PAGES.filter((page) => !left.includes(page));
const WITHOUT_DETAIL_PAGES = pagesWithout('checkoutTicket', 'product', ...DETAIL_PAGES);
const WITH_DETAIL_PAGES = pagesWithout('checkoutTicket', 'product');
const WITH_PRODUCT_PAGE = pagesWithout('checkoutTicket');
const TICKET_NAME_PAGES = pagesWithout('product', ...DETAIL_PAGES);

// SPEC §2 "Checkout and request steps": the three variants.
const REVIEW_STEPS = [
  { step: 'review', text: 'review' },
  { step: 'contact', text: 'contact' },
  { step: 'pay', text: 'pay' },
] as const;
const CHECK_STEPS = [
  { step: 'review', text: 'check' },
  { step: 'contact', text: 'contact' },
  { step: 'pay', text: 'pay' },
] as const;
const TICKET_STEPS = [
  { step: 'review', text: 'review' },
  { step: 'contact', text: 'contact' },
  { step: 'ticket', text: 'ticket' },
  { step: 'pay', text: 'pay' },
] as const;

export const FAMILIES: Record<FamilyKey, Family> = {
  embed: {
    key: 'embed',
    layout: { width: 'narrow', spacing: 'roomy', header: 'organisation' },
    steps: REVIEW_STEPS,
    pages: WITH_DETAIL_PAGES,
    listParams: [],
  },
  embed2: {
    key: 'embed2',
    layout: { width: 'wide', spacing: 'compact', header: 'none' },
    steps: CHECK_STEPS,
    pages: WITHOUT_DETAIL_PAGES,
    listParams: ['parentPageId'],
  },
  embed3: {
    key: 'embed3',
    layout: { width: 'narrow', spacing: 'roomy', header: 'organisation' },
    steps: TICKET_STEPS,
    pages: TICKET_NAME_PAGES,
    listParams: [],
  },
  embed4: {
    key: 'embed4',
    layout: { width: 'full', spacing: 'compact', header: 'organisation' },
    steps: REVIEW_STEPS,
    pages: WITH_PRODUCT_PAGE,
    listParams: ['showOnly'],
  },
  embed5: {
    key: 'embed5',
    layout: { width: 'wide', spacing: 'roomy', header: 'none' },
    steps: REVIEW_STEPS,
    pages: WITHOUT_DETAIL_PAGES,
    listParams: [],
  },
};

export const isFamilyKey = (value: string): value is FamilyKey => (FAMILY_KEYS as readonly string[]).includes(value);

/** The family's checkout steps for this cart: names are asked for tickets only, so a cart of gifts skips that step. */
export function stepsFor(family: Family, hasTickets: boolean): Family['steps'] {
  return hasTickets ? family.steps : family.steps.filter((entry) => entry.step !== 'ticket');
}

/** The step after `step` in the family's checkout, or null after the last. */
export function nextStep(family: Family, step: CheckoutStep, hasTickets = true): CheckoutStep | null {
  const steps = stepsFor(family, hasTickets);
  const index = steps.findIndex((entry) => entry.step === step);
  return index >= 0 ? (steps[index + 1]?.step ?? null) : null;
}
