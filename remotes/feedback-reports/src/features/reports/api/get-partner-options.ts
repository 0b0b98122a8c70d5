import type { Partner } from '@fidelidade/contract';
import { getHttp, type ListBody, readList } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

/** The fields the filter's select shows (the list sends whole rows). */
export type PartnerOption = Pick<Partner, 'id' | 'brand_name'>;

/** The partner filter's options; a failure leaves the select empty and is only logged (docs/product.md §8). */
export async function getPartnerOptions(): Promise<PartnerOption[]> {
  try {
    const body = await getHttp()
      .get('partnerships/partners/', { searchParams: { page_size: 100 } })
      .json<ListBody<PartnerOption>>();
    return readList(body).rows;
  } catch (error) {
    console.error('Erro ao carregar parceiros', error);
    return [];
  }
}

export const usePartnerOptions = () =>
  useQuery({ queryKey: ['partnerships/partners/', 'report-options'], queryFn: getPartnerOptions });
