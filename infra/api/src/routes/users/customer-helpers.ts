import type { CustomerProfile, LedgerEntry } from '@fidelidade/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError, notAuthenticated } from '../../domain/http-error.ts';
import { isDebit } from '../../domain/ledger-direction.ts';
import { type Principal, scopeOf } from '../../domain/principal.ts';
import type { CustomerProfileRow } from '../../repositories/customer-accounts.ts';
import type { HistoryRow } from '../../repositories/customer-ledger.ts';

/** A non-customer id and a customer outside the caller's scope answer alike (no existence leak). */
export const customerNotFound = () => new HttpError(404, { detail: 'Cliente não encontrado.' });

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw notAuthenticated();
  return request.principal;
}

/** The customer in the caller's scope (Tabelas → Usuários' rows), or a 404. */
export async function scopedCustomer(request: FastifyRequest, id: number): Promise<CustomerProfileRow> {
  const profile = await request.server.userAdminRepository.customerProfile(id, scopeOf(principalOf(request)));
  if (!profile) throw customerNotFound();
  return profile;
}

export function customerProfileBody(row: CustomerProfileRow): CustomerProfile {
  return {
    id: row.id,
    full_name: row.fullName,
    cpf: row.cpf,
    email: row.email,
    is_active: row.isActive,
    date_joined: row.createdAt.toISOString(),
    points_balance: row.pointsBalance,
    points_earned: row.pointsEarned,
    points_spent: row.pointsSpent,
    last_activity_at: row.lastActivityAt ? row.lastActivityAt.toISOString() : null,
    vouchers_count: row.vouchersCount,
    vouchers_used_count: row.vouchersUsedCount,
    anonymized: row.anonymizedAt !== null,
  };
}

export function ledgerEntryBody(row: HistoryRow): LedgerEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    kind: row.kind,
    activity_type: isDebit(row) ? 'Subtração' : 'Adição',
    points: row.points,
    description: row.description,
    reason: row.reason,
    created_by:
      row.createdById !== null && row.createdByName !== null
        ? { id: row.createdById, full_name: row.createdByName }
        : null,
  };
}
