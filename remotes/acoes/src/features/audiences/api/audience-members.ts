import type { AudienceListedMember, AudienceMembersCleared, Paginated } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { audiencesPath, previewPath } from './audiences';

const membersPath = (audienceId: number) => `${audiencesPath}${audienceId}/members/`;

/** GET marketing/audiences/{id}/members/?page: the customers listed in the audience, by name. */
export function useListedMembers(audienceId: number, page: number) {
  return useQuery({
    queryKey: [membersPath(audienceId), page],
    queryFn: () =>
      getHttp()
        .get(membersPath(audienceId), { searchParams: { page, page_size: 10 } })
        .json<Paginated<AudienceListedMember>>(),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * DELETE marketing/audiences/{id}/members/{user_id}/ (one) and DELETE …/members/ (all): each
 * refreshes the list, the live count and the audiences' listed counts.
 */
export function useListedMemberRemovals(audienceId: number) {
  const client = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [membersPath(audienceId)] }),
      client.invalidateQueries({ queryKey: [previewPath] }),
      client.invalidateQueries({ queryKey: [audiencesPath] }),
    ]);
  return {
    removeOne: useMutation({
      mutationFn: (userId: number) =>
        getHttp()
          .delete(`${membersPath(audienceId)}${userId}/`)
          .then(() => undefined),
      onSuccess,
    }),
    removeAll: useMutation({
      mutationFn: () => getHttp().delete(membersPath(audienceId)).json<AudienceMembersCleared>(),
      onSuccess,
    }),
  };
}
