import { type Static, Type } from 'typebox';
import {
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_STATUSES,
} from '../enums.ts';
import {
  DateTime,
  ExportFormatQuery,
  FilterOf,
  MESSAGES_KEYWORD,
  NonBlank,
  Nullable,
  OrderingOf,
  PageQuery,
  RowId,
  SearchQuery,
} from './common.ts';

export const FeedbackTypeSchema = Type.Enum(FEEDBACK_TYPES);
export const FeedbackStatusSchema = Type.Enum(FEEDBACK_STATUSES);
export const NotificationPrioritySchema = Type.Enum(NOTIFICATION_PRIORITIES);
export const NotificationStatusSchema = Type.Enum(NOTIFICATION_STATUSES);

/** A customer's feedback. The CPF is always present (users.cpf is NOT NULL). */
export const Feedback = Type.Object({
  id: Type.Integer(),
  user: Type.Integer(),
  user_name: Type.String(),
  user_cpf: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  feedback_type: FeedbackTypeSchema,
  /** The pt-BR label of feedback_type. */
  feedback_type_display: Type.String(),
  /** 1 low … 3 high (FEEDBACK_PRIORITIES). */
  priority: Type.Integer(),
  status: FeedbackStatusSchema,
  admin_response: Nullable(Type.String()),
  responded_at: Nullable(DateTime),
  responded_by_name: Nullable(Type.String()),
  created_at: DateTime,
});
export type Feedback = Static<typeof Feedback>;

export const FeedbackListQuery = Type.Object({
  ...PageQuery,
  search: SearchQuery,
  status: FilterOf(FEEDBACK_STATUSES),
  type: FilterOf(FEEDBACK_TYPES),
  /** Only this customer's feedback (the customer page). */
  user: Type.Optional(RowId),
  ordering: OrderingOf('communications/admin/feedback/list/'),
  format: ExportFormatQuery,
});
export type FeedbackListQuery = Static<typeof FeedbackListQuery>;

/** The admin's answer; the status defaults to RESOLVED. */
export const FeedbackRespondBody = Type.Object({
  response: NonBlank(5000, 'A resposta não pode ficar em branco.'),
  status: Type.Optional(FeedbackStatusSchema),
});
export type FeedbackRespondBody = Static<typeof FeedbackRespondBody>;

/** Customer app: new feedback (type GENERAL and priority 2 when not sent). */
export const FeedbackCreateBody = Type.Object({
  subject: NonBlank(200),
  message: NonBlank(5000),
  feedback_type: Type.Optional(FeedbackTypeSchema),
  priority: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
});
export type FeedbackCreateBody = Static<typeof FeedbackCreateBody>;

/** A push notification as the back office lists it. */
export const Notification = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  priority: NotificationPrioritySchema,
  status: NotificationStatusSchema,
  scheduled_for: Nullable(DateTime),
  expires_at: Nullable(DateTime),
  sent_at: Nullable(DateTime),
  created_at: DateTime,
  /** Full name of the sender. */
  created_by: Nullable(Type.String()),
  dealership_id: Nullable(Type.Integer()),
  push_sent_success: Type.Integer(),
  total_recipients: Type.Integer(),
  /** Sent to a saved audience (its name as it was when sent; null: every customer of the scope). */
  audience_id: Nullable(Type.Integer()),
  audience_name: Nullable(Type.String()),
  /** A run of this automatic campaign (null: sent from the push form). */
  campaign_id: Nullable(Type.Integer()),
});
export type Notification = Static<typeof Notification>;

export const NotificationListQuery = Type.Object({
  ...PageQuery,
  status: FilterOf(NOTIFICATION_STATUSES),
  priority: FilterOf(NOTIFICATION_PRIORITIES),
  search: SearchQuery,
  ordering: OrderingOf('communications/admin/notifications/list/'),
  format: ExportFormatQuery,
});
export type NotificationListQuery = Static<typeof NotificationListQuery>;

/** A notification as the customer app reads it. */
export const CustomerNotification = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  priority: NotificationPrioritySchema,
  sent_at: Nullable(DateTime),
  expires_at: Nullable(DateTime),
  created_at: DateTime,
});
export type CustomerNotification = Static<typeof CustomerNotification>;

/** The refusal of a push date that is not an ISO 8601 date and time. */
export const PUSH_DATE_MESSAGE =
  'Formato inválido. Use data e hora ISO 8601 (ex.: 2026-12-01T10:00:00-03:00).';

/**
 * A push date: ISO 8601 date and time to the minute (seconds and fraction optional), with an
 * offset (`Z`, `-03:00`, `-0300`) or without one (Brasília time); blank or null is none.
 */
const PushDate = Type.Optional(
  Nullable(
    Type.String({
      maxLength: 64,
      pattern:
        '^\\s*$|^\\s*[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])[Tt ]([01][0-9]|2[0-3]):[0-5][0-9]' +
        '(:[0-5][0-9](\\.[0-9]{1,9})?)?([Zz]|[+-]([01][0-9]|2[0-3]):?[0-5][0-9])?\\s*$',
      [MESSAGES_KEYWORD]: { pattern: PUSH_DATE_MESSAGE },
    }),
  ),
);

/**
 * Push now, or at `scheduled_for` (in the future; `expires_at` after it and after now). Without an
 * offset a date is Brasília time.
 */
export const SendPushBody = Type.Object({
  title: NonBlank(200),
  message: NonBlank(2000),
  priority: Type.Optional(NotificationPrioritySchema),
  scheduled_for: PushDate,
  expires_at: PushDate,
  /** A saved audience of the sender (null or absent: every customer of its scope). */
  audience_id: Type.Optional(Nullable(RowId)),
  // Sent by the UI from its stored user; the server uses the token's user instead (never widens scope).
  created_by_id: Type.Optional(Nullable(Type.Integer())),
  user_type: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  dealership_id: Type.Optional(Nullable(Type.Integer())),
});
export type SendPushBody = Static<typeof SendPushBody>;

/**
 * PUT communications/admin/notifications/{id}/: a push still SCHEDULED, edited; it stays scheduled
 * (a future `scheduled_for` is required).
 */
export const ScheduledPushBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  message: Type.String({ minLength: 1, maxLength: 2000 }),
  priority: Type.Optional(NotificationPrioritySchema),
  scheduled_for: Type.String({ minLength: 1, maxLength: 64 }),
  expires_at: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
});
export type ScheduledPushBody = Static<typeof ScheduledPushBody>;

/**
 * GET communications/admin/send-push/recipients/: how many customers a push of the sender would
 * reach now, and above how many the form asks to confirm the count first.
 */
export const PushRecipientsQuery = Type.Object({ audience_id: Type.Optional(RowId) });
export type PushRecipientsQuery = Static<typeof PushRecipientsQuery>;

export const PushRecipients = Type.Object({
  recipients: Type.Integer({ minimum: 0 }),
  confirm_above: Type.Integer({ minimum: 0 }),
});
export type PushRecipients = Static<typeof PushRecipients>;

/**
 * 201 when sent or scheduled; the same body with a 502 when the push provider failed; 202 when the
 * deliveries are still being written by their job (a large audience: `notification.status` SENDING).
 */
export const SendPushResponse = Type.Object({
  push_sent: Type.Boolean(),
  is_scheduled: Type.Boolean(),
  total_recipients: Type.Integer(),
  notification: Notification,
  detail: Type.Optional(Type.String()),
});
export type SendPushResponse = Static<typeof SendPushResponse>;
