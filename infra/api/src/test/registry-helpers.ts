import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@fidelidade/contract/enums';
import { promote, publish } from '@fidelidade/registry/registry';
import {
  compatibleRequires,
  fakeBuild,
  liveHostProvides,
  requiresAgainst,
} from '@fidelidade/registry/test-fixtures';
import type { Database } from '../db/client.ts';
import { remoteFailures, remoteSessions } from '../db/schema/index.ts';

/** An empty registry directory (REGISTRY_ROOT of tests that only need the routes to answer). */
export const emptyRegistry = () => mkdtemp(path.join(os.tmpdir(), 'api-registry-'));

/** The live host's provides.json as a file (REGISTRY_HOST_PROVIDES). */
export async function hostProvidesFile(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'api-host-'));
  const file = path.join(dir, 'provides.json');
  await writeFile(file, JSON.stringify(liveHostProvides));
  return file;
}

/** Publishes a tiny build of `remote` (remoteEntry.js, federation manifest, requires.json). */
export async function publishFake(root: string, remote: string, content: string): Promise<string> {
  const dist = await fakeBuild(content, '1.0.0', compatibleRequires);
  return (await publish(root, remote, dist)).version;
}

/** A build that needs a module the live host does not provide: every check refuses it. */
export async function publishIncompatible(root: string, remote: string, content: string) {
  const requires = {
    ...requiresAgainst(liveHostProvides, { react: [] }),
    'lib-ausente': { version: '1.0.0', names: ['x'] },
  };
  return (await publish(root, remote, await fakeBuild(content, '1.0.0', requires))).version;
}

/** A registry with `remote` live at v1 (promoted by 'Ana Souza') and v2 published beside it. */
export async function registryWithLive(remote = 'dashboard') {
  const root = await emptyRegistry();
  const v1 = await publishFake(root, remote, `${remote} v1`);
  const v2 = await publishFake(root, remote, `${remote} v2`);
  await promote(root, remote, v1, undefined, { by: 'Ana Souza' });
  return { root, v1, v2, provides: await hostProvidesFile() };
}

let activitySeq = 0;

/**
 * `sessions` browser tabs that loaded `remote@version` at `at`, of which the first `failed` sent a
 * render failure report each (as the host's beacons would have stored them). Each tab comes from
 * its own client address unless `source` names one for all of them.
 */
export async function addActivity(
  db: Database,
  remote: RemoteName,
  version: string,
  counts: { sessions: number; failed?: number; at?: Date; source?: string },
) {
  const at = counts.at ?? new Date();
  const tabs = Array.from({ length: counts.sessions }, () => {
    const seq = (activitySeq++).toString().padStart(6, '0');
    return { sessionId: `aba-${seq}`, source: counts.source ?? `fonte${seq}` };
  });
  if (tabs.length > 0)
    await db.insert(remoteSessions).values(tabs.map((tab) => ({ remote, version, ...tab, firstSeen: at })));
  const failing = tabs.slice(0, counts.failed ?? 0);
  if (failing.length > 0)
    await db.insert(remoteFailures).values(
      failing.map((tab) => ({
        remote,
        version,
        ...tab,
        at,
        kind: 'render' as const,
        page: '/admin',
        message: 'quebrou',
      })),
    );
}
