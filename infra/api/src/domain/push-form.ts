import { PUSH_DATE_MESSAGE } from '@fidelidade/contract';
import { HttpError } from './http-error.ts';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/i;
const BLANK = 'Este campo não pode ficar em branco.';

/** Every refusal of the push form (the routes' 400 answers list them). */
export const PUSH_FORM_REFUSALS = {
  blank: BLANK,
  invalidDate: PUSH_DATE_MESSAGE,
  scheduledPast: 'A data de agendamento deve estar no futuro.',
  scheduleMissing: 'Informe a data de agendamento.',
  expiresBeforeSchedule: 'A data de expiração deve ser posterior à data de agendamento.',
  expiresPast: 'A data de expiração deve estar no futuro.',
} as const;

/** The push form's fields as the send and the scheduled-push edit take them. */
export interface PushFormFields {
  title: string;
  message: string;
  scheduled_for?: string | null | undefined;
  expires_at?: string | null | undefined;
}

export interface PushFormValues {
  title: string;
  message: string;
  scheduledFor: Date | null;
  expiresAt: Date | null;
}

/** ISO 8601 date-time; without an offset it is Brasília time (UTC−3, no DST since 2019). */
function parseDateTime(value: string | null | undefined): Date | null | 'invalid' {
  const text = value?.trim();
  if (!text) return null;
  if (!ISO_DATE_TIME.test(text)) return 'invalid';
  const hasOffset = /(Z|[+-]\d{2}(:?\d{2})?)$/i.test(text.slice(10));
  const date = new Date(hasOffset ? text : `${text.replace(' ', 'T')}-03:00`);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

/**
 * Checks a push (docs/product.md §5: title and message required, dates ISO; a schedule in the
 * future, an expiry after the schedule and after now) and throws one 400 with every problem.
 * `requireSchedule`: editing a scheduled push keeps it scheduled.
 */
export function readPushForm(body: PushFormFields, now: Date, requireSchedule = false): PushFormValues {
  const errors: Record<string, string[]> = {};
  const title = body.title.trim();
  const message = body.message.trim();
  if (title === '') errors.title = [BLANK];
  if (message === '') errors.message = [BLANK];
  const scheduledFor = parseDateTime(body.scheduled_for);
  const expiresAt = parseDateTime(body.expires_at);
  if (scheduledFor === 'invalid') errors.scheduled_for = [PUSH_FORM_REFUSALS.invalidDate];
  else if (scheduledFor && scheduledFor <= now) errors.scheduled_for = [PUSH_FORM_REFUSALS.scheduledPast];
  else if (!scheduledFor && requireSchedule) errors.scheduled_for = [PUSH_FORM_REFUSALS.scheduleMissing];
  if (expiresAt === 'invalid') errors.expires_at = [PUSH_FORM_REFUSALS.invalidDate];
  else if (expiresAt && scheduledFor instanceof Date && expiresAt <= scheduledFor)
    errors.expires_at = [PUSH_FORM_REFUSALS.expiresBeforeSchedule];
  else if (expiresAt && expiresAt <= now) errors.expires_at = [PUSH_FORM_REFUSALS.expiresPast];
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return {
    title,
    message,
    scheduledFor: scheduledFor as Date | null,
    expiresAt: expiresAt as Date | null,
  };
}
