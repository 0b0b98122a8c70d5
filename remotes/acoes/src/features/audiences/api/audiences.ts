import type {
  Audience,
  AudienceBody,
  AudiencePreview,
  AudienceRules,
  AvailablePartners,
  Offer,
} from '@fidelidade/contract';
import { getHttp, type ListBody, readList } from '@fidelidade/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { audienceOptionsPath } from '../../../lib/audience-options';

export const audiencesPath = 'marketing/audiences/';
const previewPath = `${audiencesPath}preview/`;

/** A refused write or count: the API's field errors (by its keys) and its other messages. */
export class AudienceError extends Error {
  constructor(
    readonly fields: Record<string, string[]>,
    readonly detail: string,
  ) {
    super(detail);
  }
}

async function refused(error: unknown): Promise<never> {
  if (error instanceof HTTPError && error.response.status === 400) {
    const body = (error.data ?? {}) as Record<string, unknown>;
    const fields: Record<string, string[]> = {};
    let detail = '';
    for (const [key, value] of Object.entries(body)) {
      const messages = (Array.isArray(value) ? value : [value]).filter(
        (m): m is string => typeof m === 'string',
      );
      if (key === 'detail' || key === 'non_field_errors') detail = messages.join(' ');
      else fields[key] = messages;
    }
    throw new AudienceError(fields, detail);
  }
  throw error;
}

/** GET marketing/audiences/?page_size=100: the caller's audiences, newest first. */
export function useAudiences() {
  return useQuery({
    queryKey: [audiencesPath],
    queryFn: async () =>
      readList(
        await getHttp()
          .get(audiencesPath, { searchParams: { page_size: 100 } })
          .json<ListBody<Audience>>(),
        100,
      ).rows,
    retry: false,
  });
}

/** POST marketing/audiences/preview/: the live count of rules being edited (null: none yet). */
export function useAudiencePreview(rules: AudienceRules | null) {
  return useQuery({
    queryKey: [previewPath, rules],
    queryFn: () => getHttp().post(previewPath, { json: { rules } }).json<AudiencePreview>().catch(refused),
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
          .catch(refused),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        getHttp()
          .delete(`${audiencesPath}${id}/`)
          .then(() => undefined)
          .catch(refused),
      onSuccess,
    }),
  };
}

/** The offers the rules 'Oferta resgatada' may name: the caller's, by title (the first 100). */
export function useOfferChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['loyalty/admin/offers/list/', 'audience-choices'],
    queryFn: async () =>
      readList(
        await getHttp()
          .get('loyalty/admin/offers/list/', { searchParams: { page_size: 100, ordering: 'title' } })
          .json<ListBody<Offer>>(),
        100,
      ).rows.map((offer) => ({ value: offer.id, label: offer.title })),
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
