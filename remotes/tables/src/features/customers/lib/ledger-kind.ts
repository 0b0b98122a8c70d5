import { LEDGER_KIND_LABELS, LEDGER_KINDS, type LedgerKind } from '@fidelidade/contract/enums';

const isLedgerKind = (kind: string): kind is LedgerKind => (LEDGER_KINDS as readonly string[]).includes(kind);

/** Portuguese label of a ledger kind; an unknown kind is shown as sent. */
export function ledgerKindLabel(kind: string): string {
  return isLedgerKind(kind) ? LEDGER_KIND_LABELS[kind] : kind;
}

/** The history's kind filter: every kind, or one of them ('' leaves the filter off). */
export const ledgerKindOptions = [
  { value: '', label: 'Todos os tipos' },
  ...LEDGER_KINDS.map((kind) => ({ value: kind, label: LEDGER_KIND_LABELS[kind] })),
];
