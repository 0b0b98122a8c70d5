import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { PgliteLike, PgliteSession } from './pglite-like.ts';
import { compiledPglite } from './pglite-wasm.ts';
import {
  dataToError,
  type Reply,
  type Request,
  type Startup,
  type WorkerOptions,
} from './pglite-worker-protocol.ts';

type Answer = Results<unknown> | Results[] | undefined;
type Pending = { resolve: (result: Answer) => void; reject: (error: Error) => void };

/** pglite-worker.ts beside this file (sources), or db/pglite-worker.mjs beside the bundle's chunk (dist/). */
function workerEntry(): URL {
  const candidates = [
    new URL('./pglite-worker.ts', import.meta.url),
    new URL('./db/pglite-worker.mjs', import.meta.url),
  ];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`worker do PGlite não encontrado (procurado em: ${candidates.join(', ')})`);
  return found;
}

/** Features of PGlite's query options that carry functions or files, which cannot reach the worker. */
function checkOptions(options: QueryOptions): void {
  if (options.serializers || options.blob || options.onNotice || options.paramTypes) {
    throw new Error('opção de consulta não suportada pelo worker do PGlite');
  }
}

/**
 * PGlite in a worker thread (pglite-worker.ts), behind the interface drizzle and cursor.ts use, so
 * the API's event loop only builds queries and reads results. Same semantics as PGlite in this
 * thread: one session, a statement outside the open transaction waits for it, and a PostgreSQL
 * error arrives with its `code`, `constraint` and the rest. If the thread dies, every pending and
 * later call fails at once (so /ready answers 503) instead of waiting forever.
 */
export class PgliteWorkerClient implements PgliteLike {
  /** The thread itself (tests end it to check what a crash does). */
  readonly thread: Worker;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();
  #dead: Error | undefined;
  #closed = false;

  static async start(options: Omit<WorkerOptions, 'wasmModule'>): Promise<PgliteWorkerClient> {
    const workerData: WorkerOptions = { ...options, wasmModule: await compiledPglite() };
    const thread = new Worker(workerEntry(), { workerData });
    let onMessage = (_: Startup) => {};
    let onError = (_: Error) => {};
    let onExit = (_: number) => {};
    try {
      await new Promise<void>((resolve, reject) => {
        onMessage = (startup) => (startup.ready ? resolve() : reject(dataToError(startup.error)));
        onError = reject;
        onExit = (code) => reject(new Error(`o worker do PGlite saiu ao abrir (código ${code})`));
        thread.once('message', onMessage).once('error', onError).once('exit', onExit);
      });
    } catch (error) {
      await thread.terminate();
      throw error;
    } finally {
      thread.off('message', onMessage).off('error', onError).off('exit', onExit);
    }
    return new PgliteWorkerClient(thread);
  }

  private constructor(thread: Worker) {
    this.thread = thread;
    // An idle database must not keep the process alive (PGlite in this thread does not either).
    thread.unref();
    thread.on('message', (reply: Reply) => this.#settle(reply));
    let cause: Error | undefined;
    thread.on('error', (error) => {
      cause = error;
    });
    thread.on('exit', (code) => {
      this.#dead = new Error(`o banco de dados embutido parou (worker saiu com código ${code})`, { cause });
      for (const pending of this.#pending.values()) pending.reject(this.#dead);
      this.#pending.clear();
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#exec(undefined, sql);
  }

  async transaction<T>(callback: (tx: PgliteSession) => Promise<T>): Promise<T> {
    const tx = this.#nextId++;
    await this.#send({ op: 'begin', id: tx });
    let result: T;
    try {
      result = await callback({
        query: (sql, params = [], options = {}) => this.#query(tx, sql, params, options),
        exec: (sql) => this.#exec(tx, sql),
      });
    } catch (error) {
      // A rollback that cannot be sent (the worker died) must not hide the callback's error.
      await this.#send({ op: 'end', id: this.#nextId++, tx, commit: false }).catch(() => {});
      throw error;
    }
    await this.#send({ op: 'end', id: this.#nextId++, tx, commit: true });
    return result;
  }

  /** A gzipped tarball of the data directory, written by the worker to `file` (pglite-snapshot.ts). */
  async dumpTo(file: string): Promise<void> {
    await this.#send({ op: 'dump', id: this.#nextId++, file });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (!this.#dead) await this.#send({ op: 'close', id: this.#nextId++ });
    await this.thread.terminate();
  }

  async #query<T>(tx: number | undefined, sql: string, params: unknown[], options: QueryOptions) {
    checkOptions(options);
    const rawTextTypes = Object.keys(options.parsers ?? {}).map(Number);
    const rowMode = options.rowMode ?? 'object';
    const result = await this.#send({
      op: 'query',
      id: this.#nextId++,
      tx,
      sql,
      params,
      rowMode,
      rawTextTypes,
    });
    // Rows come back by structured clone: their shape is the one PGlite gave the worker.
    return result as Results<T>;
  }

  async #exec(tx: number | undefined, sql: string): Promise<Results[]> {
    const results = await this.#send({ op: 'exec', id: this.#nextId++, tx, sql });
    return Array.isArray(results) ? results : [];
  }

  #send(request: Request): Promise<Answer> {
    if (this.#dead) return Promise.reject(this.#dead);
    return new Promise((resolve, reject) => {
      // Posted first: a parameter that cannot be cloned throws here, before anything waits for it.
      this.thread.postMessage(request);
      if (this.#pending.size === 0) this.thread.ref();
      this.#pending.set(request.id, { resolve, reject });
    });
  }

  #settle(reply: Reply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.thread.unref();
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(dataToError(reply.error));
  }
}
