// Environment-specific values come from a JSON the gateway serves, never from the bundle.
export interface RuntimeConfig {
  apiBaseUrl: string;
  mapsApiKey: string | null;
  remotesManifestUrl: string;
}

const defaults: RuntimeConfig = {
  apiBaseUrl: '/api/v1/',
  mapsApiKey: null,
  remotesManifestUrl: '/remotes/manifest.json',
};

export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) return defaults;
    const body = (await response.json()) as Partial<RuntimeConfig>;
    return { ...defaults, ...body };
  } catch {
    return defaults;
  }
}
