import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The Node flag that loads module-format-cache.ts: given to the suite's test processes (run.ts) and
 * to the processes tests start from the sources (killed-child.ts; the backup CLI, through NODE_OPTIONS), whose imports it
 * makes cheaper. The built server (dist/) is started without it.
 */
export const FORMAT_CACHE_FLAG = `--import=${pathToFileURL(path.join(import.meta.dirname, 'module-format-cache.ts')).href}`;
