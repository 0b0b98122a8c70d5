import { useQuery } from '@tanstack/react-query';

/** The Maps key comes from the run-time config the gateway serves, never from the bundle. */
export async function fetchMapsApiKey(): Promise<string | null> {
  try {
    const response = await fetch(new URL('/config.json', window.location.origin), { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { mapsApiKey?: unknown };
    return typeof body.mapsApiKey === 'string' && body.mapsApiKey.trim() !== '' ? body.mapsApiKey : null;
  } catch {
    return null;
  }
}

export const useMapsApiKey = () =>
  useQuery({ queryKey: ['runtime-config', 'mapsApiKey'], queryFn: fetchMapsApiKey, staleTime: Infinity });
