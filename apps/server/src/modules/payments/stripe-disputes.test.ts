import { describe, expect, it } from 'vitest';
import { isOpenDispute } from './stripe-provider.js';

describe('isOpenDispute', () => {
  it('is open while the museum may answer or the bank decides, over once won, lost or closed', () => {
    for (const status of ['warning_needs_response', 'needs_response', 'warning_under_review', 'under_review']) {
      expect(isOpenDispute(status), status).toBe(true);
    }
    for (const status of ['won', 'lost', 'warning_closed', 'prevented', '']) expect(isOpenDispute(status), status).toBe(false);
  });
});
