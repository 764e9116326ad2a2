import PDFDocument from 'pdfkit';

// pdfkit reads and parses a standard font's metrics file (Helvetica.afm: some 3,000 lines, each
// through regular expressions) for every document that uses the font. For a two-ticket PDF that
// was over half of its CPU (bench:checkout-steps' approval, docs/performance.md). The metrics
// never change, so each thread parses a font once, and each later document gets a font object of
// its own (its own id and PDF object, as pdfkit would make) around the metrics already parsed.
// pdfkit does not export its standard font, so this leans on the shape below; pdf-document.test.ts
// checks that a document made here is byte for byte the one pdfkit makes alone.

/** The fields pdfkit's StandardFont sets in its constructor (pdfkit 0.17). */
interface StandardFont {
  document: PDFKit.PDFDocument;
  id: string;
  name: string;
  font: { glyphWidths: Record<string, number> };
  ascender: number;
  descender: number;
  bbox: number[];
  lineGap: number;
  xHeight: number;
  capHeight: number;
}

interface FontsOfDocument {
  _font: StandardFont | null;
  _fontFamilies: Record<string, StandardFont>;
  _fontCount: number;
}

const STANDARD_FONT_NAMES = new Set([
  'Courier',
  'Courier-Bold',
  'Courier-Oblique',
  'Courier-BoldOblique',
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Helvetica-BoldOblique',
  'Times-Roman',
  'Times-Bold',
  'Times-Italic',
  'Times-BoldItalic',
  'Symbol',
  'ZapfDingbats',
]);

/** The metrics this thread has parsed, by standard font name, with the class that reads them. */
const parsedMetrics = new Map<string, { fontClass: object; metrics: Omit<StandardFont, 'document' | 'id'> }>();

const isStandardFont = (font: StandardFont | null, name: string): font is StandardFont =>
  font !== null && font.name === name && typeof font.font?.glyphWidths === 'object' && Array.isArray(font.bbox);

function keepMetrics(font: StandardFont) {
  const { name, ascender, descender, bbox, lineGap, xHeight, capHeight } = font;
  parsedMetrics.set(name, {
    fontClass: Object.getPrototypeOf(font) as object,
    metrics: { name, font: font.font, ascender, descender, bbox, lineGap, xHeight, capHeight },
  });
}

function lendMetrics(doc: PDFKit.PDFDocument & FontsOfDocument, name: string) {
  const parsed = parsedMetrics.get(name);
  if (!parsed) return;
  const lent = Object.create(parsed.fontClass) as StandardFont;
  // Numbered as pdfkit numbers a font it opens for the document.
  Object.assign(lent, parsed.metrics, { document: doc, id: `F${++doc._fontCount}` });
  doc._fontFamilies[name] = lent;
}

/**
 * A pdfkit document, as `new PDFDocument(options)` makes it, whose standard fonts (Helvetica,
 * Courier, …) reuse the metrics this thread has already parsed. Its first font is `options.font`,
 * Helvetica unless given, as in pdfkit.
 */
export function pdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  // No font yet (pdfkit would parse Helvetica's metrics here) and no page, which is added below
  // once the font is set, as pdfkit's constructor does it.
  const doc = new PDFDocument({ ...options, font: null as unknown as string, autoFirstPage: false }) as PDFKit.PDFDocument &
    FontsOfDocument;
  const open = doc.font.bind(doc);
  doc.font = ((src: PDFKit.Mixins.PDFFontSource, family?: string | number, size?: number) => {
    const name = typeof src === 'string' && typeof family !== 'string' && STANDARD_FONT_NAMES.has(src) ? src : null;
    if (name === null || doc._fontFamilies[name]) return open(src, family as string, size);
    lendMetrics(doc, name);
    open(src, family as string, size);
    if (!parsedMetrics.has(name) && isStandardFont(doc._font, name)) keepMetrics(doc._font);
    return doc;
  }) as typeof doc.font;
  doc.font(options.font ?? 'Helvetica');
  if (options.autoFirstPage !== false) doc.addPage();
  return doc;
}
