import { can } from '@fidelidade/contract/capabilities';
import { useSession } from '@fidelidade/session';

export interface LockedFilter {
  id: string;
  name: string | null;
}

export interface ReportScope {
  partner: LockedFilter | null;
  dealership: LockedFilter | null;
}

const idOf = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * The capability table's reports.filter.* (the API checks the same entries): without
 * reports.filter.any, a user's own dealership or partner filter is preselected and locked.
 */
export function useReportScope(): ReportScope {
  const user = useSession((state) => state.user);
  if (!user || can(user, 'reports.filter.any')) return { partner: null, dealership: null };
  if (can(user, 'reports.filter.dealership')) {
    return {
      partner: null,
      dealership: { id: idOf(user.dealership_associated), name: user.dealership_name ?? null },
    };
  }
  if (can(user, 'reports.filter.partner')) {
    return { partner: { id: idOf(user.partner), name: user.partner_name ?? null }, dealership: null };
  }
  return { partner: null, dealership: null };
}
