/** Validation of the ERP contract's records; a malformed record becomes a warning and is skipped. */
import { UFS, type Uf } from '@fidelidade/contract/enums';
import { isValidCpf } from './cpf.ts';
import { parseCents } from './money.ts';

export interface CustomerRecord {
  externalId: string;
  cpf: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  dealershipRef: string | null;
  /** Optional facts for the audiences: 'AAAA-MM-DD', the customer's own city and UF (null: not sent or invalid). */
  birthDate: string | null;
  city: string | null;
  state: Uf | null;
  updatedAt: Date;
}

export interface PurchaseRecord {
  externalId: string;
  cpf: string;
  cents: number;
  /** The ERP cancelled the service or the purchase was returned: its points are reversed. */
  cancelled: boolean;
  description: string;
  occurredAt: Date;
  updatedAt: Date;
  dealershipCnpj: string | null;
  dealershipRef: string | null;
}

export interface RecordWarning {
  external_id: string | null;
  reason: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; warning: RecordWarning };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const str = (v: unknown): string | null => (typeof v === 'string' ? v.trim() : null);

function date(v: unknown): Date | null {
  const s = str(v);
  if (!s || !/^\d{4}-\d{2}-\d{2}/.test(s)) return null;
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : new Date(t);
}

/** A calendar day 'AAAA-MM-DD' that exists and is not in the future, else null. */
function birthDay(v: unknown): string | null {
  const s = str(v);
  if (!s || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return null;
  const d = new Date(`${s}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s) return null;
  return d.getTime() <= Date.now() && s >= '1900-01-01' ? s : null;
}

function common(
  raw: unknown,
): { rec: Record<string, unknown>; externalId: string; cpf: string } | RecordWarning {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return { external_id: null, reason: 'registro não é um objeto' };
  const rec = raw as Record<string, unknown>;
  const externalId =
    str(rec.external_id) ?? (typeof rec.external_id === 'number' ? String(rec.external_id) : null);
  if (!externalId || externalId.length > 80)
    return { external_id: null, reason: 'external_id ausente ou inválido' };
  const cpf = (str(rec.cpf) ?? '').replace(/[.\-\s]/g, '');
  if (!isValidCpf(cpf))
    return { external_id: externalId, reason: `CPF inválido: '${String(rec.cpf ?? '')}'` };
  return { rec, externalId, cpf };
}

export function parseCustomer(raw: unknown): Parsed<CustomerRecord> {
  const c = common(raw);
  if ('reason' in c) return { ok: false, warning: c };
  const { rec, externalId, cpf } = c;
  const fullName = str(rec.full_name) ?? '';
  if (fullName === '' || fullName.length > 255)
    return { ok: false, warning: { external_id: externalId, reason: 'full_name ausente ou longo demais' } };
  const updatedAt = date(rec.updated_at);
  if (!updatedAt) return { ok: false, warning: { external_id: externalId, reason: 'updated_at inválido' } };
  const email = (str(rec.email) ?? '').toLowerCase();
  const phone = str(rec.phone) ?? '';
  const city = str(rec.city) ?? '';
  const state = (str(rec.state) ?? '').toUpperCase();
  return {
    ok: true,
    value: {
      externalId,
      cpf,
      fullName,
      // A malformed email is dropped (the customer is still imported).
      email: email !== '' && email.length <= 254 && EMAIL.test(email) ? email : null,
      phone: phone === '' ? null : phone.slice(0, 30),
      dealershipRef: str(rec.dealership_ref) || null,
      // The audiences' optional facts: an invalid one is dropped, the customer still imported.
      birthDate: birthDay(rec.birth_date),
      city: city === '' || city.length > 100 ? null : city,
      state: (UFS as readonly string[]).includes(state) ? (state as Uf) : null,
      updatedAt,
    },
  };
}

export function parsePurchase(raw: unknown): Parsed<PurchaseRecord> {
  const c = common(raw);
  if ('reason' in c) return { ok: false, warning: c };
  const { rec, externalId, cpf } = c;
  const cents = typeof rec.amount === 'string' ? parseCents(rec.amount) : null;
  if (cents === null)
    return {
      ok: false,
      warning: { external_id: externalId, reason: `amount inválido: '${String(rec.amount ?? '')}'` },
    };
  const occurredAt = date(rec.occurred_at);
  const updatedAt = date(rec.updated_at);
  if (!occurredAt || !updatedAt)
    return { ok: false, warning: { external_id: externalId, reason: 'occurred_at/updated_at inválido' } };
  const cnpj = (str(rec.dealership_cnpj) ?? '').replace(/\D/g, '');
  const status = str(rec.status) ?? 'active';
  if (status !== 'active' && status !== 'cancelled')
    return { ok: false, warning: { external_id: externalId, reason: `status inválido: '${status}'` } };
  return {
    ok: true,
    value: {
      externalId,
      cpf,
      cents,
      cancelled: status === 'cancelled',
      description: (str(rec.description) ?? '').slice(0, 200),
      occurredAt,
      updatedAt,
      dealershipCnpj: cnpj.length === 14 ? cnpj : null,
      dealershipRef: str(rec.dealership_ref) || null,
    },
  };
}

/** "0.1000" (numeric(8,4)) → 1000 ten-thousandths; null if malformed. */
export function weightTenThousandths(weight: string): number | null {
  const m = /^(\d{1,4})(?:\.(\d{1,4}))?$/.exec(weight.trim());
  if (!m) return null;
  return Number(m[1]) * 10_000 + Number((m[2] ?? '').padEnd(4, '0'));
}

/** floor(amount × weight) in exact integer arithmetic. */
export function pointsFor(cents: number, weight: number): number {
  return Number((BigInt(cents) * BigInt(weight)) / 1_000_000n);
}
