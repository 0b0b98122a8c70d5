import type { Dealership, DealershipBody } from '@fidelidade/contract';
import type { FilterSpec } from '../../../lib/management/client-filters';
import type { EntityNoun } from '../../../lib/management/entity-noun';
import { useManagement } from '../../../lib/management/use-management';
import { createDealership } from '../api/create-dealership';
import { deleteDealership } from '../api/delete-dealership';
import { dealershipsList } from '../api/get-dealerships';
import { updateDealership } from '../api/update-dealership';

export type DealershipFilterKey = 'name' | 'cnpj' | 'external_name_ref';

const noun: EntityNoun = { singular: 'concessionária', plural: 'concessionárias', feminine: true };
const filters: FilterSpec<Dealership, DealershipFilterKey>[] = [
  { key: 'name', kind: 'text', value: (item) => item.name },
  { key: 'cnpj', kind: 'substring', value: (item) => item.cnpj },
  { key: 'external_name_ref', kind: 'text', value: (item) => item.external_name_ref },
];
const filterDefaults: Record<DealershipFilterKey, string> = { name: '', cnpj: '', external_name_ref: '' };
const api = { create: createDealership, update: updateDealership, remove: deleteDealership };

export const useDealershipsScreen = () =>
  useManagement<Dealership, DealershipBody, DealershipFilterKey>({
    noun,
    ...dealershipsList,
    api,
    filters,
    filterDefaults,
  });
