import {
  REDEMPTION_STATUS_LABELS,
  REDEMPTION_STATUSES,
  type RedemptionStatus,
} from '@fidelidade/contract/enums';

export const statusColors: Record<RedemptionStatus, string> = { pendente: 'gold', utilizado: 'green' };

export const statusOptions = REDEMPTION_STATUSES.map((value) => ({
  value,
  label: REDEMPTION_STATUS_LABELS[value],
}));

export const statusLabel = (status: RedemptionStatus) => REDEMPTION_STATUS_LABELS[status] ?? status;
