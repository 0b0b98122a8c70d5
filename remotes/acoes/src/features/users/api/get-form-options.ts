import type { FormOptions } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

const empty: FormOptions = { dealerships: [], partners: [] };

/** GET users/form-options/ — the dealership and partner selects of the user form. */
export async function getUserFormOptions(): Promise<FormOptions> {
  const body = await getHttp().get('users/form-options/').json<Partial<FormOptions>>();
  return { dealerships: body.dealerships ?? [], partners: body.partners ?? [] };
}

export function useUserFormOptions() {
  const query = useQuery({
    queryKey: ['users', 'form-options'],
    queryFn: async () => {
      try {
        return await getUserFormOptions();
      } catch (error) {
        // Like the offer form: a failed initial load is only logged.
        console.error('Falha ao carregar concessionárias e parceiros', error);
        return empty;
      }
    },
    retry: false,
  });
  return { options: query.data ?? empty, isLoading: query.isPending };
}
