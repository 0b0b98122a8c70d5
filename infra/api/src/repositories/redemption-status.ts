import type { RedemptionStatus } from '@fidelidade/contract/enums';
import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { redemptions } from '../db/schema/index.ts';

/**
 * A voucher's status from its row: cancelado once withdrawn (its points returned), utilizado once
 * burned, pendente otherwise (docs/product.md §4).
 */
export function redemptionStatus(row: { isUsed: boolean; cancelledAt: Date | null }): RedemptionStatus {
  if (row.cancelledAt) return 'cancelado';
  return row.isUsed ? 'utilizado' : 'pendente';
}

/** The list filter for a status (the status is part of a prepared list's shape, so no placeholder). */
export function redemptionStatusWhere(status: RedemptionStatus | undefined): SQL | undefined {
  if (status === 'cancelado') return isNotNull(redemptions.cancelledAt);
  if (status === 'utilizado') return eq(redemptions.isUsed, true);
  if (status === 'pendente') return and(eq(redemptions.isUsed, false), isNull(redemptions.cancelledAt));
  return undefined;
}
