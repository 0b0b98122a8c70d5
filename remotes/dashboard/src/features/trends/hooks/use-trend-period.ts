import { TREND_PERIODS, type TrendPeriod } from '@fidelidade/contract/enums';
import { useUrlPeriod } from '../../../hooks/use-url-period';

export const DEFAULT_TREND_PERIOD: TrendPeriod = 30;

/** `?periodo=` as one of the periods the API accepts; anything else reads as the default. */
export function parseTrendPeriod(raw: string | null): TrendPeriod {
  return TREND_PERIODS.find((days) => String(days) === raw) ?? DEFAULT_TREND_PERIOD;
}

/** The trends period lives in the URL (`?periodo=7|30|90`), so reload and shared links keep it. */
export const useTrendPeriod = () => useUrlPeriod('periodo', parseTrendPeriod);
