import type { AudienceOptions } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

/** Shared by the audiences tab (which refreshes it) and the push form (which picks from it). */
export const audienceOptionsPath = 'marketing/audiences/options/';

/** GET marketing/audiences/options/: the audiences the caller may pick, by name. */
export function useAudienceOptions(enabled = true) {
  return useQuery({
    queryKey: [audienceOptionsPath],
    queryFn: () => getHttp().get(audienceOptionsPath).json<AudienceOptions>(),
    enabled,
    retry: false,
  });
}
