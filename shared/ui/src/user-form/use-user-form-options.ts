import type { FormOptions } from '@fidelidade/contract';
import { useSelectLists } from './use-select-lists';

const empty: FormOptions = { dealerships: [], partners: [], partner_locations: [] };

/** GET users/form-options/ — the dealership, partner and (an ATENDENTE's) store selects. */
export const useUserFormOptions = () =>
  useSelectLists({
    path: 'users/form-options/',
    queryKey: ['users', 'form-options'],
    empty,
    failureLog: 'Falha ao carregar concessionárias e parceiros',
  });
