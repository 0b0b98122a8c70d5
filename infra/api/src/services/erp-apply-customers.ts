/**
 * One page of ERP customers applied in the page's transaction: CLIENTE users upserted by CPF. A CPF
 * of a non-customer, an external_id bound to another CPF and an email of another user are warnings.
 */
import { eq, inArray, or, sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { CustomerRecord, RecordWarning } from '../domain/erp-records.ts';
import { dealerOf, loadDealers } from './erp-dealers.ts';
import type { Tx } from './jobs/job-types.ts';

export interface BatchResult {
  created: number;
  updated: number;
  unchanged: number;
  warnings: RecordWarning[];
  /** Earliest updated_at of a record skipped because its customer does not exist yet. */
  hold: Date | null;
}

export const emptyBatch = (): BatchResult => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  warnings: [],
  hold: null,
});

const cols = {
  id: users.id,
  cpf: users.cpf,
  email: users.email,
  userType: users.userType,
  fullName: users.fullName,
  phone: users.phone,
  birthDate: users.birthDate,
  city: users.city,
  state: users.state,
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
  birthDate: string | null;
  city: string | null;
  state: string | null;
  externalId: string | null;
  dealershipId: number | null;
};

/** Who already holds the page's CPFs, external ids and emails. */
async function owners(tx: Tx, records: CustomerRecord[]) {
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
  return {
    byCpf: new Map(found.map((u) => [u.cpf, u])),
    emailOwner: new Map(found.filter((u) => u.email).map((u) => [u.email as string, u.id])),
    extOwner: new Map(found.filter((u) => u.externalId).map((u) => [u.externalId as string, u.id])),
  };
}
type Owners = Awaited<ReturnType<typeof owners>>;

/** Why `r` cannot be applied, or the email it may keep (null when another user has it). */
function check(r: CustomerRecord, user: Row | undefined, o: Owners, out: BatchResult) {
  const warn = (reason: string) => {
    out.warnings.push({ external_id: r.externalId, reason });
    return null;
  };
  if (user && user.userType !== 'CLIENTE') return warn('CPF pertence a um usuário que não é cliente');
  const extHolder = o.extOwner.get(r.externalId);
  if (extHolder !== undefined && extHolder !== user?.id) return warn('external_id já associado a outro CPF');
  const emailHolder = r.email ? o.emailOwner.get(r.email) : undefined;
  if (r.email && emailHolder !== undefined && emailHolder !== user?.id) {
    warn('email já usado por outro usuário (ignorado)');
    return { email: null };
  }
  return { email: r.email };
}

async function create(
  tx: Tx,
  r: CustomerRecord,
  email: string | null,
  dealershipId: number | null,
  o: Owners,
) {
  const [row] = await tx
    .insert(users)
    .values({
      cpf: r.cpf,
      email,
      fullName: r.fullName,
      phone: r.phone,
      birthDate: r.birthDate,
      city: r.city,
      state: r.state,
      userType: 'CLIENTE',
      externalId: r.externalId,
      dealershipId,
    })
    .returning(cols);
  const created = row as Row;
  o.byCpf.set(created.cpf, created);
  o.extOwner.set(r.externalId, created.id);
  if (email) o.emailOwner.set(email, created.id);
}

/** Writes what changed; false when nothing did. */
async function update(
  tx: Tx,
  user: Row,
  r: CustomerRecord,
  email: string | null,
  dealershipId: number | null,
  o: Owners,
) {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (user.fullName !== r.fullName) changes.fullName = r.fullName;
  if (email && user.email !== email) changes.email = email;
  if (r.phone && user.phone !== r.phone) changes.phone = r.phone;
  if (r.birthDate && user.birthDate !== r.birthDate) changes.birthDate = r.birthDate;
  if (r.city && user.city !== r.city) changes.city = r.city;
  if (r.state && user.state !== r.state) changes.state = r.state;
  if (user.externalId === null) changes.externalId = r.externalId;
  if (user.dealershipId === null && dealershipId !== null) changes.dealershipId = dealershipId;
  if (Object.keys(changes).length === 0) return false;
  await tx
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, user.id));
  if (changes.email) {
    if (user.email) o.emailOwner.delete(user.email);
    o.emailOwner.set(changes.email, user.id);
  }
  Object.assign(user, changes);
  o.extOwner.set(r.externalId, user.id);
  return true;
}

/** Upserts CLIENTE users by CPF. */
export async function applyCustomers(tx: Tx, records: CustomerRecord[]): Promise<BatchResult> {
  const out = emptyBatch();
  if (records.length === 0) return out;
  const dealers = await loadDealers(tx);
  const o = await owners(tx, records);
  for (const r of records) {
    const user = o.byCpf.get(r.cpf);
    const ok = check(r, user, o, out);
    if (!ok) continue;
    const dealershipId = dealerOf(dealers, null, r.dealershipRef);
    if (!user) {
      await create(tx, r, ok.email, dealershipId, o);
      out.created++;
    } else if (await update(tx, user, r, ok.email, dealershipId, o)) out.updated++;
    else out.unchanged++;
  }
  return out;
}
