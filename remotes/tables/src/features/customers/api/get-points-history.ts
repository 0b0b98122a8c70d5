import type { OrderedList } from '@fidelidade/contract/ordering';

/** GET users/{id}/points-history/ (page, page_size, kind, date_from, date_to, ordering), newest first by default. */
export const pointsHistoryPath = (customerId: number) => `users/${customerId}/points-history/`;

/** The history's entry in the sort allow-lists (every customer's history sorts alike). */
export const pointsHistoryOrderingKey = 'users/{id}/points-history/' satisfies OrderedList;

/** The history's filters, under the API's query names; module-level for useTable. */
export const pointsHistoryFilters = { kind: '', date_from: '', date_to: '' };
