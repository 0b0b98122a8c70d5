import type { ImportList, ImportPreview, ImportRun, Offer, Paginated } from '@fidelidade/contract';
import type { ImportKind } from '@fidelidade/contract/enums';
import { getHttp } from '@fidelidade/session';
import { saveResponse } from '@fidelidade/ui/save-download';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const importsKey = ['settings', 'imports'] as const;
const importKey = (id: number) => ['settings', 'imports', id] as const;

/** GET imports/: the latest imports. */
export const useImports = () =>
  useQuery({ queryKey: importsKey, queryFn: () => getHttp().get('imports/').json<ImportList>() });

/** POST imports/?kind=: the file (multipart `file`), read as it streams in; nothing applied yet. */
export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, offerId }: { kind: ImportKind; file: File; offerId?: number | undefined }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      // Voucher codes join the pool of the offer chosen first; the other kinds name none.
      const searchParams = kind === 'voucher_codes' && offerId ? { kind, offer_id: offerId } : { kind };
      return getHttp().post('imports/', { searchParams, body }).json<ImportRun>();
    },
    onSuccess: () => client.invalidateQueries({ queryKey: importsKey, exact: true }),
  });
}

/** POST imports/{id}/preview/: the first rows checked with this mapping (nothing written). */
export const usePreviewImport = (id: number) =>
  useMutation({
    mutationFn: (mapping: Record<string, string>) =>
      getHttp().post(`imports/${id}/preview/`, { json: { mapping } }).json<ImportPreview>(),
  });

/** POST imports/{id}/start/: confirmed; the API runs it in the background (202). */
export function useStartImport(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mapping: Record<string, string>) =>
      getHttp().post(`imports/${id}/start/`, { json: { mapping } }).json<ImportRun>(),
    onSuccess: (run) => {
      client.setQueryData(importKey(id), run);
      return client.invalidateQueries({ queryKey: importsKey, exact: true });
    },
  });
}

/** GET imports/{id}/: its state and progress, asked again every second while it runs. */
export function useImportRun(initial: ImportRun) {
  const client = useQueryClient();
  return useQuery({
    queryKey: importKey(initial.id),
    queryFn: async () => {
      const run = await getHttp().get(`imports/${initial.id}/`).json<ImportRun>();
      if (run.state !== 'running') void client.invalidateQueries({ queryKey: importsKey, exact: true });
      return run;
    },
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? 1000 : false),
  });
}

/** GET imports/{id}/errors/: the refused lines as sent, with the 'Erro' column. */
export const useDownloadErrors = () =>
  useMutation({
    mutationFn: async (id: number) =>
      saveResponse(await getHttp().get(`imports/${id}/errors/`), `importacao-${id}-erros.csv`),
  });

/** GET loyalty/admin/offers/list/?search=: the offers whose title matches, for the voucher-codes import. */
export const useOfferOptions = (search: string) =>
  useQuery({
    queryKey: ['settings', 'imports', 'offers', search],
    queryFn: () =>
      getHttp()
        .get('loyalty/admin/offers/list/', { searchParams: { search, page_size: 20 } })
        .json<Paginated<Offer>>(),
  });
