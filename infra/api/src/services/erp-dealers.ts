/** Dealerships by CNPJ (digits) and by ERP reference, as the ERP records name them. */
import { dealerships } from '../db/schema/index.ts';
import type { Tx } from './jobs/job-types.ts';

export interface Dealers {
  byCnpj: Map<string, number>;
  byRef: Map<string, number>;
}

export async function loadDealers(tx: Tx): Promise<Dealers> {
  const rows = await tx
    .select({ id: dealerships.id, cnpj: dealerships.cnpj, ref: dealerships.externalNameRef })
    .from(dealerships);
  return {
    byCnpj: new Map(rows.map((r) => [r.cnpj.replace(/\D/g, ''), r.id])),
    byRef: new Map(rows.filter((r) => r.ref).map((r) => [(r.ref as string).toUpperCase(), r.id])),
  };
}

export const dealerOf = (d: Dealers, cnpj: string | null, ref: string | null) =>
  (cnpj ? d.byCnpj.get(cnpj) : undefined) ?? (ref ? d.byRef.get(ref.toUpperCase()) : undefined) ?? null;
