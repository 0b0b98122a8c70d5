import type { RedemptionStatus } from '@fidelidade/contract/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { Bind } from '../db/bind.ts';
import { redemptions } from '../db/schema/index.ts';

/**
 * A voucher's status from its row: cancelado once withdrawn (its points returned), utilizado once
 * burned, pendente otherwise (docs/product.md §4).
 */
export function redemptionStatus(row: { isUsed: boolean; cancelledAt: Date | null }): RedemptionStatus {
  if (row.cancelledAt) return 'cancelado';
  return row.isUsed ? 'utilizado' : 'pendente';
}

/**
 * The list filter for a status, its value bound (`status`): a prepared list's shape says only that
 * a status is filtered, so one statement serves the three.
 */
export function redemptionStatusWhere(status: RedemptionStatus | undefined, bind: Bind): SQL | undefined {
  if (!status) return undefined;
  return sql`(case ${bind('status', status)}::text
    when 'cancelado' then ${redemptions.cancelledAt} is not null
    when 'utilizado' then ${redemptions.isUsed}
    else not ${redemptions.isUsed} and ${redemptions.cancelledAt} is null end)`;
}
