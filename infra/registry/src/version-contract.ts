import { readFile } from 'node:fs/promises';
import type { HostProvides, ModuleSurface, VersionRequires } from '@fidelidade/contract/version-contract';
import type { RegistryStorage } from './storage.ts';

// The registry's side of the version contract (docs/architecture.md §3): each published version
// keeps the requires.json its build wrote; promote (and any later rollout step) compares it with
// the provides.json of the live host.

export class ContractUnreadable extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSurface = (value: unknown): value is ModuleSurface =>
  isRecord(value) &&
  typeof value.version === 'string' &&
  (value.names === undefined ||
    (Array.isArray(value.names) && value.names.every((name) => typeof name === 'string')));

const isSurfaceMap = (value: unknown): value is Record<string, ModuleSurface> =>
  isRecord(value) && Object.values(value).every(isSurface);

function parseSurfaceMap(text: string, what: string) {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ContractUnreadable(`${what} não é JSON válido`);
  }
  if (!isSurfaceMap(value)) throw new ContractUnreadable(`${what} não tem o formato esperado`);
  return value;
}

/** The requires.json published with a version; undefined when its build wrote none. */
export async function readRequires(
  storage: RegistryStorage,
  remote: string,
  version: string,
): Promise<VersionRequires | undefined> {
  const file = await storage.readVersionFile(remote, version, 'requires.json');
  return file && parseSurfaceMap(file.toString('utf8'), `requires.json de ${remote}@${version}`);
}

/**
 * The live host's provides.json: a file (the host build the local gateway serves) or an http(s)
 * URL (the web tier of a deployment serves it at /provides.json).
 */
export async function loadHostProvides(source: string, timeoutMs = 5000): Promise<HostProvides> {
  const what = `provides.json do host ativo (${source})`;
  let text: string;
  try {
    if (/^https?:\/\//.test(source)) {
      const response = await fetch(source, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`respondeu ${response.status}`);
      text = await response.text();
    } else {
      text = await readFile(source, 'utf8');
    }
  } catch (error) {
    throw new ContractUnreadable(
      `${what} indisponível: ${error instanceof Error ? error.message : error}; construa e publique o host`,
    );
  }
  return parseSurfaceMap(text, what);
}
