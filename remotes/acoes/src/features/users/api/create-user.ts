import type { ManagedUser, UserBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { userServerErrorMessage } from '@fidelidade/ui/user-form';
import { useMutation } from '@tanstack/react-query';
import { HTTPError } from 'ky';

/** POST users/create/; rejects with an Error whose message is ready for the banner (docs/product.md §8). */
export async function createUser(payload: UserBody): Promise<ManagedUser> {
  try {
    return await getHttp().post('users/create/', { json: payload }).json<ManagedUser>();
  } catch (error) {
    throw new Error(userServerErrorMessage(error instanceof HTTPError ? error.data : undefined, 'create'));
  }
}

export const useCreateUser = () => useMutation({ mutationFn: createUser });
