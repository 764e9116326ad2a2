import { describe, expect, it } from 'vitest';
import { DEFAULT_EAN_APPROVAL, MAX_HOLD_MINUTES, MIN_HOLD_MINUTES, eanApprovalRule } from '@foyer/domain';
import {
  EAN_APPROVAL_MODES,
  HOLD_MINUTES_RANGE,
  KNOWN_CONFIGURATION_NAMES,
  PUBLIC_CONFIGURATION_NAMES,
  configurationValueError,
} from './configuration.js';

describe('the sale rules as settings', () => {
  it('take the range and modes the sale itself reads (@foyer/domain)', () => {
    expect(HOLD_MINUTES_RANGE).toEqual({ min: MIN_HOLD_MINUTES, max: MAX_HOLD_MINUTES });
    expect(EAN_APPROVAL_MODES).toContain(DEFAULT_EAN_APPROVAL.mode);
    // Every value the setting takes is one the rule understands, not a typo it falls back from.
    expect(eanApprovalRule('Automatic', '0').mode).toBe('Automatic');
    expect(eanApprovalRule('Manual', '0').mode).toBe('Manual');
  });

  it('are built in, and not shown to the shop', () => {
    for (const name of ['HOLD_MINUTES', 'EAN_APPROVAL', 'EAN_AUTO_LIMIT']) {
      expect(KNOWN_CONFIGURATION_NAMES).toContain(name);
      expect(PUBLIC_CONFIGURATION_NAMES).not.toContain(name);
    }
  });

  it.each([
    ['HOLD_MINUTES', '1', true],
    ['HOLD_MINUTES', '1440', true],
    ['HOLD_MINUTES', '0', false],
    ['HOLD_MINUTES', '1441', false],
    ['HOLD_MINUTES', '15.0', false],
    ['HOLD_MINUTES', '', false],
    ['EAN_APPROVAL', 'Automatic', true],
    ['EAN_APPROVAL', 'Manual', true],
    ['EAN_APPROVAL', 'manual', false],
    ['EAN_AUTO_LIMIT', '0', true],
    ['EAN_AUTO_LIMIT', '99999999999', true],
    ['EAN_AUTO_LIMIT', '999999999999', false],
    ['EAN_AUTO_LIMIT', '5000.00', false],
    ['EAN_AUTO_LIMIT', '', false],
  ])('%s = %j fits: %s', (name, value, fits) => {
    expect(configurationValueError(name, value) === null).toBe(fits);
  });
});
