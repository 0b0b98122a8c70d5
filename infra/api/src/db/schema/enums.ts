// The enums live in the contract (one source for the API and the apps); the schema re-exports
// the ones its columns use so `db/schema` stays a complete import for repositories.
export {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  type FeedbackStatus,
  type FeedbackType,
  GASOLINE_TYPES,
  LEDGER_KINDS,
  type LedgerKind,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_STATUSES,
  OFFER_TYPES,
  type OfferType,
  SYNC_LOG_STATUSES,
  SYNC_TASK_TYPES,
  type SyncLogStatus,
  type SyncTaskType,
  USER_TYPES,
  type UserType,
} from '@fidelidade/contract/enums';
