import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { type Database, type DbHandle, databaseOptions, openDatabase } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DbHandle;
  }
}

export interface DbPluginOptions {
  config: AppConfig;
  /** An already-open handle (tests); the caller keeps ownership and closes it. */
  handle?: DbHandle | undefined;
}

async function dbPlugin(app: FastifyInstance, opts: DbPluginOptions) {
  const owned = !opts.handle;
  const handle = opts.handle ?? (await openDatabase(databaseOptions(opts.config)));
  try {
    await handle.migrate();
  } catch (err) {
    if (owned) await handle.close();
    throw err;
  }
  app.decorate('db', handle.db);
  app.decorate('dbHandle', handle);
  if (owned) app.addHook('onClose', () => handle.close());
  app.log.info({ driver: handle.driver }, 'banco de dados pronto');
}

export default fp(dbPlugin, { name: 'db' });
