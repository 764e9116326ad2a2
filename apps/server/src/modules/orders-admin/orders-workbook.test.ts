import { describe, expect, it } from 'vitest';
import { ordersWorkbookName } from './orders-workbook.js';

describe('the orders workbook’s file name', () => {
  it('names the organisation and the dates', () => {
    expect(ordersWorkbookName('Demo Museum', '2026-08-25', '2026-11-22')).toBe('Demo Museum orders 2026-08-25 – 2026-11-22.xlsx');
  });
  it('leaves out what a file system refuses', () => {
    expect(ordersWorkbookName('Art/Design: "Now"\u0007', '2026-01-01', '2026-01-31')).toBe(
      'Art Design Now orders 2026-01-01 – 2026-01-31.xlsx',
    );
    expect(ordersWorkbookName('///', '2026-01-01', '2026-01-31')).toBe('Orders orders 2026-01-01 – 2026-01-31.xlsx');
  });
});
