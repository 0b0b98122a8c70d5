import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { type Database, type DbHandle, openDatabase } from '../db/client.ts';
import type { TokenSubject } from '../domain/tokens.ts';
import { ContractCheck } from './contract-check.ts';
import { suitePgliteDump } from './template-database.ts';

export const TEST_CONFIG: Partial<AppConfig> = {
  SEED: false,
  JWT_SECRET: 'test-secret-test-secret-test-secret',
  LOG_LEVEL: 'silent',
  LOGIN_RATE_MAX: 1000,
  LOGIN_RATE_ACCOUNT_MAX: 1000,
  LOGIN_RATE_WINDOW_SECONDS: 60,
  MEDIA_DIR: path.join(os.tmpdir(), `fidelidade-api-test-media-${process.pid}`),
};

/**
 * A fresh database per test file: in-memory PGlite, or — with TEST_DATABASE_URL — a throwaway
 * PostgreSQL database created here and dropped by `drop()`. Under the suite runner (run.ts) each
 * starts as a copy of one database migrated before the files ran (TEST_PGLITE_DUMP: a PGlite dump;
 * TEST_PG_TEMPLATE: a PostgreSQL template database), so no file migrates from scratch; a file run
 * alone migrates its own.
 */
async function openTestDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // The server's default (a worker thread) unless PGLITE_WORKER=0 asks for this thread.
    const worker = process.env.PGLITE_WORKER;
    const pgliteWorker = loadConfig(worker ? { PGLITE_WORKER: worker } : {}).PGLITE_WORKER;
    return {
      handle: await openDatabase({ dataDir: null, pgliteWorker, fromDump: suitePgliteDump() }),
      drop: async () => {},
    };
  }
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(statement, params);
    } finally {
      await client.end();
    }
  };
  // pg-pool's end() resolves before its sockets have closed; a forced DROP would then kill them
  // mid-close (an uncaught 'error' on the client). Wait until the database has no sessions left.
  const dropWhenIdle = async () => {
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
        name,
      ]);
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  const template = process.env.TEST_PG_TEMPLATE;
  await admin(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: target.toString(), dataDir: null });
  return { handle, drop: dropWhenIdle };
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  handle: DbHandle;
  /** Another app on the same database (e.g. with different rate limits); closed by close(). */
  extraApp(config: Partial<AppConfig>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * A test app on a fresh database. Every answer of its apps is checked against the OpenAPI document
 * (test/contract-check.ts): `close()` fails the test file when a route answered a status or a body
 * its schema does not declare.
 */
export async function createTestContext(config: Partial<AppConfig> = {}): Promise<TestContext> {
  const { handle, drop } = await openTestDatabase();
  const apps: FastifyInstance[] = [];
  const contract = new ContractCheck();
  const make = async (extra: Partial<AppConfig>) => {
    const app = await buildApp({
      db: handle,
      logger: false,
      config: { ...TEST_CONFIG, ...config, ...extra },
      onSend: contract.onSend,
    });
    apps.push(app);
    return app;
  };
  const app = await make({});
  return {
    app,
    db: handle.db,
    handle,
    extraApp: make,
    async close() {
      for (const a of apps) await a.close();
      await handle.close();
      await drop();
      if (contract.violations.length > 0)
        throw new Error(
          `answers outside the OpenAPI document (test/contract-check.ts):\n${[...new Set(contract.violations)].join('\n')}`,
        );
    },
  };
}

export async function login(app: FastifyInstance, email: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/users/auth/admin-login/',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Logs in and returns the access token (fails the test if login fails). */
export async function accessToken(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await login(app, email, password);
  if (res.statusCode !== 200) throw new Error(`login ${email} → ${res.statusCode} ${res.body}`);
  return res.json<{ access: string }>().access;
}

export async function getJson(
  app: FastifyInstance,
  url: string,
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** A request as the holder of `token`, with `payload` as its JSON body when there is one. */
export function requestAs(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/**
 * An access token of a new session of `user`, minted without the login route (customers, users who
 * cannot sign in, tokens of another secret): the session row its `sid` names must exist.
 */
export async function sessionAccess(app: FastifyInstance, user: TokenSubject): Promise<string> {
  const id = randomUUID();
  const channel = user.userType === 'CLIENTE' ? 'app' : 'admin';
  await app.userSessionsRepository.create({ id, userId: user.id, channel, ip: null, userAgent: null });
  return app.tokens.accessToken(user, id);
}
