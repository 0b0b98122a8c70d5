import type { HostProvides } from '@fidelidade/contract/version-contract';

// Replaced at build time (shared/build-config/version-contract): this host build's provides.json.
declare const __FIDELIDADE_PROVIDES__: HostProvides | undefined;

/** What this host shares with remotes; undefined outside a webpack build (tests), where nothing is checked. */
export const hostProvides: HostProvides | undefined =
  typeof __FIDELIDADE_PROVIDES__ === 'undefined' ? undefined : __FIDELIDADE_PROVIDES__;
