import type { Readable } from 'node:stream';
import { OFFER_TYPE_LABELS } from '@fidelidade/contract/enums';
import PDFDocument from 'pdfkit';
import { formatBrl, formatInt, formatPercent, parseCents } from '../domain/money.ts';
import type { ReportRow, ReportTotals } from '../repositories/reports.ts';
import { type PdfFlow, streamPdf } from './pdf-stream.ts';
import { BLUE, mm, ReportTable, type TableColumn } from './report-pdf-table.ts';

export interface ReportPdfHeader {
  totals: ReportTotals;
  averageDiscount: number;
  filters: {
    partner: string | null;
    dealership: string | null;
    dateFrom?: string | undefined;
    dateTo?: string | undefined;
  };
  generatedAt: Date;
}

const TIME_ZONE = 'America/Sao_Paulo';
const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "2026-05-01" → "01/05/2026". */
export const day = (iso: string) => iso.split('-').reverse().join('/');
/** "01/05/2026 14:07" in São Paulo time. */
export const dateTime = (date: Date) => DATE_TIME.format(date).replace(',', '');
const money = (value: string | null) => {
  const cents = parseCents(value);
  return cents === null ? '—' : formatBrl(cents);
};

export function period(from?: string, to?: string): string {
  if (from && to) return `${day(from)} a ${day(to)}`;
  if (from) return `a partir de ${day(from)}`;
  if (to) return `até ${day(to)}`;
  return 'todo o período';
}

/** The A4 landscape page's margins (the tables' left edge and right edge). */
export const LEFT = mm(14);
export const RIGHT = mm(297 - 14);
const AMOUNT = { align: 'right' } as const;
/** The table's columns (widths in points over the A4 landscape width between the margins). */
const COLUMNS: TableColumn[] = [
  { title: 'Data', width: 62 },
  { title: 'Cliente', width: 90 },
  { title: 'Oferta', width: 110 },
  { title: 'Tipo', width: 82 },
  { title: 'Parceiro / Concessionária', width: 100 },
  { title: 'Pontos', width: 36, ...AMOUNT },
  { title: 'Valor', width: 56, ...AMOUNT },
  { title: 'Desconto', width: 52, ...AMOUNT },
  { title: 'Pago', width: 56, ...AMOUNT },
  { title: 'Referência', width: 56 },
  { title: 'Baixado por', width: RIGHT - LEFT - 700 },
];

function rowCells(row: ReportRow): string[] {
  return [
    dateTime(row.createdAt),
    row.userName,
    row.offerTitle,
    OFFER_TYPE_LABELS[row.offerType] ?? row.offerType,
    row.partnerName ?? row.dealershipName ?? '—',
    formatInt(row.pointsSpent),
    money(row.totalValueOffer),
    money(row.totalDiscountApplied),
    money(row.totalValueSpentByUser),
    row.referenceCode ?? '—',
    row.burnedByName ?? 'Pendente',
  ];
}

type Doc = InstanceType<typeof PDFDocument>;

/** Title, filters and the six totals (a grid of 140 mm); returns where the table starts. */
function drawHeader(doc: Doc, header: ReportPdfHeader): number {
  const { filters, totals } = header;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black');
  doc.text('Relatório de Resgates', LEFT, mm(16) - 13, { lineBreak: false });
  doc.font('Helvetica').fontSize(9);
  [
    `Gerado em ${dateTime(header.generatedAt)} (horário de Brasília)`,
    `Período: ${period(filters.dateFrom, filters.dateTo)}`,
    `Parceiro: ${filters.partner ?? 'todos'}    Concessionária: ${filters.dealership ?? 'todas'}`,
  ].forEach((line, index) => {
    doc.text(line, LEFT, mm(23) - 7 + index * 10.5, { lineBreak: false });
  });
  const summary: [string, string][] = [
    ['Resumo', ''],
    ['Total de resgates', formatInt(totals.totalRedemptions)],
    ['Pontos gastos', `${formatInt(totals.totalPointsSpent)} pontos`],
    ['Valor total das ofertas', formatBrl(totals.valueCents)],
    ['Descontos aplicados', formatBrl(totals.discountCents)],
    ['Valor gasto pelos clientes', formatBrl(totals.spentCents)],
    ['Desconto médio', formatPercent(header.averageDiscount)],
  ];
  const width = mm(140);
  const height = 9 * 1.15 + 2 * mm(1.5);
  let y = mm(37);
  summary.forEach(([label, value], index) => {
    const head = index === 0;
    if (head) doc.rect(LEFT, y, width, height).fill(BLUE);
    doc
      .lineWidth(0.3)
      .strokeColor('#c8c8c8')
      .rect(LEFT, y, width / 2, height)
      .rect(LEFT + width / 2, y, width / 2, height)
      .stroke();
    doc.font(head ? 'Helvetica-Bold' : 'Helvetica').fillColor(head ? 'white' : '#505050');
    doc.text(label, LEFT + mm(1.5), y + mm(1.5), { lineBreak: false });
    doc.text(value, LEFT + width / 2 + mm(1.5), y + mm(1.5), { lineBreak: false });
    y += height;
  });
  return y + mm(6);
}

/**
 * The redemption report as a landscape A4 PDF in pt-BR (pdfkit's standard fonts cover Latin-1),
 * streamed (pdf-stream.ts): the rows come in batches from a server-side cursor and the next batch is
 * fetched only once the client has read what is buffered — memory stays flat however many rows
 * (report-pdf-memory.test.ts). `first` is the batch the caller already read (so a failing query is
 * still a JSON error); when the client goes away the stream is destroyed and `batches` returned
 * (cursor closed).
 */
export function streamReportPdf(
  header: ReportPdfHeader,
  first: IteratorResult<readonly ReportRow[]>,
  batches: AsyncIterator<readonly ReportRow[]>,
): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: 'Relatório de Resgates', Creator: 'Sistema de Fidelidade' },
  });
  const draw = async (flow: PdfFlow) => {
    const table = new ReportTable(doc, COLUMNS, {
      left: LEFT,
      bottom: doc.page.height - mm(12),
      top: mm(10),
    });
    table.start(drawHeader(doc, header));
    let next = first;
    if (next.done || next.value.length === 0) table.note('Nenhum resgate encontrado');
    while (!next.done && !flow.closed) {
      for (const row of next.value) table.row(rowCells(row));
      await flow.room();
      next = await batches.next();
    }
  };
  return streamPdf(doc, draw, () => Promise.resolve(batches.return?.()));
}
