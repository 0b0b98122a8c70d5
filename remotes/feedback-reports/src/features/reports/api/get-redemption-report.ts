import { getErrorMessage, getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

/** Money may come as a numeric string (PostgreSQL numeric); the screen coerces. */
type Amount = number | string;

export interface RedemptionReportSummary {
  total_redemptions: number;
  total_points_spent: Amount;
  total_value_offers: Amount;
  total_discounts_applied: Amount;
  total_value_spent_by_users: Amount;
  average_discount_percentage: Amount;
}

interface NamedRef {
  id?: number;
  full_name?: string | null;
}

export interface RedemptionReportRow {
  id: number;
  redemption?: { id: number } | null;
  partner?: { id?: number; brand_name?: string | null } | null;
  dealership?: { id?: number; name?: string | null } | null;
  user_redeemed?: NamedRef | null;
  burned_by?: NamedRef | null;
  points_spent: Amount;
  total_value_offer: Amount | null;
  total_discount_applied: Amount | null;
  total_value_spent_by_user: Amount | null;
  reference_code: string | null;
  offer_title: string;
  offer_type: string;
  redemption_date: string;
}

export interface RedemptionReport {
  summary: RedemptionReportSummary;
  data: RedemptionReportRow[];
}

/** The query both the search and the PDF export send (all optional; dates as YYYY-MM-DD). */
export interface ReportQuery {
  partner_id?: string;
  dealership_id?: string;
  date_from?: string;
  date_to?: string;
}

export const reportLoadFallback = 'Erro ao carregar relatórios';

/** Drops empty values so the server only sees the filters that were chosen. */
export function reportSearchParams(query: ReportQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value) params[key] = value;
  return params;
}

export async function getRedemptionReport(query: ReportQuery): Promise<RedemptionReport> {
  try {
    return await getHttp()
      .get('reports/redemption-reports/', { searchParams: reportSearchParams(query) })
      .json<RedemptionReport>();
  } catch (error) {
    // The screen shows 'Erro: {message}': the server's detail when it gave one.
    throw new Error(await getErrorMessage(error, reportLoadFallback));
  }
}

/** Runs only once a search was submitted (`query` not null). */
export const useRedemptionReport = (query: ReportQuery | null) =>
  useQuery({
    queryKey: ['reports/redemption-reports/', query],
    queryFn: () => getRedemptionReport(query ?? {}),
    enabled: query !== null,
    retry: false,
  });
