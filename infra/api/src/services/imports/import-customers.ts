import { and, eq, inArray, sql } from 'drizzle-orm';
import { insertFromJson } from '../../db/json-insert.ts';
import { customerConsents, dealerships, users } from '../../db/schema/index.ts';
import { type CustomerRow, customerRow, mappedValues } from '../../domain/import-values.ts';
import { recordConsents } from '../consent/consent-store.ts';
import type { Tx } from '../jobs/job-types.ts';
import { rowsOf } from '../points/points-sql.ts';
import type { ChunkContext, RowResult, StoredRow } from './import-chunk.ts';

export const CUSTOMER_IMPORT_MESSAGES = {
  notCustomer: 'Este CPF pertence a um usuário que não é cliente.',
  emailTaken: 'E-mail já usado por outro usuário.',
  dealership: (name: string) =>
    `Concessionária não encontrada: "${name}" (use o nome, o CNPJ ou a referência externa).`,
} as const;

type Current = {
  id: number | null;
  fullName: string;
  email: string | null;
  phone: string | null;
  dealershipId: number | null;
  consent: boolean | null;
};

/** Dealerships by name (case and accents ignored), CNPJ digits and ERP reference. */
async function dealershipFinder(tx: Tx) {
  const rows = await tx
    .select({
      id: dealerships.id,
      name: dealerships.name,
      cnpj: dealerships.cnpj,
      ref: dealerships.externalNameRef,
    })
    .from(dealerships);
  const key = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toLowerCase();
  const index = new Map<string, number>();
  for (const d of rows) {
    index.set(key(d.name), d.id);
    index.set(d.cnpj.replace(/\D/g, ''), d.id);
    if (d.ref) index.set(key(d.ref), d.id);
  }
  return (text: string) => index.get(key(text)) ?? index.get(text.replace(/\D/g, '')) ?? null;
}

/**
 * A chunk of a customers import: customers upserted by CPF (as CLIENTE, without a password), the
 * marketing consent recorded when the file states it (source 'import'). A row equal to what is
 * stored writes nothing, so importing the same file again changes nothing.
 */
export async function customersChunk(tx: Tx, rows: StoredRow[], ctx: ChunkContext): Promise<RowResult[]> {
  const parsed = rows.map((r) => {
    const values = mappedValues('customers', ctx.mapping, ctx.header, r.fields);
    return { line: r.line, values, ...customerRow(values) };
  });
  const cpfs = [...new Set(parsed.filter((p) => p.errors.length === 0).map((p) => p.row.cpf))];
  const emails = [...new Set(parsed.map((p) => p.row.email).filter((e): e is string => !!e))];
  const found =
    cpfs.length || emails.length
      ? await tx
          .select({
            id: users.id,
            cpf: users.cpf,
            email: users.email,
            userType: users.userType,
            fullName: users.fullName,
            phone: users.phone,
            dealershipId: users.dealershipId,
          })
          .from(users)
          .where(
            sql`${cpfs.length ? inArray(users.cpf, cpfs) : sql`false`} or ${emails.length ? inArray(users.email, emails) : sql`false`}`,
          )
      : [];
  const wanted = new Set(cpfs);
  const ids = found.filter((u) => wanted.has(u.cpf)).map((u) => u.id);
  const consents = ids.length
    ? await tx
        .select()
        .from(customerConsents)
        .where(and(inArray(customerConsents.userId, ids), eq(customerConsents.purpose, 'marketing_push')))
    : [];
  const consentOf = new Map(consents.map((c) => [c.userId, c.granted]));
  const dealershipOf = await dealershipFinder(tx);
  const byCpf = new Map(found.map((u) => [u.cpf, u]));
  const emailOwner = new Map(found.filter((u) => u.email).map((u) => [u.email as string, u.cpf]));
  const state = new Map<string, Current>();
  const results: RowResult[] = [];
  for (const p of parsed) {
    const errors = [...p.errors];
    const existing = byCpf.get(p.row.cpf);
    if (errors.length === 0 && existing && existing.userType !== 'CLIENTE')
      errors.push(CUSTOMER_IMPORT_MESSAGES.notCustomer);
    const owner = p.row.email ? emailOwner.get(p.row.email) : undefined;
    if (errors.length === 0 && owner !== undefined && owner !== p.row.cpf)
      errors.push(CUSTOMER_IMPORT_MESSAGES.emailTaken);
    const dealershipId = p.row.dealership ? dealershipOf(p.row.dealership) : null;
    if (errors.length === 0 && p.row.dealership && dealershipId === null)
      errors.push(CUSTOMER_IMPORT_MESSAGES.dealership(p.row.dealership));
    if (errors.length > 0) {
      results.push({ line: p.line, values: p.values, errors, outcome: 'failed' });
      continue;
    }
    const current: Current =
      state.get(p.row.cpf) ??
      (existing
        ? {
            id: existing.id,
            fullName: existing.fullName,
            email: existing.email,
            phone: existing.phone,
            dealershipId: existing.dealershipId,
            consent: consentOf.get(existing.id) ?? null,
          }
        : { id: null, fullName: '', email: null, phone: null, dealershipId: null, consent: null });
    const next = nextState(current, p.row, dealershipId);
    const isNew = current.id === null && !state.has(p.row.cpf);
    const changed = isNew || JSON.stringify(next) !== JSON.stringify(current);
    state.set(p.row.cpf, next);
    if (p.row.email) emailOwner.set(p.row.email, p.row.cpf);
    results.push({
      line: p.line,
      values: p.values,
      errors,
      outcome: isNew ? 'created' : changed ? 'updated' : 'unchanged',
    });
  }
  if (ctx.write) await writeState(tx, state, byCpf, ctx);
  return results;
}

function nextState(current: Current, row: CustomerRow, dealershipId: number | null): Current {
  return {
    id: current.id,
    fullName: row.fullName,
    email: row.email ?? current.email,
    phone: row.phone ?? current.phone,
    dealershipId: dealershipId ?? current.dealershipId,
    consent: row.consent ?? current.consent,
  };
}

async function writeState(
  tx: Tx,
  state: Map<string, Current>,
  byCpf: Map<
    string,
    { id: number; fullName: string; email: string | null; phone: string | null; dealershipId: number | null }
  >,
  ctx: ChunkContext,
) {
  const creates = [...state.entries()].filter(([, s]) => s.id === null);
  // One JSON parameter for the chunk's new customers (db/json-insert.ts).
  const created = creates.length
    ? await rowsOf<{ id: number; cpf: string }>(
        tx,
        sql`${insertFromJson(
          users,
          creates.map(([cpf, s]) => ({
            cpf,
            fullName: s.fullName,
            email: s.email,
            phone: s.phone,
            dealershipId: s.dealershipId,
            // The mirror of the consent recorded below (migration 0028's triggers keep it): written
            // here, the triggers find it equal and leave the new row alone instead of updating it.
            marketingConsent: s.consent === true,
            userType: 'CLIENTE' as const,
          })),
        )} returning "id", "cpf"`,
      )
    : [];
  const idOf = new Map(created.map((c) => [c.cpf, Number(c.id)]));
  for (const [cpf, s] of state) {
    const before = byCpf.get(cpf);
    if (!before || s.id === null) continue;
    if (
      before.fullName === s.fullName &&
      before.email === s.email &&
      before.phone === s.phone &&
      before.dealershipId === s.dealershipId
    )
      continue;
    await tx
      .update(users)
      .set({
        fullName: s.fullName,
        email: s.email,
        phone: s.phone,
        dealershipId: s.dealershipId,
        updatedAt: ctx.now,
      })
      .where(eq(users.id, s.id));
  }
  const note = `Importação CSV nº ${ctx.importId}`;
  await recordConsents(
    tx,
    [...state.entries()]
      .filter(([, s]) => s.consent !== null)
      .map(([cpf, s]) => ({
        userId: (s.id ?? idOf.get(cpf)) as number,
        purpose: 'marketing_push' as const,
        granted: s.consent === true,
        source: 'import' as const,
        actorId: ctx.by.id,
        actorName: ctx.by.fullName,
        note,
      })),
    ctx.now,
  );
}
