import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { logStream } from './plugins/log-stream.ts';
import { loggerOptions } from './plugins/request-log.ts';
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed/index.ts';
import { ensureErpIntegration } from './services/erp-integration.ts';
import { releaseOrphanedClaims } from './services/erp-sync.ts';

const config = (() => {
  try {
    return loadConfig(process.env);
  } catch (err) {
    // A bad variable is an operator's mistake: say which, without a stack trace.
    console.error(`Erro: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
})();

async function start(): Promise<FastifyInstance> {
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, logger: loggerOptions(config.LOG_LEVEL, await logStream()) });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`Erro: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  if (config.SEED) {
    const started = Date.now();
    if (await seedIfEmpty(app.db, config.ERP_BASE_URL)) {
      await app.dbHandle.analyze();
      app.log.info({ ms: Date.now() - started }, 'dados de demonstração criados');
      for (const account of Object.values(DEMO_ACCOUNTS)) {
        app.log.info(`conta de demonstração: ${account.email} / ${account.password}`);
      }
    }
  }
  if (config.ERP_BASE_URL) await ensureErpIntegration(app.db, config.ERP_BASE_URL);
  if (app.dbHandle.driver === 'pglite') {
    // This process holds the data directory's lock, so a sync claim still recorded is a dead process's.
    const released = await releaseOrphanedClaims(app.db);
    if (released > 0) app.log.warn({ tasks: released }, 'sincronizações interrompidas liberadas');
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  app.notificationScheduler.start();
  app.releaseWatcher.start();
  // Resumes ERP runs whose instance died (PostgreSQL with several instances; harmless on PGlite).
  app.integrations.startTakeover();
  return app;
}

const app = await start();

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'encerrando: aguardando requisições em andamento');
  const force = setTimeout(() => {
    app.log.error('tempo de encerramento esgotado; saindo à força');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'falha ao encerrar');
    process.exit(1);
  }
}

process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
