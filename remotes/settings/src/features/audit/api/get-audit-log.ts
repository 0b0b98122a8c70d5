import type { AuditEntry } from '@fidelidade/contract';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

export const auditListPath = 'audit/' as const;
export const auditPageSize = 20;

export interface AuditQuery {
  actor: string;
  action: string;
  target_type: string;
  target_id: string;
  date_from: string;
  date_to: string;
  /** A field of ORDERING_FIELDS['audit/'] ('-at' descending); unset: newest first. */
  ordering: string | undefined;
}

/** GET audit/ (newest first unless sorted, page_size 20); empty filters are left out of the request. */
export const useAuditLog = (query: AuditQuery, page: number, onPageChange: (page: number) => void) =>
  usePagedList<AuditEntry>({
    path: auditListPath,
    params: { ...query },
    page,
    pageSize: auditPageSize,
    onPageChange,
  });
