import type { Dealership } from '@fidelidade/contract';
import { getHttp, type ListBody, readList } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

/** The fields the filter's select shows (the list sends whole rows). */
export type DealershipOption = Pick<Dealership, 'id' | 'name'>;

/** The dealership filter's options; a failure leaves the select empty and is only logged (docs/product.md §8). */
export async function getDealershipOptions(): Promise<DealershipOption[]> {
  try {
    const body = await getHttp()
      .get('partnerships/dealerships/', { searchParams: { page_size: 100 } })
      .json<ListBody<DealershipOption>>();
    return readList(body).rows;
  } catch (error) {
    console.error('Erro ao carregar concessionárias', error);
    return [];
  }
}

export const useDealershipOptions = () =>
  useQuery({ queryKey: ['partnerships/dealerships/', 'report-options'], queryFn: getDealershipOptions });
