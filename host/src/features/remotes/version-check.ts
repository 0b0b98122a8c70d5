import { type HostProvides, unmetRequirements } from '@fidelidade/contract/version-contract';
import { hostProvides } from './host-provides';
import type { RemoteVersion } from './remote-manifest';

/**
 * Why this host cannot run a version (its requires against the host's provides), or undefined.
 * A version without requires (published before the version contract) is not checked. No shared
 * package here: early-start.ts runs it before the async boundary.
 */
export function incompatibility(
  candidate: RemoteVersion,
  provides: HostProvides | undefined = hostProvides,
): Error | undefined {
  const unmet = provides && candidate.requires ? unmetRequirements(provides, candidate.requires) : [];
  return unmet.length > 0 ? new Error(`incompatível com o host ativo: ${unmet.join('; ')}`) : undefined;
}
