import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { TOrderListItem } from '@foyer/contracts';
import {
  inOnePage,
  ordersWorkbook,
  ordersWorkbookName,
  type OrdersWorkbookHead,
  type OrdersWorkbookLine,
  type OrdersWorkbookPage,
} from './orders-workbook.js';

/** A workbook of rows given at once, as one page. */
const workbookOf = ({ orders, lines, ...head }: OrdersWorkbookHead & OrdersWorkbookPage) =>
  ordersWorkbook(head, inOnePage({ orders, lines }));

describe('the orders workbook’s file name', () => {
  it('names the organisation and the dates, in the reader’s language', () => {
    expect(ordersWorkbookName('Demo Museum', '2026-08-25', '2026-11-22', 'en')).toBe('Demo Museum orders 2026-08-25 – 2026-11-22.xlsx');
    expect(ordersWorkbookName('Demo Museum', '2026-08-25', '2026-11-22', 'da')).toBe('Demo Museum ordrer 2026-08-25 – 2026-11-22.xlsx');
  });
  it('leaves out what a file system refuses', () => {
    expect(ordersWorkbookName('Art/Design: "Now"\u0007', '2026-01-01', '2026-01-31', 'en')).toBe(
      'Art Design Now orders 2026-01-01 – 2026-01-31.xlsx',
    );
    expect(ordersWorkbookName('///', '2026-01-01', '2026-01-31', 'en')).toBe('Foyer orders 2026-01-01 – 2026-01-31.xlsx');
  });
});

describe('the orders workbook', () => {
  /** The Demo Museum's orders of three days in March, either side of the change to summer time. */
  const MARCH_HEAD = { organizationName: 'Demo Museum', from: '2026-03-28', to: '2026-03-30', timeZone: 'Europe/Copenhagen' };
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
      refundedAmount: 5000,
    }) as unknown as TOrderListItem;

  it('is written as a stream that exceljs reads back: a bold frozen header, local dates and times, amounts as numbers', async () => {
    const bytes = await workbookOf({
      ...MARCH_HEAD,
      language: 'en',
      // Either side of the change to summer time: the one formatter keeps the zone's own offset.
      orders: [order('1001', '2026-03-28T12:00:00.000Z'), order('1002', '2026-03-30T12:00:00.000Z')],
      lines: [],
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
      // A date and time to the spreadsheet (exceljs gives the wall clock as a UTC Date): 13:00 in Copenhagen.
      new Date('2026-03-28T13:00:00.000Z'),
      'Charged',
      'Ada Lovelace',
      undefined, // no company: an empty cell
      'ada@lovelace.test',
      2,
      'Card',
      'DKK',
      250.5,
      0, // nothing paid by gift voucher
      50,
    ]);
    expect(sheet.getRow(1).getCell(14).value).toBe('CVR / company number');
    expect(sheet.getRow(1).getCell(16).value).toBe('Their reference');
    expect(sheet.getRow(3).getCell(2).value).toEqual(new Date('2026-03-30T14:00:00.000Z'));
    expect(sheet.getRow(3).getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.getRow(3).getCell(10).numFmt).toBe('#,##0.00');
    expect(sheet.rowCount).toBe(3);
  });

  // A review walk: orders a gift voucher paid whole read 'Card', and a desk sale of voucher and cash
  // 'Cash' for the whole amount, so a cash count from the file came out too high.
  it('says what a gift voucher paid, and an order it paid whole as paid by gift voucher', async () => {
    const bytes = await workbookOf({
      ...MARCH_HEAD,
      language: 'en',
      orders: [
        { ...order('1001', '2026-03-28T12:00:00.000Z'), refundedAmount: 0, voucherPaidAmount: 25050 } as TOrderListItem,
        {
          ...order('1002', '2026-03-28T13:00:00.000Z'),
          refundedAmount: 0,
          paymentMethod: 'CashPayment',
          voucherPaidAmount: 20000,
        } as TOrderListItem,
      ],
      lines: [],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders')!;
    expect(sheet.getRow(1).getCell(11).value).toBe('Paid by gift voucher');
    expect([8, 10, 11].map((cell) => sheet.getRow(2).getCell(cell).value)).toEqual(['Paid by gift voucher', 250.5, 250.5]);
    expect([8, 10, 11].map((cell) => sheet.getRow(3).getCell(cell).value)).toEqual(['Cash', 250.5, 200]);
  });

  // EAN invoices are made outside Foyer for now: whoever writes one needs the CVR, the EAN and the reference.
  it('gives an institution’s CVR, EAN (as text, every digit) and reference for its invoice', async () => {
    const bytes = await workbookOf({
      ...MARCH_HEAD,
      language: 'da',
      orders: [
        {
          ...order('1001', '2026-03-28T12:00:00.000Z'),
          paymentMethod: 'EanPayment',
          companyName: 'Vesterbro Skole',
          companyNumber: '29189838',
          ean: '5798000000001',
          invoiceReference: 'PO 4711',
        } as TOrderListItem,
      ],
      lines: [],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Ordrer')!;
    expect([14, 15, 16].map((cell) => sheet.getRow(1).getCell(cell).value)).toEqual(['CVR-nummer', 'EAN', 'Deres reference']);
    expect([14, 15, 16].map((cell) => sheet.getRow(2).getCell(cell).value)).toEqual(['29189838', '5798000000001', 'PO 4711']);
  });

  it('speaks the reader’s language: sheet, headings, statuses and payment methods are words, not codes', async () => {
    const bytes = await workbookOf({
      ...MARCH_HEAD,
      language: 'da',
      orders: [{ ...order('1001', '2026-03-28T12:00:00.000Z'), status: 'Pending', paymentMethod: 'EanPayment' } as TOrderListItem],
      lines: [],
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
      'Betalt med gavekort',
      'Refunderet',
      'Sendes med posten til',
      'CVR-nummer',
      'EAN',
      'Deres reference',
    ]);
    expect(sheet.getRow(2).getCell(3).value).toBe('Afventer godkendelse');
    expect(sheet.getRow(2).getCell(8).value).toBe('EAN-faktura');
  });
  it('keeps texts XML cannot hold as they are, and drops the characters it cannot hold at all', async () => {
    const bytes = await workbookOf({
      ...MARCH_HEAD,
      language: 'en',
      orders: [{ ...order('1001', '2026-03-28T12:00:00.000Z'), customerName: 'Tom & "Jerry" <Co>\u0007', companyName: 'Søren’s' }],
      lines: [],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const row = workbook.getWorksheet('Orders')!.getRow(2);
    expect(row.getCell(4).value).toBe('Tom & "Jerry" <Co>');
    expect(row.getCell(5).value).toBe('Søren’s');
  });

  it('has a sheet of the orders’ lines: each line’s kind in words, what it names, its type, amounts as numbers', async () => {
    const line = (
      kind: OrdersWorkbookLine['kind'],
      name: string,
      item: string,
      quantity: number,
      unitGross: number,
    ): OrdersWorkbookLine => ({
      orderNumber: '1001',
      kind,
      name,
      item,
      startsAt: null,
      timeZone: null,
      quantity,
      unitGross,
      vatBasisPoints: kind === 'Donation' ? 0 : 2500,
    });
    const input = {
      ...MARCH_HEAD,
      orders: [order('1001', '2026-03-28T12:00:00.000Z')],
      lines: [
        { ...line('Event', 'Guided tour', 'Adult', 2, 12500), startsAt: '2026-03-28T09:00:00.000Z', timeZone: 'Europe/Copenhagen' },
        line('Donation', 'Friends of the museum', '', 1, 15000),
        line('Voucher', 'Gift card 500', '', 1, 50000),
        line('Product', 'Harbour podwalk', 'Single listen', 3, 4900),
      ],
    };
    const read = async (language: 'en' | 'da', sheetName: string) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await workbookOf({ ...input, language })) as unknown as ArrayBuffer);
      return { orders: workbook.worksheets[0]!, lines: workbook.getWorksheet(sheetName)! };
    };
    const en = await read('en', 'Order lines');
    expect(en.orders.name).toBe('Orders');
    expect(en.lines.getRow(1).values).toEqual([
      undefined,
      'Order number',
      'Kind',
      'Item',
      'Type',
      'Starts',
      'Quantity',
      'Unit price',
      'VAT',
      'Total',
    ]);
    expect(en.lines.getRow(2).values).toEqual([
      undefined,
      1001,
      'Tickets',
      'Guided tour',
      'Adult',
      new Date('2026-03-28T10:00:00.000Z'),
      2,
      125,
      0.25,
      250,
    ]);
    expect(en.lines.getRow(3).values).toEqual([undefined, 1001, 'Donation', 'Friends of the museum', undefined, undefined, 1, 150, 0, 150]);
    expect(en.lines.getRow(4).getCell(2).value).toBe('Gift voucher');
    expect(en.lines.getRow(5).values).toEqual([
      undefined,
      1001,
      'Digital tour',
      'Harbour podwalk',
      'Single listen',
      undefined,
      3,
      49,
      0.25,
      147,
    ]);
    expect(en.lines.getRow(2).getCell(5).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(en.lines.getRow(5).getCell(8).numFmt).toBe('0.0%');
    expect(en.lines.getRow(5).getCell(9).numFmt).toBe('#,##0.00');
    expect(en.lines.rowCount).toBe(5);
    // The orders sheet keeps its own formats beside the lines sheet's.
    expect(en.orders.getRow(2).getCell(10).numFmt).toBe('#,##0.00');

    const da = await read('da', 'Ordrelinjer');
    expect(da.lines.getRow(1).getCell(2).value).toBe('Salgstype');
    expect([2, 3, 4, 5].map((row) => da.lines.getRow(row).getCell(2).value)).toEqual(['Billetter', 'Donation', 'Gavekort', 'Digital tur']);
  });

  it('reads the same whether its rows come in one page or in several', async () => {
    const head: OrdersWorkbookHead = {
      ...MARCH_HEAD,
      language: 'en',
    };
    const orders = ['1001', '1002', '1003'].map((number, i) => order(number, `2026-03-${28 + i}T12:00:00.000Z`));
    const lines = orders.map((placed): OrdersWorkbookLine => ({
      orderNumber: placed.orderNumber,
      kind: 'Event',
      name: `Tour ${placed.orderNumber}`,
      item: 'Adult',
      startsAt: placed.createdAt,
      timeZone: 'Europe/Copenhagen',
      quantity: 1,
      unitGross: 10000,
      vatBasisPoints: 2500,
    }));
    async function* inPages() {
      for (let i = 0; i < orders.length; i++) yield { orders: [orders[i]!], lines: [lines[i]!] };
    }
    const valuesOf = async (bytes: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      return workbook.worksheets.map((sheet) => sheet.getSheetValues());
    };
    const whole = await valuesOf(await workbookOf({ ...head, orders, lines }));
    expect(whole[0]!.length).toBe(5); // (exceljs's unused row 0), the header and three orders
    expect(await valuesOf(await ordersWorkbook(head, inPages()))).toEqual(whole);
  });
});
