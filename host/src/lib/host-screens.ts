import type { Capability } from '@fidelidade/contract/capabilities';

// Screens the host renders itself, not a remote: the operations console must work while remotes
// are broken (docs/architecture.md §3). Who may open each is the capability table's entry.
export interface HostScreen {
  path: string;
  label: string;
  capability: Capability;
  /** Reached from elsewhere (Meu Perfil: the user menu), not from the side menu. */
  hiddenFromMenu?: boolean;
}

export const operationsScreen: HostScreen = {
  path: 'operacoes',
  label: 'Operações',
  capability: 'screen.operacoes',
};

/** Meu Perfil (docs/product.md §2.16): one's own account, from the user menu. */
export const profileScreen: HostScreen = {
  path: 'perfil',
  label: 'Meu Perfil',
  capability: 'screen.perfil',
  hiddenFromMenu: true,
};

export const hostScreens: ReadonlyArray<HostScreen> = [operationsScreen, profileScreen];
