import { getHttp, type Paginated } from '@fidelidade/session';
import { toPage } from '@fidelidade/ui/src/use-paged-list';
import { useQuery } from '@tanstack/react-query';

export interface DealershipOption {
  id: number;
  name: string;
}

/** The dealership filter's options; a failure leaves the select empty and is only logged (SPEC §8). */
export async function getDealershipOptions(): Promise<DealershipOption[]> {
  try {
    const body = await getHttp()
      .get('partnerships/dealerships/', { searchParams: { page_size: 100 } })
      .json<Paginated<DealershipOption> | DealershipOption[] | { data: DealershipOption[] }>();
    return toPage(body, 100).results;
  } catch (error) {
    console.error('Erro ao carregar concessionárias', error);
    return [];
  }
}

export const useDealershipOptions = () =>
  useQuery({ queryKey: ['partnerships/dealerships/', 'report-options'], queryFn: getDealershipOptions });
