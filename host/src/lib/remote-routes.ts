import type { Capability } from '@fidelidade/contract/capabilities';

// Which federated module renders each admin screen. Who may open it is the capability table's
// `screen.<path>` entry (docs/architecture.md §6).
export interface RemoteScreen {
  path: string;
  label: string;
  remote: string;
  module: string;
  capability: Capability;
  /** A record's page opened from another screen (e.g. a customer from Tabelas), not a menu entry. */
  hiddenFromMenu?: boolean;
}

export const remoteScreens: ReadonlyArray<RemoteScreen> = [
  {
    path: 'dashboard',
    label: 'Dashboard',
    remote: 'dashboard',
    module: './App',
    capability: 'screen.dashboard',
  },
  { path: 'acoes', label: 'Ações', remote: 'acoes', module: './App', capability: 'screen.acoes' },
  { path: 'tables', label: 'Tabelas', remote: 'tables', module: './App', capability: 'screen.tables' },
  {
    path: 'settings',
    label: 'Configurações',
    remote: 'settings',
    module: './App',
    capability: 'screen.settings',
  },
  {
    path: 'feedback',
    label: 'Feedback',
    remote: 'feedback_reports',
    module: './Feedback',
    capability: 'screen.feedback',
  },
  {
    path: 'reports',
    label: 'Relatórios',
    remote: 'feedback_reports',
    module: './Reports',
    capability: 'screen.reports',
  },
  {
    path: 'clientes/:id',
    label: 'Cliente',
    remote: 'tables',
    module: './Customer',
    capability: 'screen.customer',
    hiddenFromMenu: true,
  },
];
