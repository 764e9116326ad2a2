import { describe, expect, it } from 'vitest';
import { MESSAGES, FIELD_MESSAGES, VOUCHER_MESSAGES } from '@foyer/contracts';
import { readListState } from '../../shared/hooks/url-list-state';
import {
  toVoucherListParams,
  toVoucherWrite,
  validateVoucherForm,
  voucherFormValues,
  voucherListAddress,
  voucherListPathOf,
} from './voucher-form';

const today = '2026-12-01';

describe('the voucher form', () => {
  it('sends the value in minor units and the months as a whole number', () => {
    const values = { ...voucherFormValues(undefined, 'da'), value: '250,50', validForMonths: '6' };
    values.names.en = 'Gift voucher';
    expect(toVoucherWrite(values, 'da')).toMatchObject({
      names: { en: 'Gift voucher' },
      value: 25_050,
      validForMonths: 6,
      saleStartsOn: null,
    });
    // A Dane's thousand (a review walk's "1.000" was refused as no value).
    expect(toVoucherWrite({ ...values, value: '1.000' }, 'da').value).toBe(100_000);
    expect(validateVoucherForm({ ...values, value: '1.000' }, 'da')).toEqual({});
  });

  it('refuses negative or broken months with the spec’s text', () => {
    const values = { ...voucherFormValues(undefined, 'en'), value: '200' };
    values.names.en = 'Gift voucher';
    expect(validateVoucherForm({ ...values, validForMonths: '-1' }, 'en')).toEqual({ validForMonths: VOUCHER_MESSAGES.validForNegative });
    expect(validateVoucherForm({ ...values, validForMonths: '1.5' }, 'en')).toEqual({ validForMonths: FIELD_MESSAGES.mustBeWholeNumber });
    expect(validateVoucherForm({ ...values, validForMonths: '0' }, 'en')).toEqual({});
    expect(validateVoucherForm({ ...values, value: 'free' }, 'en')).toEqual({ value: VOUCHER_MESSAGES.invalidValue });
    // Its limits are said: nothing, or more than one million.
    expect(validateVoucherForm({ ...values, value: '0' }, 'en')).toEqual({ value: VOUCHER_MESSAGES.valueNotPositive });
    expect(validateVoucherForm({ ...values, value: '1000000.01' }, 'en')).toEqual({ value: VOUCHER_MESSAGES.valueTooLarge });
  });

  it('calls an empty value or validity missing, not wrong', () => {
    const values = { ...voucherFormValues(undefined, 'en'), value: ' ', validForMonths: '' };
    values.names.en = 'Gift voucher';
    expect(validateVoucherForm(values, 'en')).toEqual({ value: MESSAGES.required, validForMonths: MESSAGES.required });
  });

  it('asks for the name beside a wrong value, at once', () => {
    const values = { ...voucherFormValues(undefined, 'en'), value: '-5' };
    expect(validateVoucherForm(values, 'en')).toEqual({
      value: VOUCHER_MESSAGES.valueNotPositive,
      'names.en': VOUCHER_MESSAGES.defaultLanguageName,
    });
  });
});

describe('the vouchers list address', () => {
  const address = voucherListAddress(today, null);
  it('defaults to Published vouchers on sale in the next 90 days (SPEC §9)', () => {
    const state = readListState(new URLSearchParams(''), address);
    expect(state.filters.status).toBe('Published');
    expect(toVoucherListParams(state, today)).toEqual({ page: 1, size: 20, status: 'Published', from: '2026-12-01', to: '2027-02-28' });
  });

  it('leads back from a draft to the list of drafts, where it is', () => {
    expect(voucherListPathOf({ status: 'Published' })).toBe('/vouchers');
    const back = voucherListPathOf({ status: 'Draft' });
    expect(readListState(new URLSearchParams(back.split('?')[1]), address).filters.status).toBe('Draft');
  });

  it('reads every status and a custom range from the address', () => {
    const state = readListState(new URLSearchParams('status=All&range=CUSTOM&from=2027-06-01&to=2027-06-30&page=2'), address);
    expect(toVoucherListParams(state, today)).toEqual({ page: 2, size: 20, from: '2027-06-01', to: '2027-06-30' });
  });
});
