import { describe, expect, it } from 'vitest';
import { durationDisplay, hoursMinutesDisplay } from './duration.js';

describe('duration display', () => {
  it('shows minutes up to 120 and rounded hours above', () => {
    expect(durationDisplay(45)).toEqual({ unit: 'minutes', value: 45 });
    expect(durationDisplay(120)).toEqual({ unit: 'minutes', value: 120 });
    expect(durationDisplay(121)).toEqual({ unit: 'hours', value: 2 });
    expect(durationDisplay(150)).toEqual({ unit: 'hours', value: 3 });
    expect(durationDisplay(149)).toEqual({ unit: 'hours', value: 2 });
  });
  it('reads h:mm texts', () => {
    expect(hoursMinutesDisplay('2:00')).toEqual({ unit: 'hours', value: 2 });
    expect(hoursMinutesDisplay('1:30')).toEqual({ unit: 'hoursMinutes', hours: 1, minutes: 30 });
    expect(hoursMinutesDisplay('1:75')).toBeNull();
  });
});
