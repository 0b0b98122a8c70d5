/**
 * The worker thread that owns PGlite when PGLITE_WORKER is on (pglite-worker-client.ts starts it):
 * the database's WebAssembly, protocol and file-system work run here, on another core, instead of
 * on the API's event loop. It answers the requests of pglite-worker-protocol.ts one by one as PGlite
 * allows: a statement outside a transaction waits for the open one, as PGlite's own mutex decides.
 */

import { openAsBlob } from 'node:fs';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { pgliteStorage } from './pglite-memory.ts';
import { type PreparedQueries, preparedQueries } from './pglite-prepared.ts';
import { dumpPglite } from './pglite-snapshot.ts';
import {
  errorToData,
  type QueryRequest,
  type Reply,
  type Request,
  type Startup,
  type WorkerOptions,
} from './pglite-worker-protocol.ts';

function requireParentPort(): MessagePort {
  if (!parentPort) throw new Error('pglite-worker.ts roda apenas como worker thread');
  return parentPort;
}
const port = requireParentPort();
const options: WorkerOptions = workerData;

/** Ends a transaction on purpose; never seen outside this file. */
class RollbackRequested extends Error {}

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  /** Settles when PGlite has committed or rolled back. */
  ended: Promise<void>;
}

const transactions = new Map<number, OpenTransaction>();
const asText = (value: string) => value;

function session(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  // PGlite's own words when a closed transaction is used.
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

/** One parsers object per set of raw-text types: the prepared path keeps column parsers per object. */
const rawTextParsers = new Map<string, Record<number, typeof asText>>();
function parsersFor(rawTextTypes: number[]) {
  const key = rawTextTypes.join(',');
  let parsers = rawTextParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(rawTextTypes.map((oid) => [oid, asText]));
    rawTextParsers.set(key, parsers);
  }
  return parsers;
}

function runQuery(request: QueryRequest) {
  const options = { rowMode: request.rowMode, parsers: parsersFor(request.rawTextTypes) };
  // Also refuses, as PGlite does, a statement for a transaction that has ended.
  const target = session(request.tx);
  if (!prepared) return target.query(request.sql, request.params, options);
  return prepared.query(request.sql, request.params, options, request.tx !== undefined);
}

/** Answers once BEGIN ran; the transaction stays open until its `end` arrives. */
function begin(id: number): Promise<void> {
  return new Promise((opened, failed) => {
    const ended = db.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          transactions.set(id, {
            tx,
            ended,
            end: (ok) => (ok ? commit() : rollback(new RollbackRequested())),
          });
          opened();
        }),
    );
    ended.catch(failed).finally(() => transactions.delete(id));
  });
}

async function end(tx: number, commit: boolean): Promise<void> {
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  open.end(commit);
  try {
    await open.ended;
  } catch (error) {
    if (!(error instanceof RollbackRequested)) throw error;
  }
}

async function answer(request: Request): Promise<Reply> {
  try {
    switch (request.op) {
      case 'query':
        return { id: request.id, ok: true, result: await runQuery(request) };
      case 'exec':
        return { id: request.id, ok: true, result: await session(request.tx).exec(request.sql) };
      case 'begin':
        await begin(request.id);
        return { id: request.id, ok: true };
      case 'end':
        await end(request.tx, request.commit);
        return { id: request.id, ok: true };
      case 'dump':
        await dumpPglite(db, request.file);
        return { id: request.id, ok: true };
      case 'close':
        if (!db.closed) await db.close();
        return { id: request.id, ok: true };
    }
  } catch (error) {
    return { id: request.id, ok: false, error: errorToData(error) };
  }
}

/** Sends a reply; a result that cannot be cloned (none is expected) becomes that request's error. */
function send(reply: Reply) {
  try {
    port.postMessage(reply);
  } catch (error) {
    port.postMessage({ id: reply.id, ok: false, error: errorToData(error) } satisfies Reply);
  }
}

let db: PGlite;
/** Named statements (PG_PREPARE, the default), or PGlite's `query` for every statement. */
let prepared: PreparedQueries | undefined;
try {
  db = await PGlite.create({
    ...pgliteStorage(options.dataDir),
    ...(options.fromDump ? { loadDataDir: await openAsBlob(options.fromDump) } : {}),
    extensions: PGLITE_EXTENSIONS,
    pgliteWasmModule: options.wasmModule,
  });
  if (options.prepare) prepared = preparedQueries(db);
  port.on('message', (request: Request) => {
    void answer(request).then(send);
  });
  port.postMessage({ ready: true } satisfies Startup);
} catch (error) {
  // The client reports it and ends this thread.
  port.postMessage({ ready: false, error: errorToData(error) } satisfies Startup);
}
