import { LIABILITY_PLACE_KIND_LABELS } from '@fidelidade/contract/enums';
import type { FastifyReply } from 'fastify';
import { selectBatches } from '../../../db/select-batches.ts';
import { type CsvColumn, type CsvDecimal, moneyCell } from '../../../domain/csv.ts';
import { centsToNumber } from '../../../domain/money.ts';
import {
  type LiabilityReportFilter,
  type MonthRow,
  monthsQuery,
  type PositionRow,
  positions,
} from '../../../repositories/liability-report.ts';
import { sendCsv } from '../../../services/csv-response.ts';
import { monthLabel } from '../../../services/liability-pdf.ts';
import { day } from '../../../services/report-pdf.ts';

/**
 * One line of the CSV: a place's month, or (after the months) a place's position today. One
 * rectangle of columns, so a spreadsheet filters either kind by 'Mês'; each kind fills its own
 * figures and leaves the other's empty.
 */
type Line = { month: MonthRow; position?: undefined } | { month?: undefined; position: PositionRow };

const MOVEMENT = [
  ['Pontos creditados', (m: MonthRow) => m.earned],
  ['Pontos utilizados', (m: MonthRow) => m.spent],
  ['Pontos expirados', (m: MonthRow) => m.expired],
  ['Saldo do mês', (m: MonthRow) => m.earned - m.spent - m.expired],
] as const;
const POSITION = [
  ['Pontos em aberto', (p: PositionRow) => p.outstanding],
  ['Pontos pendentes', (p: PositionRow) => p.pending],
  ['Vencem em até 30 dias', (p: PositionRow) => p.expiring30],
  ['Vencem em até 60 dias', (p: PositionRow) => p.expiring60],
  ['Vencem em até 90 dias', (p: PositionRow) => p.expiring90],
] as const;

/** The columns, pt-BR titles: the points, then their R$ at `pointValueCents` (text cells guarded). */
export function liabilityCsvColumns(pointValueCents: number, today: string): CsvColumn<Line>[] {
  const money = (points: number): CsvDecimal | null => moneyCell(centsToNumber(points * pointValueCents));
  const place = (line: Line) => line.month ?? line.position;
  return [
    { header: 'Local', cell: (line) => place(line)?.placeName },
    { header: 'Tipo', cell: (line) => LIABILITY_PLACE_KIND_LABELS[place(line)?.kind ?? 'none'] },
    {
      header: 'Mês',
      cell: (line) => (line.month ? monthLabel(line.month.month) : `Posição em ${day(today)}`),
    },
    ...MOVEMENT.map(([header, of]) => ({ header, cell: (line: Line) => line.month && of(line.month) })),
    ...MOVEMENT.map(([header, of]) => ({
      header: `${header} (R$)`,
      cell: (line: Line) => (line.month ? money(of(line.month)) : null),
    })),
    ...POSITION.map(([header, of]) => ({ header, cell: (line: Line) => line.position && of(line.position) })),
    ...POSITION.map(([header, of]) => ({
      header: `${header} (R$)`,
      cell: (line: Line) => (line.position ? money(of(line.position)) : null),
    })),
  ];
}

async function* lines(reply: FastifyReply, filter: LiabilityReportFilter): AsyncGenerator<Line[]> {
  const { db, dbHandle } = reply.server;
  for await (const batch of selectBatches(dbHandle, monthsQuery(db, filter)))
    yield batch.map((month) => ({ month }));
  const places = await positions(db, filter);
  if (places.length > 0) yield places.map((position) => ({ position }));
}

/**
 * The report as CSV (docs/api.md#csv): the months streamed from a server-side cursor over the daily
 * rollup, then one line per place with its position today (one query: a row per place).
 */
export function sendLiabilityCsv(
  reply: FastifyReply,
  filter: LiabilityReportFilter,
  pointValueCents: number,
): Promise<FastifyReply> {
  return sendCsv(reply, {
    fileName: 'relatorio-passivo',
    columns: liabilityCsvColumns(pointValueCents, filter.today),
    rows: lines(reply, filter),
  });
}
