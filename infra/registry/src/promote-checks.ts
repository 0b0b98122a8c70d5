import {
  type HostProvides,
  unmetRequirements,
  type VersionRequires,
} from '@fidelidade/contract/version-contract';
import { errorMessage, factsOf, RegistryError } from './registry-common.ts';
import type { RegistryStorage } from './storage.ts';
import { ContractUnreadable, readRequires } from './version-contract.ts';

export class PromoteRefused extends Error {}

export interface PromoteCheckOptions {
  /** What the live host shares with remotes (its provides.json): the version must fit it. */
  provides: HostProvides;
  /** Where browsers fetch remotes from (a CDN origin); absent = the gateway's own origin. */
  publicBaseUrl?: string;
  allowedOrigins?: string[];
  /** Renders the version inside the host; throws when it does not render. */
  smoke?: (remote: string, version: string) => Promise<void>;
  fetchTimeoutMs?: number;
}

async function checkFederationManifest(storage: RegistryStorage, remote: string, version: string) {
  const entry = await storage.readVersionFile(remote, version, 'remoteEntry.js');
  const manifest = await storage.readVersionFile(remote, version, 'mf-manifest.json');
  if (!entry || !manifest) {
    throw new PromoteRefused('entrada ausente: remoteEntry.js ou mf-manifest.json não publicados');
  }
  try {
    JSON.parse(manifest.toString('utf8'));
  } catch {
    throw new PromoteRefused('mf-manifest.json publicado não é JSON válido');
  }
}

/**
 * The version contract: the live host must provide every shared module the version's build
 * imports, on the same major, with every name it imports (the @fidelidade/session major included).
 * Throws PromoteRefused naming each module and what is missing. Also for a canary.
 */
export async function checkCompatible(
  storage: RegistryStorage,
  remote: string,
  version: string,
  provides: HostProvides,
) {
  let requires: VersionRequires | undefined;
  try {
    requires = await readRequires(storage, remote, version);
  } catch (error) {
    if (error instanceof ContractUnreadable) throw new PromoteRefused(error.message);
    throw error;
  }
  if (!requires) {
    throw new PromoteRefused(
      'requires.json não publicado: reconstrua o remote (o build o grava ao lado de mf-manifest.json)',
    );
  }
  const unmet = unmetRequirements(provides, requires);
  if (unmet.length > 0) throw new PromoteRefused(`incompatível com o host ativo: ${unmet.join('; ')}`);
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
  await checkFederationManifest(storage, remote, version);
  await checkCompatible(storage, remote, version, options.provides);
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

/**
 * What a version about to reach real sessions (a promote, a canary's start) tells the manifest,
 * once it has passed `checks` (none: forced). A refusal is worded for the operation refused,
 * `refused` being its opening ('Promoção de dashboard@1.2.0 recusada').
 */
export async function checkedFacts(
  storage: RegistryStorage,
  remote: string,
  version: string,
  checks: PromoteCheckOptions | undefined,
  refused: string,
) {
  if (checks) {
    try {
      await checkPromotable(storage, remote, version, checks);
    } catch (error) {
      throw new RegistryError(`${refused}: ${errorMessage(error)}`);
    }
  }
  return factsOf(storage, remote, version);
}
