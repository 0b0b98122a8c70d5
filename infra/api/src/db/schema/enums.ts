export const USER_TYPES = ['CLIENTE', 'PARCEIRO', 'DEALERSHIP', 'ADMIN'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const OFFER_TYPES = [
  'CUPOM_DESCONTO',
  'VOUCHER_RELAMPAGO',
  'GIFT',
  'GASOLINE_SPECIAL',
  'TIME_LIMITED',
  'PARTNER_DISCOUNT',
] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export const GASOLINE_TYPES = [
  'Gasolina Comum',
  'Gasolina Aditivada',
  'Etanol',
  'Gasolina Premium',
  'Diesel',
  'Diesel S-10',
] as const;

/** Why a ledger entry exists. Positive kinds credit points, REDEMPTION/EXPIRATION debit them. */
export const LEDGER_KINDS = [
  'SERVICE',
  'MERCHANDISE',
  'BONUS',
  'ADJUSTMENT',
  'REDEMPTION',
  'REFUND',
  'EXPIRATION',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const FEEDBACK_TYPES = ['SUGGESTION', 'COMPLAINT', 'PRAISE', 'BUG_REPORT', 'GENERAL'] as const;
export const FEEDBACK_STATUSES = ['PENDING', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const;
export const NOTIFICATION_STATUSES = ['DRAFT', 'SCHEDULED', 'SENT', 'FAILED'] as const;
export const NOTIFICATION_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** ERP synchronisation tasks (one per imported resource). */
export const SYNC_TASK_TYPES = ['CUSTOMERS', 'SERVICES', 'MERCHANDISE'] as const;
export type SyncTaskType = (typeof SYNC_TASK_TYPES)[number];
export const SYNC_LOG_STATUSES = ['running', 'success', 'error', 'warning'] as const;
export type SyncLogStatus = (typeof SYNC_LOG_STATUSES)[number];
