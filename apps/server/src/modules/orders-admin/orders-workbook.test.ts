import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { TOrderListItem } from '@foyer/contracts';
import { ordersWorkbook, ordersWorkbookName } from './orders-workbook.js';

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

describe('the orders workbook', () => {
  const order = (orderNumber: string, createdAt: string): TOrderListItem =>
    ({
      orderNumber,
      createdAt,
      status: 'Charged',
      customerName: 'Ada Lovelace',
      companyName: null,
      email: 'ada@lovelace.test',
      ticketCount: 2,
      paymentMethod: 'Card',
      currency: 'DKK',
      totalGrossAmount: 25050,
    }) as unknown as TOrderListItem;

  it('is written as a stream that exceljs reads back: a bold frozen header, local times, amounts as numbers', async () => {
    const bytes = await ordersWorkbook({
      organizationName: 'Demo Museum',
      from: '2026-03-28',
      to: '2026-03-30',
      timeZone: 'Europe/Copenhagen',
      language: 'en',
      // Either side of the change to summer time: the one formatter keeps the zone's own offset.
      orders: [order('1001', '2026-03-28T12:00:00.000Z'), order('1002', '2026-03-30T12:00:00.000Z')],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Placed (Europe/Copenhagen)');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      1001,
      '2026-03-28 13:00',
      'Charged',
      'Ada Lovelace',
      undefined, // no company: an empty cell
      'ada@lovelace.test',
      2,
      'Card',
      'DKK',
      250.5,
    ]);
    expect(sheet.getRow(3).getCell(2).value).toBe('2026-03-30 14:00');
    expect(sheet.getRow(3).getCell(10).numFmt).toBe('#,##0.00');
    expect(sheet.rowCount).toBe(3);
  });

  it('speaks the reader’s language: sheet, headings, statuses and payment methods are words, not codes', async () => {
    const bytes = await ordersWorkbook({
      organizationName: 'Demo Museum',
      from: '2026-03-28',
      to: '2026-03-30',
      timeZone: 'Europe/Copenhagen',
      language: 'da',
      orders: [{ ...order('1001', '2026-03-28T12:00:00.000Z'), status: 'Pending', paymentMethod: 'EanPayment' } as TOrderListItem],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Ordrer')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Ordrenummer',
      'Afgivet (Europe/Copenhagen)',
      'Status',
      'Kunde',
      'Firma',
      'E-mail',
      'Billetter',
      'Betalingsmetode',
      'Valuta',
      'I alt',
    ]);
    expect(sheet.getRow(2).getCell(3).value).toBe('Afventer godkendelse');
    expect(sheet.getRow(2).getCell(8).value).toBe('EAN-faktura');
  });
  it('keeps texts XML cannot hold as they are, and drops the characters it cannot hold at all', async () => {
    const bytes = await ordersWorkbook({
      organizationName: 'Demo Museum',
      from: '2026-03-28',
      to: '2026-03-30',
      timeZone: 'Europe/Copenhagen',
      language: 'en',
      orders: [{ ...order('1001', '2026-03-28T12:00:00.000Z'), customerName: 'Tom & "Jerry" <Co>\u0007', companyName: 'Søren’s' }],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const row = workbook.getWorksheet('Orders')!.getRow(2);
    expect(row.getCell(4).value).toBe('Tom & "Jerry" <Co>');
    expect(row.getCell(5).value).toBe('Søren’s');
  });
});
