import type { UserType } from '@fidelidade/session';

// Which federated module renders each admin screen, and who may open it (DESIGN.md §6).
export interface RemoteScreen {
  path: string;
  label: string;
  remote: string;
  module: string;
  roles: ReadonlyArray<UserType>;
}

const everyone: ReadonlyArray<UserType> = ['ADMIN', 'DEALERSHIP', 'PARCEIRO'];

export const remoteScreens: ReadonlyArray<RemoteScreen> = [
  { path: 'dashboard', label: 'Dashboard', remote: 'dashboard', module: './App', roles: everyone },
  { path: 'acoes', label: 'Ações', remote: 'acoes', module: './App', roles: everyone },
  { path: 'tables', label: 'Tabelas', remote: 'tables', module: './App', roles: everyone },
  { path: 'settings', label: 'Configurações', remote: 'settings', module: './App', roles: ['ADMIN'] },
  { path: 'feedback', label: 'Feedback', remote: 'feedback_reports', module: './Feedback', roles: ['ADMIN'] },
  { path: 'reports', label: 'Relatórios', remote: 'feedback_reports', module: './Reports', roles: everyone },
];
