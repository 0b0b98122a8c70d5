import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Federation names use underscores; folders use kebab-case. */
export const remoteFolders: Record<string, string> = {
  dashboard: 'dashboard',
  acoes: 'acoes',
  tables: 'tables',
  settings: 'settings',
  feedback_reports: 'feedback-reports',
};

export const remoteDir = (remote: string) => path.join(repoRoot, 'remotes', remoteFolders[remote] ?? remote);
export const defaultRegistryRoot = () =>
  process.env.REGISTRY_ROOT ?? path.join(repoRoot, '.data', 'registry');
export const hostDist = () => path.join(repoRoot, 'host', 'dist');
