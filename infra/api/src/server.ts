import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { logStream } from './plugins/log-stream.ts';
import { loggerOptions } from './plugins/request-log.ts';
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed/index.ts';
import { type ControlSocket, startControlSocket } from './services/backup/control-socket.ts';
import { ensureErpIntegration } from './services/erp-integration.ts';
import { expireAllLeases } from './services/jobs/job-operations.ts';
import { type MetricsListener, startMetricsListener } from './services/metrics/metrics-listener.ts';

const config = (() => {
  try {
    return loadConfig(process.env);
  } catch (err) {
    // A bad variable is an operator's mistake: say which, without a stack trace.
    console.error(`Erro: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
})();

/** Listeners beside the API's port, closed before it on shutdown. */
const extras: Array<MetricsListener | ControlSocket> = [];

/** The private metrics port, and on PGlite the backup CLI's socket (docs/operations.md). */
async function startOperatorListeners(app: FastifyInstance): Promise<void> {
  if (config.METRICS_PORT > 0) {
    try {
      const onError = (err: unknown) => app.log.error({ err }, 'falha ao coletar métricas');
      extras.push(await startMetricsListener(app.metrics, config.METRICS_PORT, config.METRICS_HOST, onError));
    } catch (err) {
      console.error(
        `Erro: porta de métricas ${config.METRICS_HOST}:${config.METRICS_PORT}: ${(err as Error).message}`,
      );
      process.exit(1);
    }
  }
  const snapshot = app.dbHandle.snapshot;
  if (snapshot && !config.DATABASE_URL) {
    try {
      extras.push(await startControlSocket(config.DATA_DIR, snapshot, app.log));
    } catch (err) {
      app.log.warn({ err }, 'socket de cópia de segurança indisponível: backup do banco embutido desativado');
    }
  }
}

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
    // This process holds the data directory's lock, so a job still running is a dead process's: its
    // lease ends now and the engine's first pass resumes it from its checkpoint.
    const interrupted = await expireAllLeases(app.db);
    if (interrupted > 0) app.log.warn({ jobs: interrupted }, 'tarefas interrompidas serão retomadas');
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  await startOperatorListeners(app);
  // Scheduled notifications, the release watcher, ERP runs (and takeovers of dead instances' jobs).
  app.jobs.start();
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
    await Promise.all(extras.map((listener) => listener.close()));
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'falha ao encerrar');
    process.exit(1);
  }
}

process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
