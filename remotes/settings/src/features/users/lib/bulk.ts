import type { BulkAction, BulkActionBody, BulkSelection } from '@fidelidade/contract';
import type { Capability } from '@fidelidade/contract/capabilities';
import {
  BULK_ACTION_KIND_LABELS,
  BULK_ACTION_KINDS,
  type BulkActionKind,
  USER_TYPES,
} from '@fidelidade/contract/enums';
import { formatNumber } from '@fidelidade/session';
import { type NumberFieldValue, numberOf } from '@fidelidade/ui/number-input';

/** The rows ticked on screen, or every row matching the list's filters. */
export type RowSelection = { mode: 'ids'; ids: number[] } | { mode: 'all' };

export const BULK_MESSAGES = {
  action: 'Escolha a ação.',
  points: 'Informe a quantidade de pontos.',
  range: 'Informe um número inteiro de pontos entre 1 e 1.000.000.',
  reason: 'Informe o motivo (mínimo de 3 caracteres).',
  reasonTooLong: 'O motivo pode ter no máximo 500 caracteres.',
} as const;

/** What each action needs besides bulk.actions, as the API checks it. */
const NEEDS: Record<BulkActionKind, Capability> = {
  credit: 'points.adjust',
  debit: 'points.adjust',
  activate: 'users.manage',
  deactivate: 'users.manage',
  export: 'users.manage',
};

export const actionOptions = (allowed: (capability: Capability) => boolean) =>
  BULK_ACTION_KINDS.filter((kind) => allowed(NEEDS[kind])).map((kind) => ({
    value: kind,
    label: BULK_ACTION_KIND_LABELS[kind],
  }));

export const takesPoints = (action: BulkActionKind | undefined) => action === 'credit' || action === 'debit';

/** The API's selection for Configurações → Usuários: ticked ids, or the filters of the list shown. */
export function toSelection(
  rows: RowSelection,
  filter: { search: string; user_type: string; is_active: string },
): BulkSelection {
  if (rows.mode === 'ids') return { list: 'users', ids: rows.ids };
  const userType = USER_TYPES.find((type) => type === filter.user_type);
  return {
    list: 'users',
    filter: {
      ...(filter.search ? { search: filter.search } : {}),
      ...(userType ? { user_type: userType } : {}),
      ...(filter.is_active ? { is_active: filter.is_active === 'true' } : {}),
    },
  };
}

export interface BulkValues {
  action?: BulkActionKind;
  points?: NumberFieldValue;
  reason?: string;
}

export function toBulkBody(selection: BulkSelection, values: BulkValues, count: number): BulkActionBody {
  const action = values.action ?? 'export';
  return {
    selection,
    action,
    ...(takesPoints(action)
      ? { points: numberOf(values.points) ?? 0, reason: (values.reason ?? '').trim() }
      : {}),
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
