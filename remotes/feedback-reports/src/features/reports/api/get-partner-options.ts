import { getHttp, type Paginated } from '@fidelidade/session';
import { toPage } from '@fidelidade/ui/src/use-paged-list';
import { useQuery } from '@tanstack/react-query';

export interface PartnerOption {
  id: number;
  brand_name: string;
}

/** The partner filter's options; a failure leaves the select empty and is only logged (SPEC §8). */
export async function getPartnerOptions(): Promise<PartnerOption[]> {
  try {
    const body = await getHttp()
      .get('partnerships/partners/', { searchParams: { page_size: 100 } })
      .json<Paginated<PartnerOption> | PartnerOption[] | { data: PartnerOption[] }>();
    return toPage(body, 100).results;
  } catch (error) {
    console.error('Erro ao carregar parceiros', error);
    return [];
  }
}

export const usePartnerOptions = () =>
  useQuery({ queryKey: ['partnerships/partners/', 'report-options'], queryFn: getPartnerOptions });
