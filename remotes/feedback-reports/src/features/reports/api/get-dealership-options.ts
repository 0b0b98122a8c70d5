import type { Dealership } from '@fidelidade/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchFilterOptions } from './fetch-filter-options';

/** The fields the filter's select shows (the list sends whole rows). */
export type DealershipOption = Pick<Dealership, 'id' | 'name'>;

/** The dealership filter's options; a failure leaves the select empty and is only logged (docs/product.md §8). */
export const getDealershipOptions = () =>
  fetchFilterOptions<DealershipOption>('partnerships/dealerships/', 'Erro ao carregar concessionárias');

export const useDealershipOptions = () =>
  useQuery({ queryKey: ['partnerships/dealerships/', 'report-options'], queryFn: getDealershipOptions });
