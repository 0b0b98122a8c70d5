import type { LedgerKind } from '@fidelidade/contract/enums';

/** Kinds that take points away whatever the amount: a 0-point redemption is still a redemption. */
export const DEBIT_KINDS = ['REDEMPTION', 'EXPIRATION'] as const satisfies readonly LedgerKind[];

/** Whether a ledger entry is shown as a debit ('Subtração', REDEEM) or a credit ('Adição', EARN). */
export function isDebit(entry: { kind: string; points: number }): boolean {
  return entry.points < 0 || (DEBIT_KINDS as readonly string[]).includes(entry.kind);
}
