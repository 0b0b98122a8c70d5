import type { Readable } from 'node:stream';
import { LIABILITY_PLACE_KIND_LABELS } from '@fidelidade/contract/enums';
import PDFDocument from 'pdfkit';
import { formatBrl, formatInt } from '../domain/money.ts';
import type { MonthRow, PositionRow } from '../repositories/liability-report.ts';
import { type PdfFlow, streamPdf } from './pdf-stream.ts';
import { dateTime, day, LEFT, period, RIGHT } from './report-pdf.ts';
import { BLUE, mm, ReportTable, type TableColumn } from './report-pdf-table.ts';

/** A place's position figures, without the place. */
type Figures = Omit<PositionRow, 'kind' | 'placeId' | 'placeName'>;

export interface LiabilityPdfHeader {
  generatedAt: Date;
  from: string;
  to: string;
  today: string;
  /** The filter's line: 'Concessionária: todas', 'Concessionária: Paulista Veículos', 'Parceiro: …'. */
  place: string;
  pointValueCents: number;
  totals: { earned: number; spent: number; expired: number } & Figures;
}

type Doc = InstanceType<typeof PDFDocument>;
const AMOUNT = { align: 'right' } as const;
const figure = (title: string, width: number): TableColumn => ({ title, width, ...AMOUNT });

const POSITION_COLUMNS: TableColumn[] = [
  { title: 'Local', width: 130 },
  { title: 'Tipo', width: 62 },
  ...['Em aberto', 'Pendentes', 'Vencem em 30 dias', 'Vencem em 60 dias', 'Vencem em 90 dias'].map((t) =>
    figure(t, 50),
  ),
  ...['Em aberto (R$)', 'Pendentes (R$)', '30 dias (R$)', '60 dias (R$)'].map((t) => figure(t, 64)),
  figure('90 dias (R$)', RIGHT - LEFT - 762 + 64),
];
const MONTH_COLUMNS: TableColumn[] = [
  { title: 'Local', width: 150 },
  { title: 'Tipo', width: 62 },
  { title: 'Mês', width: 40 },
  ...['Creditados', 'Utilizados', 'Expirados', 'Saldo do mês'].map((t) => figure(t, 60)),
  ...['Creditados (R$)', 'Utilizados (R$)', 'Expirados (R$)'].map((t) => figure(t, 67.5)),
  figure('Saldo do mês (R$)', RIGHT - LEFT - 762 + 67.5),
];

/** "2026-03" → "03/2026". */
export const monthLabel = (month: string) => month.split('-').reverse().join('/');

function placeCells(row: PositionRow | MonthRow): string[] {
  return [row.placeName, LIABILITY_PLACE_KIND_LABELS[row.kind]];
}

function drawHeader(doc: Doc, header: LiabilityPdfHeader): number {
  const money = (points: number) => formatBrl(points * header.pointValueCents);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black');
  doc.text('Relatório de Passivo', LEFT, mm(16) - 13, { lineBreak: false });
  doc.font('Helvetica').fontSize(9);
  [
    `Gerado em ${dateTime(header.generatedAt)} (horário de Brasília)`,
    `Período: ${period(header.from, header.to)}    ${header.place}`,
    `Valor do ponto: ${formatBrl(header.pointValueCents)}`,
  ].forEach((line, index) => {
    doc.text(line, LEFT, mm(23) - 7 + index * 10.5, { lineBreak: false });
  });
  const t = header.totals;
  const lines: [string, number][] = [
    ['Pontos creditados no período', t.earned],
    ['Pontos utilizados no período', t.spent],
    ['Pontos expirados no período', t.expired],
    ['Saldo do período', t.earned - t.spent - t.expired],
    [`Em aberto em ${day(header.today)}`, t.outstanding],
    ['Pendentes', t.pending],
    ['Vencem em até 30 dias', t.expiring30],
    ['Vencem em até 60 dias', t.expiring60],
    ['Vencem em até 90 dias', t.expiring90],
  ];
  const widths = [mm(70), mm(35), mm(35)];
  const height = 9 * 1.15 + 2 * mm(1.5);
  let y = mm(37);
  [['Resumo', 'Pontos', 'Valor'], ...lines.map(([label, n]) => [label, formatInt(n), money(n)])].forEach(
    (cells, index) => {
      const head = index === 0;
      if (head) doc.rect(LEFT, y, mm(140), height).fill(BLUE);
      doc.font(head ? 'Helvetica-Bold' : 'Helvetica').fillColor(head ? 'white' : '#505050');
      let x = LEFT;
      cells.forEach((text, column) => {
        const width = widths[column] ?? 0;
        doc.lineWidth(0.3).strokeColor('#c8c8c8').rect(x, y, width, height).stroke();
        const inset = column === 0 ? mm(1.5) : width - mm(1.5) - doc.widthOfString(text);
        doc.text(text, x + inset, y + mm(1.5), { lineBreak: false });
        x += width;
      });
      y += height;
    },
  );
  y += mm(5);
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
  doc.text(`Posição em ${day(header.today)} por local`, LEFT, y, { lineBreak: false });
  return y + 9 * 1.15 + mm(1.5);
}

/**
 * The liability report as a landscape A4 PDF in pt-BR, like the redemption report's: the filters
 * and the totals, each place's position now (`places`, read already: one row per place), then the
 * months streamed from the cursor (`first` already read, so a failing query is still a JSON error).
 */
export function streamLiabilityPdf(
  header: LiabilityPdfHeader,
  places: readonly PositionRow[],
  first: IteratorResult<readonly MonthRow[]>,
  batches: AsyncIterator<readonly MonthRow[]>,
): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: 'Relatório de Passivo', Creator: 'Sistema de Fidelidade' },
  });
  const money = (points: number) => formatBrl(points * header.pointValueCents);
  const draw = async (flow: PdfFlow) => {
    const frame = { left: LEFT, bottom: doc.page.height - mm(12), top: mm(10) };
    const table = new ReportTable(doc, POSITION_COLUMNS, frame);
    table.start(drawHeader(doc, header));
    if (places.length === 0) table.note('Nenhum ponto em aberto');
    for (const p of places) {
      const figures = [p.outstanding, p.pending, p.expiring30, p.expiring60, p.expiring90];
      table.row([...placeCells(p), ...figures.map(formatInt), ...figures.map(money)]);
    }
    table.section('Movimento por mês', MONTH_COLUMNS);
    let next = first;
    if (next.done || next.value.length === 0) table.note('Nenhuma movimentação no período');
    while (!next.done && !flow.closed) {
      for (const m of next.value) {
        const figures = [m.earned, m.spent, m.expired, m.earned - m.spent - m.expired];
        table.row([...placeCells(m), monthLabel(m.month), ...figures.map(formatInt), ...figures.map(money)]);
      }
      await flow.room();
      next = await batches.next();
    }
  };
  return streamPdf(doc, draw, () => Promise.resolve(batches.return?.()));
}
