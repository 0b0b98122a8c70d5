import type { Partner } from '@fidelidade/contract';
import type { FilterSpec } from '../../../lib/management/client-filters';
import type { EntityNoun } from '../../../lib/management/entity-noun';
import { useManagement } from '../../../lib/management/use-management';
import { createPartner, type PartnerValues } from '../api/create-partner';
import { deletePartner } from '../api/delete-partner';
import { partnersList } from '../api/get-partners';
import { updatePartner } from '../api/update-partner';

export type PartnerFilterKey = 'search' | 'category';

const noun: EntityNoun = { singular: 'parceiro', plural: 'parceiros', feminine: false };
const filters: FilterSpec<Partner, PartnerFilterKey>[] = [
  { key: 'category', kind: 'exact', value: (item) => item.category },
];
const filterDefaults: Record<PartnerFilterKey, string> = { search: '', category: '' };
// The name search is the API's (`search`, brand name contains the text); the category stays on the client.
const serverFilters: PartnerFilterKey[] = ['search'];
const api = { create: createPartner, update: updatePartner, remove: deletePartner };

export const usePartnersScreen = () =>
  useManagement<Partner, PartnerValues, PartnerFilterKey>({
    noun,
    ...partnersList,
    api,
    filters,
    filterDefaults,
    serverFilters,
  });
