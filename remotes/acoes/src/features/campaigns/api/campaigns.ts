import type { Campaign, CampaignBody, CampaignRunResult } from '@fidelidade/contract';
import { getHttp, type ListBody, readList } from '@fidelidade/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';

export const campaignsPath = 'marketing/campaigns/';

/** A refused write: the API's field errors and its other messages. */
export class CampaignError extends Error {
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
    throw new CampaignError(fields, detail);
  }
  throw error;
}

/** GET marketing/campaigns/?page_size=100: the caller's campaigns with their last run. */
export function useCampaigns() {
  return useQuery({
    queryKey: [campaignsPath],
    queryFn: async () =>
      readList(
        await getHttp()
          .get(campaignsPath, { searchParams: { page_size: 100 } })
          .json<ListBody<Campaign>>(),
        100,
      ).rows,
    retry: false,
  });
}

/** Create, run now and delete; each refreshes the list. */
export function useCampaignWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: [campaignsPath] });
  return {
    create: useMutation({
      mutationFn: (body: CampaignBody) =>
        getHttp().post(campaignsPath, { json: body }).json<Campaign>().catch(refused),
      onSuccess,
    }),
    run: useMutation({
      mutationFn: (id: number) =>
        getHttp().post(`${campaignsPath}${id}/run/`).json<CampaignRunResult>().catch(refused),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        getHttp()
          .delete(`${campaignsPath}${id}/`)
          .then(() => undefined)
          .catch(refused),
      onSuccess,
    }),
  };
}
