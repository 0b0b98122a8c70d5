import type { ManagedUser } from '@fidelidade/contract';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

export const usersListPath = 'users/admin/list/' as const;
export const usersPageSize = 10;

export interface UsersQuery {
  search: string;
  user_type: string;
  is_active: string;
  /** A field of ORDERING_FIELDS['users/admin/list/'] ('-full_name' descending); unset: newest first. */
  ordering: string | undefined;
}

/** GET users/admin/list/ (newest first unless sorted); empty filters are left out of the request. */
export const useManagedUsers = (query: UsersQuery, page: number, onPageChange: (page: number) => void) =>
  usePagedList<ManagedUser>({
    path: usersListPath,
    params: { ...query },
    page,
    pageSize: usersPageSize,
    onPageChange,
  });
