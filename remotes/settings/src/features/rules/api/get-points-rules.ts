import type { OrderedList } from '@fidelidade/contract/ordering';

/** GET loyalty/admin/rules/pontuation/ (page, page_size 10, `ordering` when a header sorts). */
export const rulesListPath = 'loyalty/admin/rules/pontuation/' satisfies OrderedList;
export const rulesPageSize = 10;
