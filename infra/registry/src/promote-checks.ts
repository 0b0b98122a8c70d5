import type { RegistryStorage } from './storage.ts';

export class PromoteRefused extends Error {}

export interface PromoteCheckOptions {
  /** Major version of the shared run-time package (@fidelidade/session) the live host provides. */
  sessionMajor: number;
  /** Where browsers fetch remotes from (a CDN origin); absent = the gateway's own origin. */
  publicBaseUrl?: string;
  allowedOrigins?: string[];
  /** Renders the version inside the host; throws when it does not render. */
  smoke?: (remote: string, version: string) => Promise<void>;
  fetchTimeoutMs?: number;
}

interface FederationManifest {
  shared?: { name: string; requiredVersion?: string; version?: string }[];
}

const majorOf = (range: string) => Number.parseInt(range.replace(/^[^\d]*/, ''), 10);

async function readFederationManifest(
  storage: RegistryStorage,
  remote: string,
  version: string,
): Promise<FederationManifest> {
  const entry = await storage.readVersionFile(remote, version, 'remoteEntry.js');
  const manifest = await storage.readVersionFile(remote, version, 'mf-manifest.json');
  if (!entry || !manifest) {
    throw new PromoteRefused('entrada ausente: remoteEntry.js ou mf-manifest.json não publicados');
  }
  try {
    return JSON.parse(manifest.toString('utf8')) as FederationManifest;
  } catch {
    throw new PromoteRefused('mf-manifest.json publicado não é JSON válido');
  }
}

async function checkReachable(url: string, timeoutMs: number) {
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new PromoteRefused(`entrada inacessível: ${url} respondeu ${response.status}`);
  } catch (error) {
    if (error instanceof PromoteRefused) throw error;
    throw new PromoteRefused(
      `entrada inacessível: ${url} (${error instanceof Error ? error.message : error})`,
    );
  }
}

/** Every reason a version must not go live; throws PromoteRefused with the first one found. */
export async function checkPromotable(
  storage: RegistryStorage,
  remote: string,
  version: string,
  options: PromoteCheckOptions,
) {
  const manifest = await readFederationManifest(storage, remote, version);
  const session = manifest.shared?.find((entry) => entry.name === '@fidelidade/session');
  const built = session?.requiredVersion ?? session?.version;
  if (!built || majorOf(built) !== options.sessionMajor) {
    throw new PromoteRefused(
      `incompatível: construída contra @fidelidade/session ${built ?? '(ausente)'}, o host fornece ${options.sessionMajor}.x`,
    );
  }
  if (options.publicBaseUrl) {
    const origin = new URL(options.publicBaseUrl).origin;
    if (!(options.allowedOrigins ?? []).includes(origin)) {
      throw new PromoteRefused(`origem ${origin} fora da lista permitida`);
    }
    const entry = new URL(
      `remotes/${remote}/${version}/remoteEntry.js`,
      `${options.publicBaseUrl.replace(/\/$/, '')}/`,
    );
    await checkReachable(entry.toString(), options.fetchTimeoutMs ?? 5000);
  }
  await options.smoke?.(remote, version);
}
