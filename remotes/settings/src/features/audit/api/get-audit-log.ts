import type { AuditEntry } from '@fidelidade/contract';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

export const auditPageSize = 20;

export interface AuditQuery {
  actor: string;
  action: string;
  target_type: string;
  target_id: string;
  date_from: string;
  date_to: string;
}

/** GET audit/ (newest first, page_size 20); empty filters are left out of the request. */
export const useAuditLog = (query: AuditQuery, page: number, onPageChange: (page: number) => void) =>
  usePagedList<AuditEntry>({
    path: 'audit/',
    params: { ...query },
    page,
    pageSize: auditPageSize,
    onPageChange,
  });
