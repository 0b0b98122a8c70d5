import { ACTIVITY_TYPES } from '@fidelidade/contract/enums';
import type { OrderedList } from '@fidelidade/contract/ordering';
import { searchSelectQuery } from '../../../components/search-select-query';

/** GET loyalty/admin/activities/recent/ (page, page_size, search, activity_type, ordering); with `format=csv` the same URL answers the export. */
export const recentActivitiesPath = 'loyalty/admin/activities/recent/' satisfies OrderedList;

/** The tab's query: a search and one of the activity types. */
export const recentActivitiesQuery = searchSelectQuery(recentActivitiesPath, 'activity_type', ACTIVITY_TYPES);
