#!/usr/bin/env node
// ERP fixture: serves the synchronisation contract of the loyalty API from deterministic data.
//   node infra/erp-fixture/src/server.ts --port 3900 [--host 127.0.0.1]
// GET /health · GET /customers · GET /services · GET /merchandise-purchases (?updated_since=&page=&page_size=)
// POST /__control {mode: 'ok'|'fail'|'slow'|'malformed', failAfterPages?, delayMs?, delayBody?} · GET /__control
// POST /__cancel {kind: 'services'|'purchases', external_id}: the ERP cancels that sale (next sync sees it)
// POST /__sales {kind, cpf, amount, occurred_at, description?, dealership_ref?, external_id?}: the ERP
//   records a new sale (next sync sees it)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import {
  createDataset,
  type DatasetOptions,
  type ErpCustomer,
  type ErpDataset,
  type ErpPurchase,
  malformedRecords,
} from './data.ts';

export type FixtureMode = 'ok' | 'fail' | 'slow' | 'malformed';

export interface FixtureControl {
  mode: FixtureMode;
  /** With 'fail': serve this many data pages normally, then fail (503) every request. */
  failAfterPages?: number;
  /** With 'slow': delay of every response (default 2000 ms). */
  delayMs?: number;
  /**
   * With 'slow': send the status, headers and half the body at once and delay only the rest — a
   * response that stalls mid-body, which a client's timeout must also cover.
   */
  delayBody?: boolean;
}

export interface FixtureStats {
  /** Data pages served successfully since the last control change. */
  pagesServed: number;
  /** Every request, including failed ones. */
  requests: number;
}

/** One request the fixture received (control requests excluded). */
export interface FixtureRequest {
  /** Arrival time in ms since the epoch (sub-millisecond), before any 'slow' delay. */
  at: number;
  method: string;
  /** Path and query string as requested. */
  url: string;
}

/** Which sales a cancellation names: services, or merchandise purchases. */
export type CancelKind = 'services' | 'purchases';

/** A sale the ERP records now (POST /__sales): a test's own customer, amount and sale date. */
export interface NewSale {
  cpf: string;
  /** BRL, two decimals ("123.45"). */
  amount: string;
  /** When the sale happened (ISO 8601): the points' earned date, and the rule in force then. */
  occurredAt: string;
  description?: string;
  dealershipRef?: string;
  /** Default: the next free id of its list (SRV-00501, MER-00301…). */
  externalId?: string;
}

export interface ErpFixture {
  url: string;
  port: number;
  dataset: ErpDataset;
  control(change: FixtureControl): void;
  /** What POST /__cancel does: the record cancelled, or null when no record has that id. */
  cancel(kind: CancelKind, externalId: string): ErpPurchase | null;
  /** What POST /__sales does: the sale recorded, or null when its external id is taken. */
  addSale(kind: CancelKind, sale: NewSale): ErpPurchase | null;
  readonly state: FixtureControl;
  readonly stats: FixtureStats;
  /** The last REQUEST_LOG_SIZE requests, oldest first (tests measure the client's retry spacing). */
  readonly requestLog: readonly FixtureRequest[];
  close(): Promise<void>;
}

export interface FixtureOptions extends DatasetOptions {
  port?: number;
  host?: string;
  /** Records per page (default 50). */
  pageSize?: number;
}

const MODES: FixtureMode[] = ['ok', 'fail', 'slow', 'malformed'];
const REQUEST_LOG_SIZE = 1000;

/** Waits `ms`; resolves false early when the client has gone (it timed out), so nothing more is done for it. */
function delayWhileConnected(ms: number, res: http.ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    res.once('close', onClose);
  });
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? {} : JSON.parse(text);
}

function parseCancel(body: unknown): { kind: CancelKind; externalId: string } | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if ((b.kind !== 'services' && b.kind !== 'purchases') || typeof b.external_id !== 'string') return null;
  return { kind: b.kind, externalId: b.external_id };
}

const MONEY = /^\d+\.\d{2}$/;

function parseSale(body: unknown): { kind: CancelKind; sale: NewSale } | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if (b.kind !== 'services' && b.kind !== 'purchases') return null;
  if (typeof b.cpf !== 'string' || !/^\d{11}$/.test(b.cpf)) return null;
  if (typeof b.amount !== 'string' || !MONEY.test(b.amount)) return null;
  if (typeof b.occurred_at !== 'string' || Number.isNaN(Date.parse(b.occurred_at))) return null;
  const optional = (key: string) =>
    typeof b[key] === 'string' && b[key] !== '' ? (b[key] as string) : undefined;
  const sale: NewSale = { cpf: b.cpf, amount: b.amount, occurredAt: new Date(b.occurred_at).toISOString() };
  const description = optional('description');
  const dealershipRef = optional('dealership_ref');
  const externalId = optional('external_id');
  if (description) sale.description = description;
  if (dealershipRef) sale.dealershipRef = dealershipRef;
  if (externalId) sale.externalId = externalId;
  return { kind: b.kind, sale };
}

/** POST /__customers: a customer the ERP now has (its CPF, name and, optionally, birth date). */
function parseCustomer(body: unknown): { cpf: string; fullName: string; birthDate?: string } | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if (typeof b.cpf !== 'string' || !/^\d{11}$/.test(b.cpf)) return null;
  if (typeof b.full_name !== 'string' || b.full_name.trim() === '') return null;
  if (
    b.birth_date !== undefined &&
    (typeof b.birth_date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(b.birth_date))
  )
    return null;
  return {
    cpf: b.cpf,
    fullName: b.full_name.trim(),
    ...(typeof b.birth_date === 'string' ? { birthDate: b.birth_date } : {}),
  };
}

function parseControl(body: unknown): FixtureControl | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if (!MODES.includes(b.mode as FixtureMode)) return null;
  const control: FixtureControl = { mode: b.mode as FixtureMode };
  if (typeof b.failAfterPages === 'number' && b.failAfterPages >= 0)
    control.failAfterPages = b.failAfterPages;
  if (typeof b.delayMs === 'number' && b.delayMs >= 0) control.delayMs = b.delayMs;
  if (b.delayBody === true) control.delayBody = true;
  return control;
}

export async function startErpFixture(options: FixtureOptions = {}): Promise<ErpFixture> {
  const dataset = createDataset(options);
  const pageSize = options.pageSize ?? 50;
  let state: FixtureControl = { mode: 'ok' };
  const stats: FixtureStats = { pagesServed: 0, requests: 0 };
  const requestLog: FixtureRequest[] = [];
  const sources: Record<
    string,
    { kind: 'customers' | 'purchases'; rows: Array<{ updated_at: string; external_id: string }> }
  > = {
    '/customers': { kind: 'customers', rows: dataset.customers },
    '/services': { kind: 'purchases', rows: dataset.services },
    '/merchandise-purchases': { kind: 'purchases', rows: dataset.purchases },
  };
  for (const source of Object.values(sources)) {
    source.rows.sort(
      (a, b) => a.updated_at.localeCompare(b.updated_at) || a.external_id.localeCompare(b.external_id),
    );
  }

  const failing = () => state.mode === 'fail' && stats.pagesServed >= (state.failAfterPages ?? 0);

  /**
   * The ERP cancels a sale: `status: 'cancelled'` and `updated_at` moved to now — or just after the
   * newest record of its list when that one is dated later — so the next sync, which asks for
   * `updated_at >= ` its last high-water mark, sees the change. Cancelling twice changes nothing.
   */
  const cancel = (kind: CancelKind, externalId: string): ErpPurchase | null => {
    const rows = dataset[kind];
    const record = rows.find((r) => r.external_id === externalId);
    if (!record || record.status === 'cancelled') return record ?? null;
    const newest = Math.max(...rows.map((r) => Date.parse(r.updated_at)));
    record.status = 'cancelled';
    record.updated_at = new Date(Math.max(Date.now(), newest + 1)).toISOString();
    rows.sort(
      (a, b) => a.updated_at.localeCompare(b.updated_at) || a.external_id.localeCompare(b.external_id),
    );
    return record;
  };

  /**
   * The ERP records a sale: `status: 'active'`, `updated_at` now — or just after the newest record of
   * its list when that one is dated later — so the next sync sees it, whatever its sale date.
   */
  const addSale = (kind: CancelKind, sale: NewSale): ErpPurchase | null => {
    const rows = dataset[kind];
    const prefix = kind === 'services' ? 'SRV' : 'MER';
    const externalId = sale.externalId ?? `${prefix}-${String(rows.length + 1).padStart(5, '0')}`;
    if (rows.some((r) => r.external_id === externalId)) return null;
    const newest = Math.max(...rows.map((r) => Date.parse(r.updated_at)));
    const record: ErpPurchase = {
      external_id: externalId,
      cpf: sale.cpf,
      amount: sale.amount,
      description: sale.description ?? (kind === 'services' ? 'Serviço' : 'Mercadoria'),
      occurred_at: sale.occurredAt,
      updated_at: new Date(Math.max(Date.now(), newest + 1)).toISOString(),
      status: 'active',
      ...(sale.dealershipRef ? { dealership_ref: sale.dealershipRef } : {}),
    };
    rows.push(record);
    return record;
  };

  /** The ERP registers a customer, `updated_at` after its newest one so the next sync sees it. */
  const addCustomer = (asked: { cpf: string; fullName: string; birthDate?: string }): ErpCustomer | null => {
    const rows = dataset.customers;
    if (rows.some((r) => r.cpf === asked.cpf)) return null;
    const newest = Math.max(...rows.map((r) => Date.parse(r.updated_at)));
    const record: ErpCustomer = {
      external_id: `CLI-${String(rows.length + 1).padStart(5, '0')}`,
      cpf: asked.cpf,
      full_name: asked.fullName,
      email: null,
      phone: null,
      updated_at: new Date(Math.max(Date.now(), newest + 1)).toISOString(),
      ...(asked.birthDate ? { birth_date: asked.birthDate } : {}),
    };
    rows.push(record);
    return record;
  };

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://fixture');
      const path = url.pathname.replace(/\/+$/, '') || '/';
      if (path === '/__control') {
        if (req.method === 'GET') return send(res, 200, { ...state, ...stats });
        const control = parseControl(await readJson(req));
        if (!control) return send(res, 400, { detail: "mode deve ser 'ok', 'fail', 'slow' ou 'malformed'" });
        state = control;
        stats.pagesServed = 0;
        return send(res, 200, state);
      }
      if (path === '/__cancel') {
        if (req.method !== 'POST') return send(res, 405, { detail: 'Método não permitido' });
        const asked = parseCancel(await readJson(req));
        if (!asked)
          return send(res, 400, { detail: "kind deve ser 'services' ou 'purchases', com external_id" });
        const record = cancel(asked.kind, asked.externalId);
        return record ? send(res, 200, record) : send(res, 404, { detail: 'Registro não encontrado' });
      }
      if (path === '/__sales') {
        if (req.method !== 'POST') return send(res, 405, { detail: 'Método não permitido' });
        const asked = parseSale(await readJson(req));
        if (!asked)
          return send(res, 400, {
            detail:
              "kind deve ser 'services' ou 'purchases', com cpf (11 dígitos), amount ('123.45') e occurred_at (ISO 8601)",
          });
        const record = addSale(asked.kind, asked.sale);
        return record
          ? send(res, 201, record)
          : send(res, 409, { detail: 'Já existe um registro com este external_id' });
      }
      if (path === '/__customers') {
        if (req.method !== 'POST') return send(res, 405, { detail: 'Método não permitido' });
        const asked = parseCustomer(await readJson(req));
        if (!asked)
          return send(res, 400, { detail: 'cpf (11 dígitos) e full_name; birth_date opcional (AAAA-MM-DD)' });
        const record = addCustomer(asked);
        return record
          ? send(res, 201, record)
          : send(res, 409, { detail: 'Já existe um cliente com este CPF' });
      }
      const slow =
        state.mode === 'slow' ? { ms: state.delayMs ?? 2000, body: state.delayBody === true } : null;
      /** Answers; a stalled body (slow + delayBody) is completed only if the client is still there. */
      const reply = async (status: number, body: unknown) => {
        if (!slow?.body) return send(res, status, body);
        const bytes = Buffer.from(JSON.stringify(body));
        res.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': bytes.length,
        });
        res.write(bytes.subarray(0, bytes.length >> 1));
        if (await delayWhileConnected(slow.ms, res)) res.end(bytes.subarray(bytes.length >> 1));
      };
      stats.requests++;
      requestLog.push({
        at: performance.timeOrigin + performance.now(),
        method: req.method ?? '',
        url: req.url ?? '',
      });
      if (requestLog.length > REQUEST_LOG_SIZE) requestLog.shift();
      // A client that gave up during the delay is not answered, and its page is not counted as served.
      if (slow && !slow.body && !(await delayWhileConnected(slow.ms, res))) return;
      if (failing()) return reply(503, { detail: 'ERP indisponível (modo de falha)' });
      if (req.method !== 'GET') return reply(405, { detail: 'Método não permitido' });
      if (path === '/health') return reply(200, { status: 'ok' });
      const source = sources[path];
      if (!source) return reply(404, { detail: 'Não encontrado' });

      const since = url.searchParams.get('updated_since');
      const sinceMs = since ? Date.parse(since) : Number.NEGATIVE_INFINITY;
      if (Number.isNaN(sinceMs)) return reply(400, { detail: 'updated_since inválido' });
      const page = Number(url.searchParams.get('page') ?? '1');
      const size = Math.min(Number(url.searchParams.get('page_size') ?? pageSize), 500);
      if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1)
        return reply(400, { detail: 'page/page_size inválidos' });
      const rows = source.rows.filter((r) => Date.parse(r.updated_at) >= sinceMs);
      const results: unknown[] = rows.slice((page - 1) * size, page * size);
      if (state.mode === 'malformed') results.push(...malformedRecords(source.kind, page));
      await reply(200, {
        results,
        next_page: page * size < rows.length ? page + 1 : null,
        count: rows.length,
      });
      if (!res.writableEnded) return;
      stats.pagesServed++;
    } catch (err) {
      if (!res.headersSent) send(res, 400, { detail: err instanceof Error ? err.message : String(err) });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    dataset,
    control(change) {
      state = { ...change };
      stats.pagesServed = 0;
    },
    cancel,
    addSale,
    get state() {
      return state;
    },
    stats,
    requestLog,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// CLI: only when run directly.
if (import.meta.main) {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '3900' }, host: { type: 'string', default: '127.0.0.1' } },
  });
  const fixture = await startErpFixture({ port: Number(values.port), host: values.host });
  console.log(
    `ERP fixture em ${fixture.url} (${fixture.dataset.customers.length} clientes, ${fixture.dataset.services.length} serviços, ${fixture.dataset.purchases.length} compras)`,
  );
  const stop = () => fixture.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
