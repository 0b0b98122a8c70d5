import path from 'node:path';
import type { PromoteCheckOptions } from './promote-checks.ts';
import { createSmokeCheck } from './smoke-check.ts';
import { loadHostProvides } from './version-contract.ts';
import { hostDist } from './workspace-paths.ts';

/**
 * The checks an operator's promote or canary runs (the CLI and the release script). The live host's
 * provides.json comes from REGISTRY_HOST_PROVIDES (a file, or the web tier's URL in a deployment) or
 * the host build the local gateway serves; the smoke render needs a host build (REGISTRY_HOST_DIST,
 * e.g. the live host's artifact in a remote's CI, default host/dist); in production
 * REGISTRY_PUBLIC_URL names the CDN origin to verify. `force` is no checks at all.
 */
export async function operatorChecks(
  root: string,
  flags: { force?: boolean; skipSmoke?: boolean },
): Promise<PromoteCheckOptions | undefined> {
  if (flags.force) return undefined;
  const smokeHost = process.env.REGISTRY_HOST_DIST || hostDist();
  return {
    provides: await loadHostProvides(
      process.env.REGISTRY_HOST_PROVIDES || path.join(hostDist(), 'provides.json'),
    ),
    publicBaseUrl: process.env.REGISTRY_PUBLIC_URL,
    allowedOrigins: (process.env.REGISTRY_ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    smoke: flags.skipSmoke ? undefined : createSmokeCheck({ root, hostDist: smokeHost }),
  };
}
