import type { Location } from '@fidelidade/contract';
import type { FilterSpec } from '../../../lib/management/client-filters';
import type { EntityNoun } from '../../../lib/management/entity-noun';
import { useManagement } from '../../../lib/management/use-management';
import { createLocation, type LocationValues } from '../api/create-location';
import { deleteLocation } from '../api/delete-location';
import { locationsList } from '../api/get-locations';
import { updateLocation } from '../api/update-location';

export type LocationFilterKey = 'search' | 'state' | 'zip';

const noun: EntityNoun = { singular: 'localização', plural: 'localizações', feminine: true };
const filters: FilterSpec<Location, LocationFilterKey>[] = [
  { key: 'search', kind: 'text', value: (item) => [item.address, item.city] },
  { key: 'state', kind: 'exact', value: (item) => item.state },
  { key: 'zip', kind: 'substring', value: (item) => item.zip_code ?? item.postal_code },
];
const filterDefaults: Record<LocationFilterKey, string> = { search: '', state: '', zip: '' };
const api = { create: createLocation, update: updateLocation, remove: deleteLocation };

export const useLocationsScreen = () =>
  useManagement<Location, LocationValues, LocationFilterKey>({
    noun,
    ...locationsList,
    api,
    filters,
    filterDefaults,
  });
