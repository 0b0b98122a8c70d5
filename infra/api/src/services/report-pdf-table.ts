/**
 * The redemption table of the report PDF, drawn row by row with pdfkit: a blue head repeated on
 * every page, striped rows, cells wrapped to at most two lines (the rest ends in "…"), the amounts
 * right-aligned and "Página N" at the foot of each page. Nothing is kept per row, so a report of a
 * million redemptions is drawn in the memory of one page (the document streams each finished page).
 */
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** Millimetres to PDF points (the layout keeps the sizes of the jsPDF report, given in mm). */
export const mm = (value: number) => value * 2.834_645_669;

export const BLUE = '#1677ff';
const STRIPE = '#f5f5f5';
const FONT_SIZE = 7;
const LINE_HEIGHT = FONT_SIZE * 1.15;
const PADDING = mm(1.2);

type Measure = (text: string) => number;

export interface TableColumn {
  title: string;
  width: number;
  align?: 'right';
}

/** Up to `maxLines` lines of `text` that fit `width` (greedy by words; a last line too long gets "…"). */
export function fitLines(measure: Measure, text: string, width: number, maxLines: number): string[] {
  if (measure(text) <= width) return [text];
  const lines: string[] = [];
  let line = '';
  const words = text.split(' ');
  for (let index = 0; index < words.length; index += 1) {
    const candidate = line ? `${line} ${words[index]}` : (words[index] ?? '');
    if (measure(candidate) <= width || !line) {
      line = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) {
      line = `${line} ${words.slice(index).join(' ')}`;
      break;
    }
    lines.push(line);
    line = words[index] ?? '';
  }
  lines.push(line);
  const last = lines.length - 1;
  lines[last] = ellipsis(measure, lines[last] ?? '', width);
  return lines.slice(0, maxLines);
}

function ellipsis(measure: Measure, text: string, width: number): string {
  if (measure(text) <= width) return text;
  let end = text.length;
  while (end > 0 && measure(`${text.slice(0, end)}…`) > width) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** WinAnsi codes of the characters outside Latin-1 that the rows can carry (else "?"). */
const WIN_ANSI: Record<number, number> = {
  8230: 0x85,
  8212: 0x97,
  8211: 0x96,
  8220: 0x93,
  8221: 0x94,
  8216: 0x91,
  8217: 0x92,
  8364: 0x80,
};

function winAnsiHex(text: string): string {
  let hex = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const byte =
      (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) ? code : (WIN_ANSI[code] ?? 0x3f);
    hex += byte < 16 ? `0${byte.toString(16)}` : byte.toString(16);
  }
  return hex;
}

const HELVETICA_ASCENT = 0.718;

/** The BaseFont of a page's font resource (pdfkit's reference `{ data: { BaseFont } }`). */
function baseFont(ref: unknown): unknown {
  if (typeof ref !== 'object' || ref === null || !('data' in ref)) return undefined;
  const { data } = ref;
  return typeof data === 'object' && data !== null && 'BaseFont' in data ? data.BaseFont : undefined;
}
const BODY_GRAY = '0.314 0.314 0.314 rg';
const n = (value: number) => value.toFixed(2);

interface Cell {
  text: string;
  width: number;
  align?: 'right' | undefined;
}

/**
 * Draws the table. The head, the note and the page numbers go through pdfkit's text(); each body row
 * is written as raw text operators in the regular font, measured with per-character widths cached
 * once: pdfkit's text() costs ~70 µs a cell (kerning looked up per glyph pair), too slow for a
 * million rows of eleven cells.
 */
export class ReportTable {
  private y = 0;
  private striped = false;
  private page = 1;
  private readonly doc: Doc;
  private columns: readonly TableColumn[];
  /** The table's left edge, the lowest a row may end, and where a new page's head starts. */
  private readonly frame: { left: number; bottom: number; top: number };
  private readonly charWidths = new Map<number, number>();
  /** The page's resource name of the regular font (registered by the page number's text()). */
  private bodyFont = 'F1';

  constructor(
    doc: Doc,
    columns: readonly TableColumn[],
    frame: { left: number; bottom: number; top: number },
  ) {
    this.doc = doc;
    this.columns = columns;
    this.frame = frame;
  }

  /** The head at `y` (below the summary on the first page). */
  start(y: number): void {
    this.pageNumber();
    this.y = y;
    this.head();
  }

  /**
   * Another table below this one, with its own columns: a bold `title`, then the new head (on a new
   * page when the title, the head and a row would not fit). The liability report's second table.
   */
  section(title: string, columns: readonly TableColumn[]): void {
    this.columns = columns;
    this.y += mm(4);
    const titleHeight = 9 * 1.15 + mm(1.5);
    this.fitOnPage(titleHeight + 4 * (LINE_HEIGHT + 2 * PADDING), false);
    this.doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
    this.doc.text(title, this.frame.left, this.y, { lineBreak: false });
    this.y += titleHeight;
    this.head();
  }

  /** One line spanning the table (the empty report's "Nenhum resgate encontrado"). */
  note(text: string): void {
    const width = this.columns.reduce((sum, column) => sum + column.width, 0);
    this.drawn([{ text, width }], 'note');
  }

  row(values: readonly string[]): void {
    const cells = this.columns.map((column, index) => ({
      text: values[index] ?? '',
      width: column.width,
      align: column.align,
    }));
    const measure = this.measureBody;
    const lines = cells.map((cell) => fitLines(measure, cell.text, cell.width - 2 * PADDING, 2));
    const height = this.rowHeight(lines);
    this.fitOnPage(height);
    const { doc } = this;
    const width = cells.reduce((sum, cell) => sum + cell.width, 0);
    if (this.striped) doc.rect(this.frame.left, this.y, width, height).fill(STRIPE);
    const pageHeight = doc.page.height;
    const ops = [`q ${BODY_GRAY} BT /${this.bodyFont} ${FONT_SIZE} Tf`];
    let x = this.frame.left;
    cells.forEach((cell, index) => {
      (lines[index] ?? []).forEach((line, lineIndex) => {
        const textX = cell.align === 'right' ? x + cell.width - PADDING - measure(line) : x + PADDING;
        const top = this.y + PADDING + lineIndex * LINE_HEIGHT;
        const baseline = pageHeight - top - HELVETICA_ASCENT * FONT_SIZE;
        ops.push(`1 0 0 1 ${n(textX)} ${n(baseline)} Tm <${winAnsiHex(line)}> Tj`);
      });
      x += cell.width;
    });
    ops.push('ET Q');
    // pdfkit's page content is drawn in its flipped space: undo it for these raw operators.
    doc.addContent(`q 1 0 0 -1 0 ${n(pageHeight)} cm ${ops.join(' ')} Q`);
    this.y += height;
    this.striped = !this.striped;
  }

  private readonly measureBody: Measure = (text) => {
    let width = 0;
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      let known = this.charWidths.get(code);
      if (known === undefined) {
        known = this.doc.font('Helvetica').fontSize(FONT_SIZE).widthOfString(String.fromCharCode(code));
        this.charWidths.set(code, known);
      }
      width += known;
    }
    return width;
  };

  private rowHeight(lines: readonly string[][]): number {
    return Math.max(...lines.map((l) => l.length)) * LINE_HEIGHT + 2 * PADDING;
  }

  /** A new page when `height` does not fit: its number, and the head again unless `withHead` is false. */
  private fitOnPage(height: number, withHead = true): void {
    if (this.y + height <= this.frame.bottom) return;
    this.doc.addPage();
    this.page += 1;
    this.pageNumber();
    this.y = this.frame.top;
    if (withHead) this.head();
  }

  private head(): void {
    this.doc.font('Helvetica-Bold');
    this.drawn(
      this.columns.map((column) => ({ text: column.title, width: column.width, align: column.align })),
      'head',
    );
    this.doc.font('Helvetica');
    this.striped = false;
  }

  /** A row drawn with pdfkit's text(): the head, or the note. */
  private drawn(cells: readonly Cell[], kind: 'head' | 'note') {
    const { doc } = this;
    doc.fontSize(FONT_SIZE);
    const measure: Measure = (text) => doc.widthOfString(text);
    const lines = cells.map((cell) => fitLines(measure, cell.text, cell.width - 2 * PADDING, 2));
    const height = this.rowHeight(lines);
    if (kind === 'note') this.fitOnPage(height);
    const width = cells.reduce((sum, cell) => sum + cell.width, 0);
    if (kind === 'head') doc.rect(this.frame.left, this.y, width, height).fill(BLUE);
    doc.fillColor(kind === 'head' ? 'white' : '#505050');
    let x = this.frame.left;
    cells.forEach((cell, index) => {
      (lines[index] ?? []).forEach((line, lineIndex) => {
        const textX = cell.align === 'right' ? x + cell.width - PADDING - measure(line) : x + PADDING;
        doc.text(line, textX, this.y + PADDING + lineIndex * LINE_HEIGHT, { lineBreak: false });
      });
      x += cell.width;
    });
    this.y += height;
    if (kind === 'note') this.striped = !this.striped;
  }

  private pageNumber(): void {
    const { doc } = this;
    const text = `Página ${this.page}`;
    doc.font('Helvetica').fontSize(FONT_SIZE).fillColor('black');
    doc.text(text, doc.page.width - mm(14) - doc.widthOfString(text), doc.page.height - mm(6) - FONT_SIZE, {
      lineBreak: false,
    });
    const fonts: Record<string, unknown> = doc.page.fonts;
    this.bodyFont = Object.keys(fonts).find((id) => baseFont(fonts[id]) === 'Helvetica') ?? this.bodyFont;
  }
}
