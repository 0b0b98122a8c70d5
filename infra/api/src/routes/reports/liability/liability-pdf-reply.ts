import type { FastifyReply, FastifyRequest } from 'fastify';
import { selectBatches } from '../../../db/select-batches.ts';
import { saoPauloDay } from '../../../domain/calendar-day.ts';
import {
  type LiabilityReportFilter,
  monthsQuery,
  movementTotals,
  type PositionRow,
  positions,
} from '../../../repositories/liability-report.ts';
import { streamLiabilityPdf } from '../../../services/liability-pdf.ts';
import { placeLine } from './liability-filter.ts';

/**
 * The report as a PDF download (`relatorio_passivo_<AAAA-MM-DD>.pdf`): the period's totals (one
 * aggregate) and the places' position are read first, then the months stream from a server-side
 * cursor, page by page (services/liability-pdf.ts).
 */
export async function sendLiabilityPdf(
  request: FastifyRequest,
  reply: FastifyReply,
  filter: LiabilityReportFilter,
  pointValueCents: number,
): Promise<FastifyReply> {
  const { db, dbHandle } = request.server;
  const [moved, places, place] = await Promise.all([
    movementTotals(db, filter),
    positions(db, filter),
    placeLine(request, filter),
  ]);
  const sum = (pick: (p: PositionRow) => number) => places.reduce((total, p) => total + pick(p), 0);
  const batches = selectBatches(dbHandle, monthsQuery(db, filter))[Symbol.asyncIterator]();
  // The first batch before any byte is sent: a query that fails is still the usual JSON error.
  const first = await batches.next();
  const now = new Date();
  const pdf = streamLiabilityPdf(
    {
      generatedAt: now,
      from: filter.from,
      to: filter.to,
      today: filter.today,
      place,
      pointValueCents,
      totals: {
        ...moved,
        outstanding: sum((p) => p.outstanding),
        pending: sum((p) => p.pending),
        expiring30: sum((p) => p.expiring30),
        expiring60: sum((p) => p.expiring60),
        expiring90: sum((p) => p.expiring90),
      },
    },
    places,
    first,
    batches,
  );
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="relatorio_passivo_${saoPauloDay(now)}.pdf"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
