import { describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES } from '@foyer/contracts';
import { zodValidate } from '../../shared/forms/zod-form';
import { ANALYTICS_FORM_SCHEMA, analyticsFormValues } from './analytics-form';

describe('analytics form', () => {
  const validate = zodValidate(ANALYTICS_FORM_SCHEMA);

  it('starts as an enabled Google Analytics integration', () => {
    expect(analyticsFormValues()).toEqual({ type: 'GoogleAnalytics', id: '', enabled: true });
  });

  it('checks the tracking id against the chosen service', () => {
    expect(validate({ type: 'GoogleAnalytics', id: 'g-abcd1234', enabled: true })).toEqual({});
    expect(validate({ type: 'FacebookPixel', id: 'G-ABCD1234', enabled: true })).toEqual({ id: ANALYTICS_MESSAGES.facebookPixelId });
    expect(validate({ type: 'GoogleAnalytics', id: '', enabled: false })).toEqual({ id: 'Required' });
  });
});
