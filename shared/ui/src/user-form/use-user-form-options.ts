import type { FormOptions } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

const empty: FormOptions = { dealerships: [], partners: [], partner_locations: [] };

/** GET users/form-options/ — the dealership, partner and (an ATENDENTE's) store selects. */
export async function getUserFormOptions(): Promise<FormOptions> {
  const body = await getHttp().get('users/form-options/').json<Partial<FormOptions>>();
  return {
    dealerships: body.dealerships ?? [],
    partners: body.partners ?? [],
    partner_locations: body.partner_locations ?? [],
  };
}

/** Like the offer form: a failed load is only logged and the selects stay empty. */
export function useUserFormOptions() {
  const query = useQuery({
    queryKey: ['users', 'form-options'],
    queryFn: async () => {
      try {
        return await getUserFormOptions();
      } catch (error) {
        console.error('Falha ao carregar concessionárias e parceiros', error);
        return empty;
      }
    },
    retry: false,
  });
  return { options: query.data ?? empty, isLoading: query.isPending };
}
