import { useId, useRef, type KeyboardEvent } from 'react';
import { useShop } from '../app/shop-context';

const POINTS = ['seller', 'prices', 'hold', 'delivery', 'refunds', 'institution'] as const;
/** The points that speak of tickets have their own words for an order of gifts alone (donations, gift vouchers). */
const GIFT_POINTS = {
  seller: 'gifts.seller',
  hold: 'gifts.hold',
  delivery: 'gifts.delivery',
  refunds: 'gifts.refunds',
  institution: 'gifts.institution',
} as const;

/**
 * The terms the visitor accepts, to read where they accept them (issue 12): a button beside the
 * checkbox opens them in a dialog (Escape or Close returns to the button). The frame is as tall
 * as the shop, so the dialog opens by the button rather than in the middle of the frame.
 */
export function TermsOfPurchase({ tickets }: { tickets: boolean }) {
  const { t, organization } = useShop();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const open = () => {
    const box = dialog.current;
    if (!box || box.open) return;
    const top = (opener.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    box.style.top = `${Math.max(8, top - 120)}px`;
    box.showModal();
    // Focus goes to the title, which brings the dialog's top into view: on Close, at its foot, a
    // small phone scrolled the museum's page past the title and the first terms (a review walk).
    heading.current?.focus();
  };
  // A modal dialog keeps Tab inside itself only in a top-level page: in the museum's frame, Tab
  // went on to the museum's page while the dialog stayed open (a keyboard walk). So it cycles here.
  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('button, a[href], input, [tabindex]:not([tabindex="-1"])')];
    const [first, last] = [stops[0], stops.at(-1)];
    if (!first || !last) return;
    const active = document.activeElement as HTMLElement | null;
    // From the title (not a Tab stop itself) Shift+Tab goes round to the last stop too.
    const onEdge = event.shiftKey ? active === first || !stops.includes(active!) : active === last;
    if (!onEdge) return;
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  };
  return (
    <>
      <button type="button" ref={opener} className="text-button terms-link" aria-haspopup="dialog" onClick={open}>
        {t('contact.readTerms')}
      </button>
      <dialog
        ref={dialog}
        className="terms-dialog"
        aria-labelledby={titleId}
        onKeyDown={keepTabInside}
        onClick={(event) => event.target === dialog.current && dialog.current.close()}
      >
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {t('termsOfPurchase.title')}
        </h2>
        <ul className="terms-points">
          {POINTS.map((point) => (
            <li key={point}>
              {t(`termsOfPurchase.${tickets || point === 'prices' ? point : GIFT_POINTS[point]}`, { organization: organization.name })}
            </li>
          ))}
        </ul>
        {/* The dialog sits inside the contact form: a button, not a form of its own. */}
        <button type="button" className="button button-primary" onClick={() => dialog.current?.close()}>
          {t('termsOfPurchase.close')}
        </button>
      </dialog>
    </>
  );
}
