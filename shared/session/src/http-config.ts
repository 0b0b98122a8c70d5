// Module-scope HTTP configuration and the bare ky instance (no 401 handling).
import ky, { type KyInstance } from 'ky';

export interface HttpConfig {
  /** API base, absolute or relative to location.origin. Default '/api/v1/'. */
  baseUrl: string;
  /** Called once the session could not be refreshed. Default: go to /auth/login. */
  onSessionExpired: () => void;
}

const defaults: HttpConfig = {
  baseUrl: '/api/v1/',
  onSessionExpired: () => {
    globalThis.location?.assign('/auth/login');
  },
};

let config: HttpConfig = { ...defaults };
let bare: KyInstance | null = null;
let generation = 0;

export function setHttpConfig(next: Partial<HttpConfig>): void {
  config = {
    baseUrl: next.baseUrl ?? config.baseUrl,
    onSessionExpired: next.onSessionExpired ?? config.onSessionExpired,
  };
  bare = null;
  generation += 1;
}

export function getHttpConfig(): Readonly<HttpConfig> {
  return config;
}

/** Bumped by every setHttpConfig, so cached clients know to rebuild. */
export function httpConfigGeneration(): number {
  return generation;
}

/** The configured base resolved to an absolute URL with a trailing slash. */
export function resolvedBaseUrl(): string {
  const origin = globalThis.location?.origin;
  const base = origin && origin !== 'null' ? origin : 'http://localhost';
  const href = new URL(config.baseUrl, base).href;
  return href.endsWith('/') ? href : `${href}/`;
}

/**
 * Same base, no Authorization, no refresh-on-401, no retries: for the refresh call itself (no
 * recursion, and no stale Bearer that a server could reject before reading the body), login and logout.
 */
export function getBareHttp(): KyInstance {
  bare ??= ky.create({ prefix: resolvedBaseUrl(), retry: 0 });
  return bare;
}
