import type { OrderedList } from '@fidelidade/contract/ordering';

/** GET users/admin/list/ (newest first unless sorted; page_size 10); empty filters stay out of the request. */
export const usersListPath = 'users/admin/list/' satisfies OrderedList;
export const usersPageSize = 10;

/**
 * The tab's filters under the API's query names, so a shared link
 * (…?tab=users&search=52998224725&is_active=false) opens the same list; module-level for useTable.
 */
export const usersFilters = { search: '', user_type: '', is_active: '' };
