import { isAdmin, useSession } from '@fidelidade/session';

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
 * DESIGN §6: dealership and partner users only see their own data. The UI follows the server:
 * their own filter is preselected and locked (the server enforces the scope regardless).
 */
export function useReportScope(): ReportScope {
  const user = useSession((state) => state.user);
  if (!user || isAdmin(user)) return { partner: null, dealership: null };
  if (user.user_type === 'DEALERSHIP') {
    return {
      partner: null,
      dealership: { id: idOf(user.dealership_associated), name: user.dealership_name ?? null },
    };
  }
  if (user.user_type === 'PARCEIRO') {
    return { partner: { id: idOf(user.partner), name: user.partner_name ?? null }, dealership: null };
  }
  return { partner: null, dealership: null };
}
