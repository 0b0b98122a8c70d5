import type { BulkAction, BulkActionBody, BulkSelection } from '@fidelidade/contract';
import { type Actor, bulkActionsFor } from '@fidelidade/contract/capabilities';
import { BULK_ACTION_KIND_LABELS, type BulkActionKind, type BulkList } from '@fidelidade/contract/enums';
import { formatNumber } from '@fidelidade/session';
import { type NumberFieldValue, numberOf } from '../number-input';

/** The rows ticked on screen, or every row matching the list's filters. */
export type RowSelection = { mode: 'ids'; ids: number[] } | { mode: 'all' };

/** The list's filters as the API reads them for a "select all that match" selection. */
export type BulkFilter = NonNullable<BulkSelection['filter']>;

export const BULK_MESSAGES = {
  action: 'Escolha a ação.',
  points: 'Informe a quantidade de pontos.',
  range: 'Informe um número inteiro de pontos entre 1 e 1.000.000.',
  reason: 'Informe o motivo (mínimo de 3 caracteres).',
  reasonTooLong: 'O motivo pode ter no máximo 500 caracteres.',
  audience: 'Escolha o público.',
} as const;

/** The actions this user may take on `list`: the contract's rule, as the API checks it. */
export const actionOptions = (list: BulkList, user: Actor | null | undefined) =>
  bulkActionsFor(user, list).map((kind) => ({ value: kind, label: BULK_ACTION_KIND_LABELS[kind] }));

export const takesPoints = (action: BulkActionKind | undefined) => action === 'credit' || action === 'debit';

/** The API's selection: ticked ids, or the filters of the list shown (empty ones left out). */
export function toSelection(rows: RowSelection, list: BulkList, filter: BulkFilter): BulkSelection {
  if (rows.mode === 'ids') return { list, ids: rows.ids };
  const given = Object.entries(filter).filter(([, value]) => value !== undefined && value !== '');
  return { list, filter: Object.fromEntries(given) as BulkFilter };
}

export interface BulkValues {
  action?: BulkActionKind;
  points?: NumberFieldValue;
  reason?: string;
  audience_id?: number;
}

export function toBulkBody(selection: BulkSelection, values: BulkValues, count: number): BulkActionBody {
  const action = values.action ?? 'export';
  return {
    selection,
    action,
    ...(takesPoints(action)
      ? { points: numberOf(values.points) ?? 0, reason: (values.reason ?? '').trim() }
      : {}),
    ...(action === 'audience' && values.audience_id !== undefined ? { audience_id: values.audience_id } : {}),
    expected_count: count,
  };
}

export const users = (count: number) => (count === 1 ? '1 usuário' : `${formatNumber(count)} usuários`);

/** Targets done out of all, as a whole percentage. */
export function bulkPercent(run: Pick<BulkAction, 'progress' | 'total' | 'finished_at'>): number {
  if (run.finished_at) return 100;
  const total = run.progress?.total ?? run.total;
  return total > 0 ? Math.floor(((run.progress?.done ?? 0) * 100) / total) : 0;
}
