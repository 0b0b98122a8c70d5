import type { PartnerLocation } from '@fidelidade/contract';
import type { FilterSpec } from '../../../lib/management/client-filters';
import type { EntityNoun } from '../../../lib/management/entity-noun';
import { useManagement } from '../../../lib/management/use-management';
import { createPartnerLocation } from '../api/create-partner-location';
import { deletePartnerLocation } from '../api/delete-partner-location';
import { partnerLocationsList } from '../api/get-partner-locations';
import type { PartnerLocationValues } from '../api/store-form-data';
import { updatePartnerLocation } from '../api/update-partner-location';

export type StoreFilterKey = 'store_name' | 'partner' | 'city';

const noun: EntityNoun = { singular: 'loja de parceiro', plural: 'lojas de parceiros', feminine: true };
const filters: FilterSpec<PartnerLocation, StoreFilterKey>[] = [
  { key: 'store_name', kind: 'text', value: (item) => item.store_name },
  { key: 'partner', kind: 'text', value: (item) => item.partner?.brand_name },
  { key: 'city', kind: 'text', value: (item) => item.location?.city },
];
const filterDefaults: Record<StoreFilterKey, string> = { store_name: '', partner: '', city: '' };
const api = { create: createPartnerLocation, update: updatePartnerLocation, remove: deletePartnerLocation };

export const usePartnerLocationsScreen = () =>
  useManagement<PartnerLocation, PartnerLocationValues, StoreFilterKey>({
    noun,
    ...partnerLocationsList,
    api,
    filters,
    filterDefaults,
  });
