import type {
  AudienceOptions,
  BulkAction,
  BulkActionBody,
  BulkCount,
  BulkSelection,
} from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveResponse } from '../save-download';

/** POST bulk-actions/count/: how many rows the selection holds now (the confirmation's count). */
export const countSelection = (selection: BulkSelection) =>
  getHttp().post('bulk-actions/count/', { json: { selection } }).json<BulkCount>();

export const useSelectionCount = (selection: BulkSelection | null) =>
  useQuery({
    queryKey: ['bulk-actions', 'count', selection],
    queryFn: () => countSelection(selection as BulkSelection),
    enabled: selection !== null,
    // Always asked again when the dialog opens: the list may have changed since.
    gcTime: 0,
  });

/**
 * GET marketing/audiences/options/: the audiences the user may add customers to (its own; ADMIN:
 * every one). The same query key as Ações → Públicos, which refreshes it.
 */
export const useBulkAudienceOptions = () =>
  useQuery({
    queryKey: ['marketing/audiences/options/'],
    queryFn: () => getHttp().get('marketing/audiences/options/').json<AudienceOptions>(),
    retry: false,
  });

/**
 * POST bulk-actions/count/ for the selection bar: how many rows match the list's filters, when the
 * list itself only knows a lower bound ('mais de 110 registros'), so 'Selecionar todos os N' names
 * the rows the action will reach. Its own key: the dialog always counts again when it opens.
 */
export const useMatchingCount = (selection: BulkSelection | null) =>
  useQuery({
    queryKey: ['bulk-actions', 'matching', selection],
    queryFn: () => countSelection(selection as BulkSelection),
    enabled: selection !== null,
  });

/** POST bulk-actions/: confirmed with the count; the API runs it in the background (202). */
export function useStartBulkAction() {
  return useMutation({
    mutationFn: (body: BulkActionBody) => getHttp().post('bulk-actions/', { json: body }).json<BulkAction>(),
  });
}

/**
 * GET bulk-actions/{id}/: asked again every second until the job ends; then the list whose query
 * key starts with `listKey` is refreshed.
 */
export function useBulkActionRun(initial: BulkAction, listKey: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['bulk-actions', initial.id],
    queryFn: async () => {
      const run = await getHttp().get(`bulk-actions/${initial.id}/`).json<BulkAction>();
      if (run.finished_at) void client.invalidateQueries({ queryKey: [listKey] });
      return run;
    },
    initialData: initial,
    refetchInterval: (query) =>
      query.state.data?.finished_at || query.state.data?.state === 'failed' ? false : 1000,
  });
}

/** GET bulk-actions/{id}/file/: an export's CSV (CPFs masked), under the name the API gives. */
export const useDownloadBulkFile = () =>
  useMutation({
    mutationFn: async (id: number) =>
      saveResponse(await getHttp().get(`bulk-actions/${id}/file/`), `usuarios-em-massa-${id}.csv`),
  });
