/**
 * `pnpm --filter @fidelidade/api seed` — migrates and seeds the configured database (DATA_DIR or
 * DATABASE_URL) if it has no users yet. Stop the API first when using the embedded database.
 */
import { loadConfig } from '../config.ts';
import { databaseOptions, openDatabase } from '../db/client.ts';
import { DEMO_ACCOUNTS, seedIfEmpty } from './index.ts';

const config = loadConfig(process.env);
const handle = await openDatabase(databaseOptions(config));
try {
  await handle.migrate();
  const started = Date.now();
  if (await seedIfEmpty(handle.db, config.ERP_BASE_URL)) {
    await handle.analyze();
    console.log(`Dados de demonstração criados em ${Date.now() - started} ms.`);
    for (const a of Object.values(DEMO_ACCOUNTS)) console.log(`  ${a.email} / ${a.password}`);
  } else {
    console.log('O banco já contém usuários; nada a fazer.');
  }
} finally {
  await handle.close();
}
