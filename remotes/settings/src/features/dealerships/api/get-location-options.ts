import { useManagementList } from '../../../lib/management/use-management-list';
import { settingsKeys } from '../../../lib/query-keys';
import type { DealershipLocation } from './get-dealerships';

/** GET partnerships/locations/ for the location select (same cache as the Localizações tab). */
export const useLocationOptions = () =>
  useManagementList<DealershipLocation>(settingsKeys.locations, 'partnerships/locations/');
