import type { RedemptionReport, RedemptionReportRow, RedemptionReportSummary } from '@fidelidade/contract';

export const summary = (overrides: Partial<RedemptionReportSummary> = {}): RedemptionReportSummary => ({
  total_redemptions: 1234,
  total_points_spent: 56789,
  total_value_offers: 12345.6,
  total_discounts_applied: 1500.5,
  total_value_spent_by_users: 10845.1,
  average_discount_percentage: 12.345,
  ...overrides,
});

export const reportRow = (id: number, overrides: Partial<RedemptionReportRow> = {}): RedemptionReportRow => ({
  id,
  redemption: { id: 500 + id },
  partner: { brand_name: 'Posto Estrela' },
  dealership: { name: 'Paulista Veículos' },
  user_redeemed: { full_name: 'Maria Souza' },
  burned_by: { full_name: 'Operador Loja' },
  points_spent: 1500,
  total_value_offer: 100,
  total_discount_applied: 15,
  total_value_spent_by_user: 85,
  reference_code: `RES-${id}`,
  offer_title: 'Troca de óleo',
  offer_type: 'CUPOM_DESCONTO',
  redemption_date: '2024-03-05T13:30:00Z',
  ...overrides,
});

/** One page of the report as the API sends it (page 1 of `totalPages`, 10 rows a page). */
export const report = (
  rows: RedemptionReportRow[],
  overrides: Partial<RedemptionReportSummary> = {},
  totalPages = 1,
): RedemptionReport => ({
  summary: summary(overrides),
  data: rows,
  count: totalPages > 1 ? totalPages * 10 : rows.length,
  count_is_exact: true,
  total_pages: totalPages,
  next: null,
  previous: null,
});

export const partners = [
  { id: 3, brand_name: 'Posto Estrela', category: 'combustivel' },
  { id: 5, brand_name: 'Farmácia Vida', category: 'farmacia' },
];

export const dealerships = [
  { id: 2, name: 'Paulista Veículos' },
  { id: 7, name: 'Centro Motors' },
];
