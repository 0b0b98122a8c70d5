import { ACTIVITY_TYPES } from '@fidelidade/contract/enums';
import type { OrderedList } from '@fidelidade/contract/ordering';
import { knownValue } from '../../../components/search-select-filters';

/** GET loyalty/admin/activities/recent/ (page, page_size, search, activity_type, ordering); with `format=csv` the same URL answers the export. */
export const recentActivitiesPath = 'loyalty/admin/activities/recent/' satisfies OrderedList;

/** The tab's filters as the URL names them ('' = no filter); module-level for useTable. */
export const recentActivitiesFilters = { search: '', activity_type: '' };

/** The query of the list and of its CSV export. */
export const recentActivitiesParams = (filters: typeof recentActivitiesFilters) => ({
  search: filters.search,
  activity_type: knownValue(ACTIVITY_TYPES, filters.activity_type),
});
