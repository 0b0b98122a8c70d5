import type { Location, Partner } from '@fidelidade/contract';
import { useWholeList } from '@fidelidade/ui/whole-list';
import { locationOptionsOrder, settingsKeys } from '../../../lib/query-keys';

/**
 * Partners and locations for the form's selects (under the same cache keys as their own tabs, so an
 * edit there shows here), in alphabetical order: the lists' own default is newest first.
 */
export const usePartnerOptions = () =>
  useWholeList<Partner>(settingsKeys.partners, 'partnerships/partners/', { ordering: 'brand_name' });

export const useStoreLocationOptions = () =>
  useWholeList<Location>(settingsKeys.locations, 'partnerships/locations/', locationOptionsOrder);
