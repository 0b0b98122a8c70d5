import type { Location } from '@fidelidade/contract';
import { useWholeList } from '@fidelidade/ui/whole-list';
import { locationOptionsOrder, settingsKeys } from '../../../lib/query-keys';

/** GET partnerships/locations/ for the location select (same cache keys as the Localizações tab). */
export const useLocationOptions = () =>
  useWholeList<Location>(settingsKeys.locations, 'partnerships/locations/', locationOptionsOrder);
