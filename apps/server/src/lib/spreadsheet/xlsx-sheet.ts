import { zipArchive } from './zip-archive.js';

/** A cell: a number, a text, or nothing (an empty cell). */
export type SheetCell = number | string | null;

export interface SheetColumn {
  header: string;
  width: number;
  /** An Excel number format for the column's values, e.g. `#,##0.00`. */
  numberFormat?: string;
}

/** Characters XML 1.0 cannot hold at all; the rest escaped. */
const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

const columnLetter = (index: number) => {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
};

/**
 * An xlsx workbook written straight as its XML parts: each sheet a bold header row frozen at the
 * top, then rows of numbers and texts (shared strings, one table for the workbook), columns with
 * widths and number formats. Rows are appended as XML text as they come, with no cell objects in
 * between; exceljs built the same workbook about ten times slower (issue 13: 80,000 orders took it
 * 2.7 s of CPU).
 */
export class XlsxWorkbook {
  private readonly sheets: XlsxSheet[] = [];
  private readonly strings = new Map<string, number>();
  /** Number formats in the order first asked for: cell style 2 + i has format i. */
  private readonly formats: string[] = [];

  addSheet(name: string, columns: readonly SheetColumn[]): XlsxSheet {
    const sheet = new XlsxSheet(name, columns, this);
    this.sheets.push(sheet);
    return sheet;
  }

  /** @internal the shared-strings index of a text. */
  stringIndex(text: string) {
    let index = this.strings.get(text);
    if (index === undefined) {
      index = this.strings.size;
      this.strings.set(text, index);
    }
    return index;
  }

  /** @internal the cell style of a number format: 0 plain, 1 the bold header, 2 + i a format. */
  formatStyle(format: string | undefined) {
    if (!format) return 0;
    let index = this.formats.indexOf(format);
    if (index < 0) index = this.formats.push(format) - 1;
    return 2 + index;
  }

  /** The xlsx file. */
  toBuffer(creator: string): Buffer {
    const formats = this.formats;
    const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${
      formats.length
        ? `<numFmts count="${formats.length}">${formats.map((format, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapeXml(format)}"/>`).join('')}</numFmts>`
        : ''
    }<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="${2 + formats.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${formats
      .map((_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`)
      .join('')}</cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
    const shared = [...this.strings.keys()].map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`).join('');
    const numbers = this.sheets.map((_, i) => i + 1);
    return zipArchive([
      {
        name: '[Content_Types].xml',
        bytes: Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${numbers
          .map(
            (n) =>
              `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join(
            '',
          )}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`),
      },
      {
        name: '_rels/.rels',
        bytes: Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`),
      },
      {
        name: 'docProps/core.xml',
        bytes: Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${escapeXml(creator)}</dc:creator></cp:coreProperties>`),
      },
      {
        name: 'xl/workbook.xml',
        bytes: Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><bookViews><workbookView/></bookViews><sheets>${this.sheets
          .map((sheet, i) => `<sheet name="${escapeXml(sheet.name.slice(0, 31))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
          .join('')}</sheets></workbook>`),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        bytes: Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${numbers
          .map(
            (n) =>
              `<Relationship Id="rId${n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${n}.xml"/>`,
          )
          .join(
            '',
          )}<Relationship Id="rIdStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rIdStrings" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`),
      },
      { name: 'xl/styles.xml', bytes: Buffer.from(styles) },
      {
        name: 'xl/sharedStrings.xml',
        bytes: Buffer.from(
          `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${this.strings.size}" uniqueCount="${this.strings.size}">${shared}</sst>`,
          'utf8',
        ),
      },
      ...this.sheets.map((sheet, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, bytes: sheet.xml() })),
    ]);
  }
}

/** Row XML gathered as text up to about this many characters, then kept as bytes. */
const CHUNK_CHARACTERS = 64 * 1024;

/** One sheet of a workbook, made by XlsxWorkbook.addSheet. */
export class XlsxSheet {
  /**
   * The rows' XML so far, as bytes in chunks: a hundred thousand rows kept as strings until the end
   * cost more in garbage collection than in writing them (most of the workbook's time, profiled).
   */
  private readonly chunks: Buffer[] = [];
  private pending = '';
  private rowCount = 0;
  private readonly letters: string[];
  private readonly columnStyles: number[];

  constructor(
    readonly name: string,
    private readonly columns: readonly SheetColumn[],
    private readonly book: XlsxWorkbook,
  ) {
    this.letters = columns.map((_, index) => columnLetter(index));
    this.columnStyles = columns.map((column) => book.formatStyle(column.numberFormat));
    this.appendRow(
      columns.map((column) => column.header),
      true,
    );
  }

  private appendRow(cells: readonly SheetCell[], header: boolean) {
    const r = ++this.rowCount;
    let xml = header ? `<row r="${r}" s="1" customFormat="1">` : `<row r="${r}">`;
    cells.forEach((cell, index) => {
      if (cell === null || cell === '') return;
      const style = header ? 1 : this.columnStyles[index]!;
      const s = style ? ` s="${style}"` : '';
      const ref = `${this.letters[index]}${r}`;
      xml +=
        typeof cell === 'number'
          ? `<c r="${ref}"${s}><v>${cell}</v></c>`
          : `<c r="${ref}"${s} t="s"><v>${this.book.stringIndex(cell)}</v></c>`;
    });
    this.pending += `${xml}</row>`;
    if (this.pending.length >= CHUNK_CHARACTERS) {
      this.chunks.push(Buffer.from(this.pending, 'utf8'));
      this.pending = '';
    }
  }

  addRow(cells: readonly SheetCell[]) {
    this.appendRow(cells, false);
  }

  /** @internal the sheet's part. */
  xml(): Buffer {
    const cols = this.columns
      .map((column, i) => {
        const style = this.columnStyles[i] ? ` style="${this.columnStyles[i]}"` : '';
        return `<col min="${i + 1}" max="${i + 1}" width="${column.width}"${style} customWidth="1"/>`;
      })
      .join('');
    const head =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
      `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
      `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>`;
    return Buffer.concat([Buffer.from(head, 'utf8'), ...this.chunks, Buffer.from(`${this.pending}</sheetData></worksheet>`, 'utf8')]);
  }
}
