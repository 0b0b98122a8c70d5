import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

export interface UserFormOptions {
  dealerships: { id: number; name: string }[];
  partners: { id: number; brand_name: string }[];
}

const empty: UserFormOptions = { dealerships: [], partners: [] };

/** GET users/form-options/ — the dealership and partner selects of the user form. */
export async function getUserFormOptions(): Promise<UserFormOptions> {
  const body = await getHttp().get('users/form-options/').json<Partial<UserFormOptions>>();
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
