import type { Campaign, CampaignBody, CampaignRunResult } from '@fidelidade/contract';
import { firstRows, getHttp, throwFormRefusal } from '@fidelidade/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const campaignsPath = 'marketing/campaigns/';

/** GET marketing/campaigns/?page_size=100: the caller's campaigns with their last run. */
export function useCampaigns() {
  return useQuery({
    queryKey: [campaignsPath],
    queryFn: () => firstRows<Campaign>(campaignsPath),
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
        getHttp().post(campaignsPath, { json: body }).json<Campaign>().catch(throwFormRefusal),
      onSuccess,
    }),
    run: useMutation({
      mutationFn: (id: number) =>
        getHttp().post(`${campaignsPath}${id}/run/`).json<CampaignRunResult>().catch(throwFormRefusal),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        getHttp()
          .delete(`${campaignsPath}${id}/`)
          .then(() => undefined)
          .catch(throwFormRefusal),
      onSuccess,
    }),
  };
}
