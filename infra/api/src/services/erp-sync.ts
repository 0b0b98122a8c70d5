// services/: code that writes the database or talks to the outside — ERP client and sync, the ERP
// integration rows, notification dispatch and its push provider, the report PDF. It may use domain/
// and repositories/; pure rules belong in domain/, Fastify wiring in plugins/.

/**
 * The ERP synchronisation engine: claims tasks (one run per task, across instances), fetches the
 * ERP page by page and writes each page — data, cursor, log counters and lease renewal — in one
 * transaction. A failing page writes nothing; the cursor only moves with committed data.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  apiConfigs,
  dealerships,
  integrationTasks,
  pointsLedger,
  pointsRules,
  type SyncLogStatus,
  type SyncTaskType,
  syncCursors,
  syncLogs,
  users,
} from '../db/schema/index.ts';
import {
  type CustomerRecord,
  type Parsed,
  type PurchaseRecord,
  parseCustomer,
  parsePurchase,
  pointsFor,
  type RecordWarning,
  weightTenThousandths,
} from '../domain/erp-records.ts';
import { HttpError } from '../domain/http-error.ts';
import { centsToNumeric, formatBrl } from '../domain/money.ts';
import { createErpClient, type ErpClientSettings, ErpError, SyncAbortedError } from './erp-client.ts';
import { type Heartbeat, leaseExpr } from './erp-heartbeat.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type SyncLogRow = typeof syncLogs.$inferSelect;

export const TASK_META: Record<
  SyncTaskType,
  { path: string; ruleKey: string | null; ledgerType: string; started: string; label: string }
> = {
  CUSTOMERS: {
    path: 'customers',
    ruleKey: null,
    ledgerType: 'customer',
    started: 'Sincronização de clientes iniciada!',
    label: 'clientes',
  },
  SERVICES: {
    path: 'services',
    ruleKey: 'SERVICE',
    ledgerType: 'service',
    started: 'Sincronização de serviços iniciada!',
    label: 'serviços',
  },
  MERCHANDISE: {
    path: 'merchandise-purchases',
    ruleKey: 'MERCHANDISE',
    ledgerType: 'merchandise',
    started: 'Sincronização de compras de mercadorias iniciada!',
    label: 'compras de mercadorias',
  },
};

export const SYNC_MESSAGES = {
  noTask: (label: string) => `Nenhuma tarefa de sincronização de ${label} cadastrada.`,
  running: 'Sincronização já em andamento para esta tarefa.',
  taskInactive: 'Tarefa desativada. Ative-a para sincronizar.',
  configInactive: (name: string) =>
    `A configuração de API "${name}" está desativada. Ative-a para sincronizar.`,
  interrupted: 'Execução interrompida: o processo que executava a sincronização parou.',
  leaseLost: 'Sincronização interrompida: a tarefa foi assumida por outra execução.',
  resumed: 'Execução retomada após a interrupção de outra instância.',
} as const;

/** Warnings kept in a log's response_data (the count is always complete). */
const MAX_WARNINGS = 50;
/** A run stops after this many pages (a misbehaving ERP must not loop forever). */
const MAX_PAGES = 10_000;

export interface Claim {
  taskId: number;
  taskName: string;
  taskType: SyncTaskType;
  intervalMinutes: number;
  apiConfigId: number;
  baseUrl: string;
  logId: number;
  token: string;
  /** Taken over from a run whose instance stopped renewing its lease (services/erp-takeover.ts). */
  resumed?: boolean;
}

export interface SyncSettings extends ErpClientSettings {
  /**
   * How long a claim holds without renewal (ERP_LEASE_SECONDS, default 20). A live run renews it every
   * third of that (services/erp-heartbeat.ts); a run that stops renewing is taken over once it expires.
   */
  leaseSeconds: number;
}

/** Ends the 'running' logs of runs whose process died as errors saying the run was interrupted. */
export async function endInterruptedLogs(tx: Pick<Database, 'update'>, logIds: number[]) {
  await tx
    .update(syncLogs)
    .set({ status: 'error', errorMessage: SYNC_MESSAGES.interrupted, finishedAt: sql`now()` })
    .where(and(inArray(syncLogs.id, logIds), eq(syncLogs.status, 'running')));
}

/**
 * Claims the tasks (all or none) in one transaction: their rows are locked FOR UPDATE, so two
 * concurrent claims — from this or another instance — serialise and the second sees the lease.
 * Creates a 'running' log per task. Throws HttpError 400 (inactive) / 409 (already running).
 */
export async function claimTasks(
  db: Database,
  taskIds: number[],
  triggeredById: number | null,
  leaseSeconds: number,
): Promise<Claim[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        task: integrationTasks,
        configName: apiConfigs.name,
        configActive: apiConfigs.isActive,
        baseUrl: apiConfigs.baseUrl,
        leased: sql<boolean>`coalesce(${integrationTasks.leaseUntil} > now(), false)`,
      })
      .from(integrationTasks)
      .innerJoin(apiConfigs, eq(apiConfigs.id, integrationTasks.apiConfigId))
      .where(inArray(integrationTasks.id, taskIds))
      .orderBy(integrationTasks.id)
      .for('update', { of: integrationTasks });
    for (const row of rows) {
      if (!row.configActive)
        throw new HttpError(400, { detail: SYNC_MESSAGES.configInactive(row.configName) });
      if (!row.task.isActive) throw new HttpError(400, { detail: SYNC_MESSAGES.taskInactive });
      if (row.leased) throw new HttpError(409, { detail: SYNC_MESSAGES.running });
    }
    const claims: Claim[] = [];
    for (const id of taskIds) {
      const row = rows.find((r) => r.task.id === id);
      if (!row) continue;
      const { task } = row;
      // Left 'running' by a process that died: its lease expired.
      if (task.currentLogId !== null) await endInterruptedLogs(tx, [task.currentLogId]);
      claims.push(await openRun(tx, task, row.baseUrl, { triggeredById, leaseSeconds }));
    }
    return claims;
  });
}

/**
 * Starts a run on a task whose row the transaction holds locked: a 'running' log, a new run token and
 * its lease. `resumed`: the run continues one whose instance stopped (the cursor says where).
 */
export async function openRun(
  tx: Tx,
  task: typeof integrationTasks.$inferSelect,
  baseUrl: string,
  run: { triggeredById: number | null; leaseSeconds: number; resumed?: boolean },
): Promise<Claim> {
  const [log] = await tx
    .insert(syncLogs)
    .values({ taskId: task.id, taskName: task.name, status: 'running', triggeredById: run.triggeredById })
    .returning({ id: syncLogs.id });
  const logId = log?.id as number;
  const token = randomUUID();
  await tx
    .update(integrationTasks)
    .set({ runToken: token, leaseUntil: leaseExpr(run.leaseSeconds), currentLogId: logId })
    .where(eq(integrationTasks.id, task.id));
  return {
    taskId: task.id,
    taskName: task.name,
    taskType: task.taskType,
    intervalMinutes: task.intervalMinutes,
    apiConfigId: task.apiConfigId,
    baseUrl,
    logId,
    token,
    ...(run.resumed ? { resumed: true } : {}),
  };
}

/**
 * Ends every claim still held in the database — their 'running' logs become errors and the tasks are
 * free again — and returns how many there were. Only for a process that owns the database alone (PGlite:
 * its data directory is locked to one process), where any claim found at start-up belongs to a process
 * that died; without it a crash blocks the tasks (409) until their lease expires (ERP_LEASE_SECONDS).
 * With PostgreSQL other instances may hold live claims, so there a claim is freed only once its lease
 * expires: the takeover sweeper (services/erp-takeover.ts) then resumes its run.
 */
export async function releaseOrphanedClaims(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ id: integrationTasks.id, logId: integrationTasks.currentLogId })
      .from(integrationTasks)
      .where(or(isNotNull(integrationTasks.runToken), isNotNull(integrationTasks.currentLogId)))
      .for('update');
    if (held.length === 0) return 0;
    const logIds = held.flatMap((t) => (t.logId === null ? [] : [t.logId]));
    if (logIds.length > 0) await endInterruptedLogs(tx, logIds);
    await tx
      .update(integrationTasks)
      .set({ runToken: null, leaseUntil: null, currentLogId: null, updatedAt: sql`now()` })
      .where(
        inArray(
          integrationTasks.id,
          held.map((t) => t.id),
        ),
      );
    return held.length;
  });
}

class LeaseLostError extends Error {}
class SyncSetupError extends Error {}

interface RunStats {
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  pages: number;
  warnings: RecordWarning[];
  warningsCount: number;
}

interface BatchResult {
  created: number;
  updated: number;
  unchanged: number;
  warnings: RecordWarning[];
  /** Earliest updated_at of a record skipped because its customer does not exist yet. */
  hold: Date | null;
}

interface Dealers {
  byCnpj: Map<string, number>;
  byRef: Map<string, number>;
}

async function loadDealers(tx: Tx): Promise<Dealers> {
  const rows = await tx
    .select({ id: dealerships.id, cnpj: dealerships.cnpj, ref: dealerships.externalNameRef })
    .from(dealerships);
  return {
    byCnpj: new Map(rows.map((r) => [r.cnpj.replace(/\D/g, ''), r.id])),
    byRef: new Map(rows.filter((r) => r.ref).map((r) => [(r.ref as string).toUpperCase(), r.id])),
  };
}

const dealerOf = (d: Dealers, cnpj: string | null, ref: string | null) =>
  (cnpj ? d.byCnpj.get(cnpj) : undefined) ?? (ref ? d.byRef.get(ref.toUpperCase()) : undefined) ?? null;

/** Upserts CLIENTE users by CPF. */
async function applyCustomers(tx: Tx, records: CustomerRecord[]): Promise<BatchResult> {
  const out: BatchResult = { created: 0, updated: 0, unchanged: 0, warnings: [], hold: null };
  if (records.length === 0) return out;
  const dealers = await loadDealers(tx);
  const cols = {
    id: users.id,
    cpf: users.cpf,
    email: users.email,
    userType: users.userType,
    fullName: users.fullName,
    phone: users.phone,
    externalId: users.externalId,
    dealershipId: users.dealershipId,
  };
  type Row = {
    id: number;
    cpf: string;
    email: string | null;
    userType: string;
    fullName: string;
    phone: string | null;
    externalId: string | null;
    dealershipId: number | null;
  };
  const emails = records.map((r) => r.email).filter((e): e is string => e !== null);
  const found: Row[] = await tx
    .select(cols)
    .from(users)
    .where(
      or(
        inArray(
          users.cpf,
          records.map((r) => r.cpf),
        ),
        inArray(
          users.externalId,
          records.map((r) => r.externalId),
        ),
        emails.length ? inArray(users.email, emails) : undefined,
      ),
    );
  const byCpf = new Map(found.map((u) => [u.cpf, u]));
  const emailOwner = new Map(found.filter((u) => u.email).map((u) => [u.email as string, u.id]));
  const extOwner = new Map(found.filter((u) => u.externalId).map((u) => [u.externalId as string, u.id]));

  for (const r of records) {
    const user = byCpf.get(r.cpf);
    if (user && user.userType !== 'CLIENTE') {
      out.warnings.push({ external_id: r.externalId, reason: 'CPF pertence a um usuário que não é cliente' });
      continue;
    }
    const extHolder = extOwner.get(r.externalId);
    if (extHolder !== undefined && extHolder !== user?.id) {
      out.warnings.push({ external_id: r.externalId, reason: 'external_id já associado a outro CPF' });
      continue;
    }
    let email = r.email;
    const emailHolder = email ? emailOwner.get(email) : undefined;
    if (email && emailHolder !== undefined && emailHolder !== user?.id) {
      out.warnings.push({ external_id: r.externalId, reason: 'email já usado por outro usuário (ignorado)' });
      email = null;
    }
    const dealershipId = dealerOf(dealers, null, r.dealershipRef);
    if (!user) {
      const [row] = await tx
        .insert(users)
        .values({
          cpf: r.cpf,
          email,
          fullName: r.fullName,
          phone: r.phone,
          userType: 'CLIENTE',
          externalId: r.externalId,
          dealershipId,
        })
        .returning(cols);
      const created = row as Row;
      byCpf.set(created.cpf, created);
      extOwner.set(r.externalId, created.id);
      if (email) emailOwner.set(email, created.id);
      out.created++;
      continue;
    }
    const changes: Partial<typeof users.$inferInsert> = {};
    if (user.fullName !== r.fullName) changes.fullName = r.fullName;
    if (email && user.email !== email) changes.email = email;
    if (r.phone && user.phone !== r.phone) changes.phone = r.phone;
    if (user.externalId === null) changes.externalId = r.externalId;
    if (user.dealershipId === null && dealershipId !== null) changes.dealershipId = dealershipId;
    if (Object.keys(changes).length === 0) {
      out.unchanged++;
      continue;
    }
    await tx
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    Object.assign(user, changes);
    if (changes.email) {
      if (user.email) emailOwner.delete(user.email);
      emailOwner.set(changes.email, user.id);
    }
    extOwner.set(r.externalId, user.id);
    out.updated++;
  }
  return out;
}

/** Credits each purchase once (unique ledger external_id) and moves balances in the same transaction. */
async function applyPurchases(
  tx: Tx,
  records: PurchaseRecord[],
  type: 'SERVICES' | 'MERCHANDISE',
  weight: number,
): Promise<BatchResult> {
  const out: BatchResult = { created: 0, updated: 0, unchanged: 0, warnings: [], hold: null };
  if (records.length === 0) return out;
  const dealers = await loadDealers(tx);
  const owners = await tx
    .select({ id: users.id, cpf: users.cpf, userType: users.userType })
    .from(users)
    .where(inArray(users.cpf, [...new Set(records.map((r) => r.cpf))]));
  const byCpf = new Map(owners.map((u) => [u.cpf, u]));
  const service = type === 'SERVICES';
  const rows = new Map<string, typeof pointsLedger.$inferInsert>();
  for (const r of records) {
    const user = byCpf.get(r.cpf);
    if (!user) {
      // Not lost: the pass's cursor stops at this record, so the next run fetches it again.
      out.warnings.push({
        external_id: r.externalId,
        reason: 'cliente não encontrado para o CPF (nova tentativa na próxima sincronização)',
      });
      if (!out.hold || r.updatedAt < out.hold) out.hold = r.updatedAt;
      continue;
    }
    if (user.userType !== 'CLIENTE') {
      out.warnings.push({ external_id: r.externalId, reason: 'CPF pertence a um usuário que não é cliente' });
      continue;
    }
    const what = r.description || (service ? 'Serviço' : 'Mercadoria');
    const externalId = `erp:${TASK_META[type].ledgerType}:${r.externalId}`;
    rows.set(externalId, {
      userId: user.id,
      points: pointsFor(r.cents, weight),
      kind: service ? 'SERVICE' : 'MERCHANDISE',
      description: `${service ? 'Serviço realizado' : 'Compra de mercadoria'}: ${what} (${formatBrl(r.cents)})`,
      amount: centsToNumeric(r.cents),
      externalId,
      dealershipId: dealerOf(dealers, r.dealershipCnpj, r.dealershipRef),
      createdAt: r.occurredAt,
    });
  }
  if (rows.size === 0) return out;
  const inserted = await tx
    .insert(pointsLedger)
    .values([...rows.values()])
    .onConflictDoNothing({ target: pointsLedger.externalId })
    .returning({ id: pointsLedger.id });
  // Balances follow from the inserted entries (points_ledger_totals trigger, same statement).
  out.created = inserted.length;
  out.unchanged = rows.size - inserted.length;
  return out;
}

async function loadCursor(db: Database, apiConfigId: number, resource: SyncTaskType) {
  await db.insert(syncCursors).values({ apiConfigId, resource }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(syncCursors)
    .where(and(eq(syncCursors.apiConfigId, apiConfigId), eq(syncCursors.resource, resource)));
  return row as typeof syncCursors.$inferSelect;
}

async function activeWeight(db: Database, key: string): Promise<number> {
  const [rule] = await db
    .select({ weight: pointsRules.weight })
    .from(pointsRules)
    .where(and(eq(pointsRules.transactionTypeKey, key), eq(pointsRules.isActive, true)));
  const weight = rule ? weightTenThousandths(rule.weight) : null;
  if (weight === null) throw new SyncSetupError(`Nenhuma regra de pontuação ativa para '${key}'.`);
  return weight;
}

const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));
const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** The log's error message: ours as they are, anything unexpected as an internal error. */
const failureMessage = (err: unknown) =>
  err instanceof ErpError ||
  err instanceof SyncAbortedError ||
  err instanceof LeaseLostError ||
  err instanceof SyncSetupError
    ? err.message
    : `Erro interno na sincronização: ${(err as Error).message}`;

/**
 * Runs one claimed task to the end and finishes its log; never throws. `heartbeat` has renewed the
 * claim since it was taken (a claim waiting behind another task of the same start must not expire);
 * it is stopped here, before the final write, whatever happens.
 */
export async function runClaim(
  db: Database,
  claim: Claim,
  settings: SyncSettings,
  heartbeat: Heartbeat,
): Promise<SyncLogRow> {
  const startedMs = Date.now();
  const meta = TASK_META[claim.taskType];
  const stats: RunStats = {
    processed: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    pages: 0,
    warnings: [],
    warningsCount: 0,
  };
  // Not a record warning: it neither counts in warnings_count nor turns the run into 'warning'.
  if (claim.resumed) stats.warnings.push({ external_id: null, reason: SYNC_MESSAGES.resumed });
  let status: SyncLogStatus = 'success';
  let errorMessage: string | null = null;
  let since: Date | null = null;
  // Aborted on shutdown or when the lease was lost (another run took the task).
  const signal = heartbeat.signal;
  try {
    const weight = meta.ruleKey ? await activeWeight(db, meta.ruleKey) : 0;
    const client = createErpClient(claim.baseUrl, settings);
    let cursor = await loadCursor(db, claim.apiConfigId, claim.taskType);
    since = cursor.since;
    for (;;) {
      if (signal.aborted) throw new SyncAbortedError();
      const pageNo = cursor.nextPage ?? 1;
      const page = await client.page(
        meta.path,
        { updated_since: cursor.since?.toISOString(), page: pageNo },
        signal,
      );
      const parsed: Parsed<CustomerRecord | PurchaseRecord>[] = page.results.map((raw) =>
        claim.taskType === 'CUSTOMERS' ? parseCustomer(raw) : parsePurchase(raw),
      );
      const good = parsed.flatMap((p) => (p.ok ? [p.value] : []));
      const malformed = parsed.flatMap((p) => (p.ok ? [] : [p.warning]));
      const highWater = good.reduce<Date | null>((m, r) => latest(m, r.updatedAt), null);
      if (signal.aborted) throw new SyncAbortedError();
      const result = await db.transaction(async (tx) => {
        const renewed = await tx
          .update(integrationTasks)
          .set({ leaseUntil: leaseExpr(settings.leaseSeconds) })
          .where(and(eq(integrationTasks.id, claim.taskId), eq(integrationTasks.runToken, claim.token)))
          .returning({ id: integrationTasks.id });
        if (renewed.length === 0) throw new LeaseLostError(SYNC_MESSAGES.leaseLost);
        const batch =
          claim.taskType === 'CUSTOMERS'
            ? await applyCustomers(tx, good as CustomerRecord[])
            : await applyPurchases(tx, good as PurchaseRecord[], claim.taskType, weight);
        const passHigh = latest(cursor.highWater, highWater);
        const passHold = earliest(cursor.hold, batch.hold);
        const next =
          page.nextPage !== null
            ? { nextPage: page.nextPage, highWater: passHigh, hold: passHold, since: cursor.since }
            : { nextPage: null, highWater: null, hold: null, since: passHold ?? passHigh ?? cursor.since };
        const [saved] = await tx
          .update(syncCursors)
          .set({ ...next, updatedAt: sql`now()` })
          .where(eq(syncCursors.id, cursor.id))
          .returning();
        await tx
          .update(syncLogs)
          .set({
            recordsProcessed: sql`${syncLogs.recordsProcessed} + ${page.results.length}`,
            recordsCreated: sql`${syncLogs.recordsCreated} + ${batch.created}`,
            recordsUpdated: sql`${syncLogs.recordsUpdated} + ${batch.updated}`,
          })
          .where(eq(syncLogs.id, claim.logId));
        return { batch, saved: saved as typeof syncCursors.$inferSelect };
      });
      // Counted only once the page is committed.
      cursor = result.saved;
      const warnings = [...malformed, ...result.batch.warnings];
      stats.pages++;
      stats.processed += page.results.length;
      stats.created += result.batch.created;
      stats.updated += result.batch.updated;
      stats.unchanged += result.batch.unchanged;
      stats.skipped += warnings.length;
      stats.warningsCount += warnings.length;
      stats.warnings.push(...warnings.slice(0, MAX_WARNINGS - stats.warnings.length));
      if (page.nextPage === null) break;
      if (stats.pages >= MAX_PAGES)
        throw new ErpError(`Mais de ${MAX_PAGES} páginas: sincronização interrompida.`, false);
    }
    if (stats.warningsCount > 0) status = 'warning';
  } catch (err) {
    status = 'error';
    // A lost lease aborts the ERP request too: name the cause, not the abort.
    errorMessage = heartbeat.lost ? SYNC_MESSAGES.leaseLost : failureMessage(err);
  } finally {
    heartbeat.stop();
  }
  const finishedMs = Date.now();
  const responseData = {
    resource: meta.path,
    pages: stats.pages,
    updated_since: since?.toISOString() ?? null,
    unchanged: stats.unchanged,
    skipped: stats.skipped,
    warnings_count: stats.warningsCount,
    warnings: stats.warnings,
  };
  const [log] = await db.transaction(async (tx) => {
    await tx
      .update(integrationTasks)
      .set({
        runToken: null,
        leaseUntil: null,
        currentLogId: null,
        lastRun: new Date(startedMs),
        nextRun: new Date(startedMs + claim.intervalMinutes * 60_000),
        updatedAt: sql`now()`,
      })
      .where(and(eq(integrationTasks.id, claim.taskId), eq(integrationTasks.runToken, claim.token)));
    return tx
      .update(syncLogs)
      .set({
        status,
        finishedAt: new Date(finishedMs),
        durationMs: finishedMs - startedMs,
        errorMessage,
        responseData,
      })
      .where(eq(syncLogs.id, claim.logId))
      .returning();
  });
  return log as SyncLogRow;
}
