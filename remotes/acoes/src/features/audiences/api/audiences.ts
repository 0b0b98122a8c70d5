import type {
  Audience,
  AudienceBody,
  AudiencePreview,
  AudienceRules,
  AvailablePartners,
  Offer,
} from '@fidelidade/contract';
import { firstRows, getHttp, throwFormRefusal } from '@fidelidade/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { audienceOptionsPath } from '../../../lib/audience-options';

export const audiencesPath = 'marketing/audiences/';
export const previewPath = `${audiencesPath}preview/`;

/** GET marketing/audiences/?page_size=100: the caller's audiences, newest first. */
export function useAudiences() {
  return useQuery({
    queryKey: [audiencesPath],
    queryFn: () => firstRows<Audience>(audiencesPath),
    retry: false,
  });
}

/**
 * POST marketing/audiences/preview/: the live count of rules being edited (null: none yet); for a
 * saved audience (`audienceId`), its listed customers count too.
 */
export function useAudiencePreview(rules: AudienceRules | null, audienceId: number | null = null) {
  return useQuery({
    queryKey: [previewPath, rules, audienceId],
    queryFn: () =>
      getHttp()
        .post(previewPath, { json: audienceId === null ? { rules } : { rules, audience_id: audienceId } })
        .json<AudiencePreview>()
        .catch(throwFormRefusal),
    enabled: rules !== null,
    retry: false,
  });
}

/** POST (new) or PUT (edit) an audience; DELETE one. Each refreshes the list and the options. */
export function useAudienceWrites() {
  const client = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [audiencesPath] }),
      client.invalidateQueries({ queryKey: [audienceOptionsPath] }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: AudienceBody }) =>
        (id === null
          ? getHttp().post(audiencesPath, { json: body })
          : getHttp().put(`${audiencesPath}${id}/`, { json: body })
        )
          .json<Audience>()
          .catch(throwFormRefusal),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        getHttp()
          .delete(`${audiencesPath}${id}/`)
          .then(() => undefined)
          .catch(throwFormRefusal),
      onSuccess,
    }),
  };
}

/** The offers the rules 'Oferta resgatada' may name: the caller's, by title (the first 100). */
export function useOfferChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['loyalty/admin/offers/list/', 'audience-choices'],
    queryFn: async () =>
      (await firstRows<Offer>('loyalty/admin/offers/list/', { ordering: 'title' })).map((offer) => ({
        value: offer.id,
        label: offer.title,
      })),
    enabled,
    retry: false,
  });
}

/** The dealerships the rules 'Concessionária de origem' may name (scoped by the server). */
export function useDealershipChoices() {
  return useQuery({
    queryKey: ['loyalty/admin/offers/available-partners/', 'audience-choices'],
    queryFn: async () =>
      (
        (await getHttp().get('loyalty/admin/offers/available-partners/').json<Partial<AvailablePartners>>())
          .dealerships ?? []
      ).map((d) => ({ value: d.id, label: d.name })),
    retry: false,
  });
}
