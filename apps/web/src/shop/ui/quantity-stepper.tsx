import { useId } from 'react';

interface Props {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** Accessible names, e.g. "Fewer Adult" / "More Adult" / "Number of Adult". */
  labels: { fewer: string; more: string; quantity: string };
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/** − n + with 44 px targets; the number can be typed too, kept within 0..max. */
export function QuantityStepper({ value, max, onChange, labels, describedBy, invalid, disabled }: Props) {
  const id = useId();
  const clamp = (next: number) => Math.min(max, Math.max(0, Number.isFinite(next) ? Math.floor(next) : 0));
  return (
    <div className="stepper">
      <button
        type="button"
        aria-label={labels.fewer}
        aria-controls={id}
        disabled={disabled || value <= 0}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={value}
        aria-label={labels.quantity}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onChange={(event) => onChange(clamp(Number(event.target.value)))}
        onFocus={(event) => event.target.select()}
      />
      <button
        type="button"
        aria-label={labels.more}
        aria-controls={id}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </div>
  );
}
