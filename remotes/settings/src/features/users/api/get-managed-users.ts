import type { ManagedUser } from '@fidelidade/contract';
import { usePagedList } from '@fidelidade/ui/use-paged-list';

export const usersListPath = 'users/admin/list/';
export const usersPageSize = 10;

export interface UsersQuery {
  search: string;
  user_type: string;
  is_active: string;
}

/** GET users/admin/list/ (newest first); empty filters are left out of the request. */
export const useManagedUsers = (query: UsersQuery, page: number, onPageChange: (page: number) => void) =>
  usePagedList<ManagedUser>({
    path: usersListPath,
    params: { ...query },
    page,
    pageSize: usersPageSize,
    onPageChange,
  });
