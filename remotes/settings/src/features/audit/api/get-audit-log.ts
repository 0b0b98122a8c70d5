import type { OrderedList } from '@fidelidade/contract/ordering';

/** GET audit/ (newest first unless sorted, page_size 20); empty filters stay out of the request. */
export const auditListPath = 'audit/' satisfies OrderedList;
export const auditPageSize = 20;

/**
 * The tab's filters under the API's names: a link from another screen
 * (…?tab=auditoria&target_type=offer&target_id=12) opens the tab filtered; module-level for useTable.
 */
export const auditFilters = {
  actor: '',
  action: '',
  target_type: '',
  target_id: '',
  date_from: '',
  date_to: '',
};
