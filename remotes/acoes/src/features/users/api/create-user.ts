import { getHttp } from '@fidelidade/session';
import { useMutation } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import type { CreateUserPayload } from '../lib/user-payload';
import { userServerErrorMessage } from '../lib/user-server-error';

export interface CreatedUser {
  id: number;
  full_name: string;
  user_type: string;
}

/** POST users/create/; rejects with an Error whose message is ready for the banner (SPEC §8). */
export async function createUser(payload: CreateUserPayload): Promise<CreatedUser> {
  try {
    return await getHttp().post('users/create/', { json: payload }).json<CreatedUser>();
  } catch (error) {
    throw new Error(userServerErrorMessage(error instanceof HTTPError ? error.data : undefined));
  }
}

export const useCreateUser = () => useMutation({ mutationFn: createUser });
