import type { Liability } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type LiabilityPeriod, periodDates } from '../lib/liability-period';

export const liabilityPath = 'loyalty/admin/liability/';

/**
 * GET loyalty/admin/liability/?date_from&date_to — what the programme owes in the caller's scope
 * (the API scopes it), in points and R$; while another period loads, the previous one stays.
 */
export const useLiability = (days: LiabilityPeriod) =>
  useQuery({
    queryKey: ['dashboard', 'liability', days],
    queryFn: () =>
      getHttp()
        .get(liabilityPath, { searchParams: periodDates(days) })
        .json<Liability>(),
    placeholderData: keepPreviousData,
    retry: false,
  });
