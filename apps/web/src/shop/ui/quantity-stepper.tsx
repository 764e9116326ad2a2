import { useId, useState } from 'react';

interface Props {
  value: number;
  max: number;
  /** The least the buttons step down to (a gift voucher's 1); typing may still clear the field. */
  min?: number;
  onChange: (value: number) => void;
  /** Accessible names, e.g. "Fewer Adult" / "More Adult" / "Number of Adult". */
  labels: { fewer: string; more: string; quantity: string };
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/** Digits only, kept within 0..max; an empty field is 0. */
export function quantityOf(typed: string, max: number): number {
  const digits = typed.replace(/\D/g, '');
  return digits === '' ? 0 : Math.min(max, Number(digits));
}

/**
 * − n + with 44 px targets; the number can be typed too, kept within 0..max. The field shows what
 * was typed (it may be empty while typing) and never a leading zero: a cleared "0" and then 4 is
 * "4", not the "04" a number input keeps when the value it is given stays 0 (issue 12).
 */
export function QuantityStepper({ value, max, min = 0, onChange, labels, describedBy, invalid, disabled }: Props) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed !== null && quantityOf(typed, max) === value ? typed : String(value);
  const step = (next: number) => {
    setTyped(null);
    onChange(Math.min(max, Math.max(min, next)));
  };
  return (
    <div className="stepper">
      <button
        type="button"
        aria-label={labels.fewer}
        aria-controls={id}
        disabled={disabled || value <= min}
        onClick={() => step(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        role="spinbutton"
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        value={shown}
        aria-label={labels.quantity}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onChange={(event) => {
          // A count is whole: a key other than a digit ("2.5", "-3", "1e3") changes nothing, rather
          // than its digits running together into another number.
          if (/[^\d\s]/.test(event.target.value)) return;
          const next = quantityOf(event.target.value, max);
          // What the visitor sees is the number itself: "04" becomes "4", "" stays empty until they leave.
          setTyped(event.target.value.replace(/\D/g, '') === '' ? '' : String(next));
          onChange(next);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault();
            step(value + (event.key === 'ArrowUp' ? 1 : -1));
          }
        }}
        onBlur={() => setTyped(null)}
        onFocus={(event) => event.target.select()}
      />
      <button type="button" aria-label={labels.more} aria-controls={id} disabled={disabled || value >= max} onClick={() => step(value + 1)}>
        +
      </button>
    </div>
  );
}
