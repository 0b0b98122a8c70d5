import type { PointsAdjustmentBody } from '@fidelidade/contract';
import { type NumberFieldValue, numberOf } from '@fidelidade/ui/number-input';

/** The API's limit either way (MAX_POINTS_ADJUSTMENT in the contract, a TypeBox module the UI does not load). */
export const maxPointsAdjustment = 1_000_000;

export type AdjustmentDirection = 'credit' | 'debit';

/** What the form holds; `points` is undefined until typed. */
export interface PointsAdjustmentValues {
  direction: AdjustmentDirection;
  points?: NumberFieldValue;
  reason: string;
}

export const adjustmentDefaults: PointsAdjustmentValues = { direction: 'credit', points: null, reason: '' };

/** The body the API takes: one signed number (a debit is negative) and the trimmed reason. */
export function toAdjustmentBody(values: PointsAdjustmentValues): PointsAdjustmentBody {
  const points = numberOf(values.points) ?? 0;
  return { points: values.direction === 'debit' ? -points : points, reason: values.reason.trim() };
}
