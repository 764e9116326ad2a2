import { describe, expect, it } from 'vitest';
import { FEE_MESSAGES, MESSAGES } from '@foyer/contracts';
import { exampleFeeGross, feeFormValues, feeValueLabel, parsePercent, toFeeWrite, validateFeeForm } from './fee-form';

describe('fee form', () => {
  it('reads percentages with a dot or a comma, at most two decimals', () => {
    expect(parsePercent('2.5')).toBe(250);
    expect(parsePercent(' 2,25 % ')).toBe(225);
    expect(parsePercent('100')).toBe(10_000);
    expect(parsePercent('2.555')).toBeNull();
    expect(parsePercent('')).toBeNull();
    expect(parsePercent('-1')).toBeNull();
  });

  it('turns what was typed into the PUT body', () => {
    expect(toFeeWrite({ type: 'Percentage', value: '1,5', vat: '25' }, 'en')).toEqual({
      type: 'Percentage',
      value: 150,
      vatBasisPoints: 2500,
    });
    expect(toFeeWrite({ type: 'Fixed amount', value: '49,50', vat: '0' }, 'en')).toEqual({
      type: 'Fixed amount',
      value: 4950,
      vatBasisPoints: 0,
    });
    // Thousands grouped as the reader groups them.
    expect(toFeeWrite({ type: 'Fixed amount', value: '1.250', vat: '25' }, 'da').value).toBe(125_000);
    expect(toFeeWrite({ type: 'Fixed amount', value: '1.250', vat: '25' }, 'en').value).toBeNaN();
  });

  it('shows a stored fee in the reader’s notation', () => {
    const fee = { category: 'Shipping', type: 'Fixed amount', value: 4950, vatBasisPoints: 2500, updatedAt: '' } as const;
    expect(feeFormValues(fee, 'da')).toEqual({ type: 'Fixed amount', value: '49,50', vat: '25' });
    expect(feeFormValues(undefined, 'en')).toEqual({ type: 'Percentage', value: '', vat: '25' });
    expect(feeValueLabel({ type: 'Percentage', value: 250 }, 'DKK', 'en')).toBe('2.5%');
  });

  it('validates with the contract, naming the form’s own fields', () => {
    expect(validateFeeForm({ type: 'Percentage', value: '2.5', vat: '25' }, 'en')).toEqual({});
    expect(validateFeeForm({ type: 'Percentage', value: '101', vat: '25' }, 'en')).toEqual({ value: FEE_MESSAGES.invalidFeePrice });
    expect(validateFeeForm({ type: 'Fixed amount', value: 'ten', vat: '125' }, 'en')).toEqual({
      value: FEE_MESSAGES.invalidFeePrice,
      vat: FEE_MESSAGES.invalidVat,
    });
    // Empty is missing, in either kind.
    expect(validateFeeForm({ type: 'Fixed amount', value: ' ', vat: '' }, 'en')).toEqual({
      value: MESSAGES.required,
      vat: MESSAGES.required,
    });
    expect(validateFeeForm({ type: 'Percentage', value: '', vat: '25' }, 'en')).toEqual({ value: MESSAGES.required });
  });

  it('works out the example a visitor would pay', () => {
    // 2.5 % of 500.00 is 12.50, plus 25 % VAT.
    expect(exampleFeeGross({ type: 'Percentage', value: '2.5', vat: '25' }, 'EAN', 50_000, 'en')).toBe(1563);
    expect(exampleFeeGross({ type: 'Fixed amount', value: '40', vat: '25' }, 'Shipping', 50_000, 'en')).toBe(5000);
    expect(exampleFeeGross({ type: 'Fixed amount', value: '', vat: '25' }, 'Shipping', 50_000, 'en')).toBeNull();
  });
});
