import { describe, expect, it } from 'vitest';
import { translate } from '@foyer/i18n';
import { MAX_SHOWN_SELECTIONS, selectionLabel, splitSelection } from './multi-select-label';

const others = (count: number) => `(+${count} others)`;

describe('splitSelection', () => {
  it('shows the first 2 and counts the rest', () => {
    expect(MAX_SHOWN_SELECTIONS).toBe(2);
    expect(splitSelection(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], others: 3 });
    expect(splitSelection(['a', 'b'])).toEqual({ shown: ['a', 'b'], others: 0 });
    expect(splitSelection(['a'])).toEqual({ shown: ['a'], others: 0 });
    expect(splitSelection([])).toEqual({ shown: [], others: 0 });
  });

  it('takes another maximum', () => {
    expect(splitSelection(['a', 'b', 'c'], 1)).toEqual({ shown: ['a'], others: 2 });
    expect(splitSelection(['a', 'b'], 0)).toEqual({ shown: [], others: 2 });
  });
});

describe('selectionLabel', () => {
  it("names up to 2 selections, then '(+N others)'", () => {
    expect(selectionLabel([], others)).toBe('');
    expect(selectionLabel(['Charged'], others)).toBe('Charged');
    expect(selectionLabel(['Charged', 'Refunded'], others)).toBe('Charged, Refunded');
    expect(selectionLabel(['Charged', 'Refunded', 'Cancelled'], others)).toBe('Charged, Refunded (+1 others)');
    expect(selectionLabel(['A', 'B', 'C', 'D', 'E', 'F'], others)).toBe('A, B (+4 others)');
  });

  it('shows only the count when no name fits', () => {
    expect(selectionLabel(['A', 'B'], others, 0)).toBe('(+2 others)');
  });

  it('reads well with the catalogue texts', () => {
    const text = (locale: 'en' | 'da', count: number) =>
      translate(locale, count === 1 ? 'components.multiSelect.others_one' : 'components.multiSelect.others_other', { count });
    expect(selectionLabel(['A', 'B', 'C', 'D'], (count) => text('en', count))).toBe('A, B (+2 others)');
    expect(selectionLabel(['A', 'B', 'C'], (count) => text('en', count))).toBe('A, B (+1 other)');
    expect(selectionLabel(['A', 'B', 'C', 'D'], (count) => text('da', count))).toBe('A, B (+2 andre)');
  });
});
