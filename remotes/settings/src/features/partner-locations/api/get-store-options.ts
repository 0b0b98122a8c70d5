import { useManagementList } from '../../../lib/management/use-management-list';
import { settingsKeys } from '../../../lib/query-keys';
import type { StoreLocation, StorePartner } from './get-partner-locations';

/** Partners and locations for the form's selects (same caches as their own tabs). */
export const usePartnerOptions = () =>
  useManagementList<StorePartner>(settingsKeys.partners, 'partnerships/partners/');

export const useStoreLocationOptions = () =>
  useManagementList<StoreLocation>(settingsKeys.locations, 'partnerships/locations/');
