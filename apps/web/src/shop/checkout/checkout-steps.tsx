import type { CheckoutStep } from '../app/families';
import { useShop } from '../app/shop-context';
import { TestModeNotice } from './test-mode-notice';

/** The family's checkout steps (SPEC §2), the current one marked for eyes and screen readers. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { family, t } = useShop();
  const index = family.steps.findIndex((entry) => entry.step === current);
  return (
    <>
      <TestModeNotice />
      <nav className="steps" aria-label={t('shell.steps')}>
        <p className="visually-hidden">{t('shell.stepOf', { current: index + 1, total: family.steps.length })}</p>
        <ol>
          {family.steps.map((entry, position) => (
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
