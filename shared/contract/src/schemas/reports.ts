import { type Static, Type } from 'typebox';
import { OFFER_TYPES } from '../enums.ts';
import { DateTime, DayFilter, ExportFormatQuery, Nullable, PageMeta, PageQuery, RowId } from './common.ts';

/**
 * Filters of the redemption report (JSON and PDF); naming another tenant is a 403. `page`/`page_size`
 * page the JSON's `data` (default 10, at most 100); the PDF and the CSV carry every row.
 */
export const ReportQuery = Type.Object({
  ...PageQuery,
  partner_id: Type.Optional(RowId),
  dealership_id: Type.Optional(RowId),
  date_from: DayFilter,
  date_to: DayFilter,
  /** The report's rows as CSV (the JSON's `data`; the PDF has its own URL, pdf/). */
  format: ExportFormatQuery,
});
export type ReportQuery = Static<typeof ReportQuery>;

const Money = Nullable(Type.Number());

/** The six totals of the period; average_discount_percentage is weighted by value. */
export const RedemptionReportSummary = Type.Object({
  total_redemptions: Type.Integer(),
  total_points_spent: Type.Integer(),
  total_value_offers: Type.Number(),
  total_discounts_applied: Type.Number(),
  total_value_spent_by_users: Type.Number(),
  average_discount_percentage: Type.Number(),
});
export type RedemptionReportSummary = Static<typeof RedemptionReportSummary>;

/** One redemption of the report; the BRL values are null until the voucher is burned. */
export const RedemptionReportRow = Type.Object({
  id: Type.Integer(),
  redemption: Type.Object({ id: Type.Integer() }),
  partner: Nullable(Type.Object({ brand_name: Type.String() })),
  dealership: Nullable(Type.Object({ name: Type.String() })),
  user_redeemed: Type.Object({ full_name: Type.String() }),
  burned_by: Nullable(Type.Object({ full_name: Type.String() })),
  points_spent: Type.Integer(),
  total_value_offer: Money,
  total_discount_applied: Money,
  total_value_spent_by_user: Money,
  reference_code: Nullable(Type.String()),
  offer_title: Type.String(),
  offer_type: Type.Enum(OFFER_TYPES),
  redemption_date: DateTime,
});
export type RedemptionReportRow = Static<typeof RedemptionReportRow>;

/**
 * The report: `summary` of the whole filtered period (one SQL aggregate, not the page's rows), and
 * one page of its rows in `data` (newest first) with the list's page fields (`count` is exact: it
 * is `summary.total_redemptions`).
 */
export const RedemptionReport = Type.Object({
  summary: RedemptionReportSummary,
  data: Type.Array(RedemptionReportRow),
  ...PageMeta.properties,
});
export type RedemptionReport = Static<typeof RedemptionReport>;

/** The PDF bytes: binary in the document; the API hands Fastify a stream of them (pages as drawn). */
const PdfFile = Type.Unsafe<Uint8Array | AsyncIterable<Uint8Array>>({ type: 'string', format: 'binary' });

/** The same report as a pt-BR PDF download (`attachment; filename="relatorio_resgates_<dia>.pdf"`). */
export const RedemptionReportPdf = {
  description: 'Relatório de resgates em PDF.',
  content: { 'application/pdf': { schema: PdfFile } },
};
