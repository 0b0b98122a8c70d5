import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { VersionHealth } from '@fidelidade/contract';
import { promote, publish } from '../registry.ts';
import type { PublicManifest } from '../registry-state.ts';
import { compatibleRequires, fakeBuild, liveHostProvides } from './fixtures.ts';

// What the canary tests share: a registry with a live version and candidates, and watcher numbers.

export const freshRoot = () => mkdtemp(path.join(os.tmpdir(), 'registry-canary-'));
export const readManifest = async (root: string) =>
  JSON.parse(await readFile(path.join(root, 'manifest.json'), 'utf8')) as PublicManifest;
export const live = { provides: liveHostProvides };

/** A registry with dashboard v1 live and v2, v3 published (all built against the live host). */
export async function liveWithCandidates() {
  const root = await freshRoot();
  const publishBuild = async (content: string) =>
    (await publish(root, 'dashboard', await fakeBuild(content, '1.2.0', compatibleRequires))).version;
  const v1 = await publishBuild('v1');
  const v2 = await publishBuild('v2');
  const v3 = await publishBuild('v3');
  await promote(root, 'dashboard', v1, undefined, { by: 'ana' });
  return { root, v1, v2, v3 };
}

export const health = (version: string, sessions: number, failed: number): VersionHealth => ({
  version,
  sessions,
  failed_sessions: failed,
  failures: failed,
  failure_rate: sessions === 0 ? 0 : failed / sessions,
});
