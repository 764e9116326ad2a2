import { stepsFor, type CheckoutStep } from '../app/families';
import { useShop } from '../app/shop-context';
import { hasTickets, useCartState } from '../cart/cart-store';
import { TestModeNotice } from './test-mode-notice';

/** The family's checkout steps (SPEC §2), the current one marked for eyes and screen readers. */
export function CheckoutSteps({ current, tickets }: { current: CheckoutStep; tickets?: boolean }) {
  const { family, t, cart: store } = useShop();
  const { cart } = useCartState(store);
  // A cart of gifts has no ticket names to ask; once paid the cart is gone and the order says (`tickets`).
  const steps =
    tickets !== undefined ? stepsFor(family, tickets) : cart && cart.items.length > 0 ? stepsFor(family, hasTickets(cart)) : family.steps;
  const index = steps.findIndex((entry) => entry.step === current);
  return (
    <>
      <TestModeNotice />
      <nav className="steps" aria-label={t('shell.steps')}>
        <p className="visually-hidden">{t('shell.stepOf', { current: index + 1, total: steps.length })}</p>
        <ol>
          {steps.map((entry, position) => (
            <li key={entry.step} aria-current={position === index ? 'step' : undefined} data-done={position < index || undefined}>
              <span className="step-number" aria-hidden="true">
                {position + 1}
              </span>
              <span className="step-text">{t(`steps.${entry.text}`)}</span>
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
