/**
 * Draws the redemption report's PDF of `--rows N` synthetic redemptions through streamReportPdf,
 * reads it to the end as a client would (into `--out FILE` if given), and prints one JSON line:
 * the pages, the bytes, the peak RSS and the heap the drawing keeps per page — the live heap after
 * a full GC at a fifth and at four fifths of the rows, divided by the pages drawn between. Run by
 * report-pdf-memory.test.ts in a child process with `--expose-gc` and a small heap cap:
 *
 *   node --expose-gc src/test/report-pdf-heap-probe.ts --rows 60000 [--out report.pdf]
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { ReportRow } from '../repositories/reports.ts';
import { streamReportPdf } from '../services/report-pdf.ts';

const { values } = parseArgs({ options: { rows: { type: 'string' }, out: { type: 'string' } } });
const ROWS = Number(values.rows ?? 60_000);
const WARMUP_ROWS = ROWS * 0.2;
const BATCH = 1000;
const gc = globalThis.gc;
if (!gc) throw new Error('run with --expose-gc');

/** A redemption like the benchmark's: half partner, half dealership, 70 % burned. */
function syntheticRow(index: number): ReportRow {
  const burned = index % 10 < 7;
  return {
    id: index,
    partnerName: index % 2 ? 'Auto Peças Exemplo Comércio Ltda' : null,
    dealershipName: index % 2 ? null : 'Concessionária Centro',
    userName: `Cliente ${index} de Oliveira Santos`,
    burnedByName: burned ? 'Caixa do benchmark' : null,
    pointsSpent: 50 + (index % 950),
    totalValueOffer: burned ? '1234.50' : null,
    totalDiscountApplied: burned ? '123.45' : null,
    totalValueSpentByUser: burned ? '1111.05' : null,
    referenceCode: burned ? `NF-${index}` : null,
    offerTitle: 'Troca de óleo com filtro e revisão completa dos freios',
    offerType: 'PARTNER_DISCOUNT',
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
  };
}

const batchAt = (from: number) =>
  Array.from({ length: Math.max(0, Math.min(BATCH, ROWS - from)) }, (_, k) => syntheticRow(from + k));

async function* laterBatches(): AsyncGenerator<readonly ReportRow[]> {
  for (let from = BATCH; from < ROWS; from += BATCH) yield batchAt(from);
}

let rowsFetched = BATCH;
const batches = laterBatches();
const counted: AsyncIterator<readonly ReportRow[]> = {
  async next() {
    const next = await batches.next();
    if (!next.done) rowsFetched += next.value.length;
    return next;
  },
  return: () => batches.return(undefined),
};

const pdf = streamReportPdf(
  {
    totals: { totalRedemptions: ROWS, totalPointsSpent: 0, valueCents: 0, discountCents: 0, spentCents: 0 },
    averageDiscount: 0,
    filters: { partner: null, dealership: null },
    generatedAt: new Date(),
  },
  { done: false, value: batchAt(0) },
  counted,
);
/** Live heap after a full GC, and how many rows were fetched then. */
const sample = () => {
  gc();
  return { heap: process.memoryUsage().heapUsed, rows: rowsFetched };
};
let warm: ReturnType<typeof sample> | null = null;
let drawn: ReturnType<typeof sample> | null = null;
const file = values.out ? fs.openSync(values.out, 'w') : null;
let bytes = 0;
let pages = Number.NaN;
// Sampled as the client reads: the stream's buffer was just emptied, and the drawing is paused
// (it waits for the client every megabyte), well before the end of the document.
for await (const chunk of pdf) {
  if (!warm && rowsFetched >= WARMUP_ROWS) warm = sample();
  if (!drawn && rowsFetched >= ROWS * 0.8) drawn = sample();
  bytes += chunk.length;
  if (file !== null) fs.writeSync(file, chunk);
  // The page tree is one write of pdfkit's, so its "/Count N" never straddles two chunks.
  const count = /\/Type \/Pages\n\/Count (\d+)/.exec(chunk.toString('latin1'))?.[1];
  if (count) pages = Number(count);
}
if (file !== null) fs.closeSync(file);
const rowsPerPage = ROWS / pages;
const heapPerPage =
  warm && drawn ? ((drawn.heap - warm.heap) * rowsPerPage) / (drawn.rows - warm.rows) : Number.NaN;
const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
console.log(JSON.stringify({ rows: ROWS, pages, bytes, heapPerPage: Math.round(heapPerPage), peakRssMb }));
