import {
  REDEMPTION_STATUS_LABELS,
  REDEMPTION_STATUSES,
  type RedemptionStatus,
} from '@fidelidade/contract/enums';

/** At the counter a used voucher must not look like a go-ahead: red, never green. */
export const statusColors: Record<RedemptionStatus, string> = {
  pendente: 'gold',
  utilizado: 'red',
  cancelado: 'default',
};

export const statusOptions = REDEMPTION_STATUSES.map((value) => ({
  value,
  label: REDEMPTION_STATUS_LABELS[value],
}));

export const statusLabel = (status: RedemptionStatus) => REDEMPTION_STATUS_LABELS[status] ?? status;
