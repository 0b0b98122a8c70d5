import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** drizzle/ sits beside src/ and dist/: resolve it from either (or `override`, MIGRATIONS_DIR). */
export function migrationsFolder(override?: string): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [override, path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Pasta de migrações não encontrada (procurada em: ${candidates.join(', ')})`);
  return found;
}
