import { getErrorMessage, getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

/** A report's filters as the screen holds them: text, each optional, blank when not chosen. */
export type ReportFilters = Readonly<Record<string, string | undefined>>;

/** Drops empty values so the server only sees the filters that were chosen. */
export function chosenFilters(query: ReportFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value) params[key] = value;
  return params;
}

/** GET `path` with the chosen filters; on failure the server's detail, else `fallback`, as the Error's message. */
export async function getReport<T>(path: string, query: ReportFilters, fallback: string): Promise<T> {
  try {
    return await getHttp()
      .get(path, { searchParams: chosenFilters(query) })
      .json<T>();
  } catch (error) {
    // The screen shows 'Erro: {message}': the server's detail when it gave one.
    throw new Error(await getErrorMessage(error, fallback));
  }
}

/** The report at `path` for `query`, fetched only while `query` is not null; a failure is not retried. */
export const useReport = <T>(path: string, query: ReportFilters | null, fallback: string) =>
  useQuery({
    queryKey: [path, query],
    queryFn: () => getReport<T>(path, query ?? {}, fallback),
    enabled: query !== null,
    retry: false,
  });
