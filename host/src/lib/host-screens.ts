import type { Capability } from '@fidelidade/contract/capabilities';

// Screens the host renders itself, not a remote: the operations console must work while remotes
// are broken (docs/architecture.md §3). Who may open each is the capability table's entry.
export interface HostScreen {
  path: string;
  label: string;
  capability: Capability;
}

export const operationsScreen: HostScreen = {
  path: 'operacoes',
  label: 'Operações',
  capability: 'screen.operacoes',
};

export const hostScreens: ReadonlyArray<HostScreen> = [operationsScreen];
