import type { Location } from '@fidelidade/contract';
import { useManagementList } from '../../../lib/management/use-management-list';
import { locationOptionsOrder, settingsKeys } from '../../../lib/query-keys';

/** GET partnerships/locations/ for the location select (same cache keys as the Localizações tab). */
export const useLocationOptions = () =>
  useManagementList<Location>(settingsKeys.locations, 'partnerships/locations/', locationOptionsOrder);
