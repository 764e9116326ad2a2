import { describe, expect, it } from 'vitest';
import { timesLength } from './times-length';
import { completeWizardValues as complete } from './wizard-values.fixture';

const single = { ...complete(), scheduleKind: 'Single' as const, startDate: '2027-01-02', endDate: '2027-01-02' };

describe('how long a date lasts by its times', () => {
  it('is the minutes between start and end, for a single date and a series', () => {
    expect(timesLength({ ...single, startTime: '14:00', endTime: '15:59' }, 'Europe/Copenhagen')).toBe(119);
    expect(timesLength({ ...complete(), scheduleKind: 'Recurring', startTime: '10:00', endTime: '11:30' }, 'Europe/Copenhagen')).toBe(90);
  });
  it('counts the clock change the night it happens', () => {
    // 27 March 2027: Copenhagen goes from 02:00 to 03:00 in the night of the 28th.
    const overnight = { ...single, startDate: '2027-03-27', startTime: '22:00', endDate: '2027-03-28', endTime: '06:00' };
    expect(timesLength(overnight, 'Europe/Copenhagen')).toBe(7 * 60);
  });
  it('is none for all-day dates and for a schedule not complete', () => {
    expect(timesLength({ ...single, allDay: true }, 'Europe/Copenhagen')).toBeNull();
    expect(timesLength({ ...single, endTime: '' }, 'Europe/Copenhagen')).toBeNull();
  });
});
