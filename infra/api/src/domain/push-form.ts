import { HttpError } from './http-error.ts';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/i;
const INVALID_DATE = 'Formato inválido. Use data e hora ISO 8601 (ex.: 2026-12-01T10:00:00-03:00).';
const BLANK = 'Este campo não pode ficar em branco.';

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
  if (scheduledFor === 'invalid') errors.scheduled_for = [INVALID_DATE];
  else if (scheduledFor && scheduledFor <= now)
    errors.scheduled_for = ['A data de agendamento deve estar no futuro.'];
  else if (!scheduledFor && requireSchedule) errors.scheduled_for = ['Informe a data de agendamento.'];
  if (expiresAt === 'invalid') errors.expires_at = [INVALID_DATE];
  else if (expiresAt && scheduledFor instanceof Date && expiresAt <= scheduledFor)
    errors.expires_at = ['A data de expiração deve ser posterior à data de agendamento.'];
  else if (expiresAt && expiresAt <= now) errors.expires_at = ['A data de expiração deve estar no futuro.'];
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return {
    title,
    message,
    scheduledFor: scheduledFor as Date | null,
    expiresAt: expiresAt as Date | null,
  };
}
