// Backups of a deployment and their restore (docs/operations.md, "Backups: runbook"):
//   node scripts/backup.ts create [--out DIR]   while the product runs
//   node scripts/backup.ts restore DIR          into a new deployment (empty targets)
// The work is infra/api/src/services/backup/cli.ts (it needs the API's database code); this starts it
// with the same arguments, environment and working directory.

import { spawnSync } from 'node:child_process';
import path from 'node:path';

const cli = path.resolve(import.meta.dirname, '../infra/api/src/services/backup/cli.ts');
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
