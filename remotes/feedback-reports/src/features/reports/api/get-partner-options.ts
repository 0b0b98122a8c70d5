import type { Partner } from '@fidelidade/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchFilterOptions } from './fetch-filter-options';

/** The fields the filter's select shows (the list sends whole rows). */
export type PartnerOption = Pick<Partner, 'id' | 'brand_name'>;

/** The partner filter's options; a failure leaves the select empty and is only logged (docs/product.md §8). */
export const getPartnerOptions = () =>
  fetchFilterOptions<PartnerOption>('partnerships/partners/', 'Erro ao carregar parceiros');

export const usePartnerOptions = () =>
  useQuery({ queryKey: ['partnerships/partners/', 'report-options'], queryFn: getPartnerOptions });
