import { useId, useRef } from 'react';
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
  const titleId = useId();
  const open = () => {
    const box = dialog.current;
    if (!box || box.open) return;
    const top = (opener.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    box.style.top = `${Math.max(8, top - 120)}px`;
    // Focus moves to Close, which brings the dialog into view if it reaches below the screen.
    box.showModal();
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
        onClick={(event) => event.target === dialog.current && dialog.current.close()}
      >
        <h2 id={titleId}>{t('termsOfPurchase.title')}</h2>
        <ul className="terms-points">
          {POINTS.map((point) => (
            <li key={point}>
              {t(`termsOfPurchase.${tickets || point === 'prices' ? point : GIFT_POINTS[point]}`, { organization: organization.name })}
            </li>
          ))}
        </ul>
        {/* The dialog sits inside the contact form: a button, not a form of its own. Opening moves focus here. */}
        <button type="button" className="button button-primary" onClick={() => dialog.current?.close()}>
          {t('termsOfPurchase.close')}
        </button>
      </dialog>
    </>
  );
}
