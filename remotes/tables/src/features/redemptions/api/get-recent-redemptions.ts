import { REDEMPTION_STATUSES } from '@fidelidade/contract/enums';
import type { OrderedList } from '@fidelidade/contract/ordering';
import { searchSelectQuery } from '../../../components/search-select-query';

/** GET loyalty/admin/redemptions/recent/ (page, page_size, search, status, ordering); with `format=csv` the same URL answers the export. */
export const recentRedemptionsPath = 'loyalty/admin/redemptions/recent/' satisfies OrderedList;

/** The tab's query: a search and one of the redemption statuses. */
export const recentRedemptionsQuery = searchSelectQuery(recentRedemptionsPath, 'status', REDEMPTION_STATUSES);
