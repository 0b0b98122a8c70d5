import {
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_TYPE_LABELS,
  LEDGER_KIND_LABELS,
  labelOf,
  NOTIFICATION_PRIORITY_LABELS,
  NOTIFICATION_STATUS_LABELS,
  OFFER_LOCATION_TYPE_LABELS,
  OFFER_TYPE_LABELS,
  PARTNER_CATEGORY_LABELS,
  REDEMPTION_STATUS_LABELS,
  SYNC_TASK_TYPE_LABELS,
  USER_TYPE_LABELS,
  WEEKDAY_LABELS,
} from '@fidelidade/contract/enums';
import { formatCurrencyBRL, formatDateTime, formatNumber } from '@fidelidade/session';
import { isIdField, MONEY_FIELDS } from './audit-fields';

type Labels = Readonly<Record<string, string>>;

/** The label map of an enum field; `status` and `priority` depend on what was written. */
function enumLabels(field: string, targetType: string): Labels | undefined {
  const byField: Record<string, Labels> = {
    offer_type: OFFER_TYPE_LABELS,
    user_type: USER_TYPE_LABELS,
    location_type: OFFER_LOCATION_TYPE_LABELS,
    category: PARTNER_CATEGORY_LABELS,
    feedback_type: FEEDBACK_TYPE_LABELS,
    kind: LEDGER_KIND_LABELS,
    task_type: SYNC_TASK_TYPE_LABELS,
  };
  if (field === 'status') {
    if (targetType === 'feedback') return FEEDBACK_STATUS_LABELS;
    if (targetType === 'voucher') return REDEMPTION_STATUS_LABELS;
    if (targetType === 'notification') return NOTIFICATION_STATUS_LABELS;
  }
  if (field === 'priority') {
    if (targetType === 'feedback') return FEEDBACK_PRIORITY_LABELS;
    if (targetType === 'notification') return NOTIFICATION_PRIORITY_LABELS;
  }
  return byField[field];
}

/** An instant as the API writes it (ISO 8601 with a zone): shown in São Paulo time. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const NAME_KEYS = ['full_name', 'name', 'brand_name', 'store_name', 'title', 'version'] as const;

const weekdays = (days: string) =>
  days
    .split(',')
    .map((day) => labelOf(WEEKDAY_LABELS, day.trim()))
    .join(', ');

/** A nested record (a location, a partner, who burned a voucher): its name, or its parts as text. */
function recordText(value: Record<string, unknown>, targetType: string): string {
  for (const key of NAME_KEYS) if (typeof value[key] === 'string') return value[key] as string;
  if (typeof value.address === 'string')
    return [value.address, value.city, value.state].filter((part) => typeof part === 'string').join(' - ');
  return Object.entries(value)
    .filter(([key]) => key !== 'id')
    .map(([key, inner]) => readable(key, inner, targetType))
    .join(', ');
}

function readable(field: string, value: unknown, targetType: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  const labels = enumLabels(field, targetType);
  if (labels && (typeof value === 'string' || typeof value === 'number'))
    return labelOf(labels, String(value));
  if (typeof value === 'number') return isIdField(field) ? String(value) : formatNumber(value);
  if (Array.isArray(value)) return value.map((item) => readable(field, item, targetType)).join(', ');
  if (typeof value === 'object') return recordText(value as Record<string, unknown>, targetType);
  const text = String(value);
  if (field === 'valid_days') return weekdays(text);
  if (INSTANT.test(text)) return formatDateTime(text) || text;
  if (MONEY_FIELDS.has(field) && DECIMAL.test(text)) return formatCurrencyBRL(Number(text));
  if (field === 'discount_percentage' && DECIMAL.test(text)) return `${formatNumber(Number(text))}%`;
  return text;
}

const MAX_VALUE = 80;

/**
 * One recorded value as the screens show it: '—' for none, Sim/Não, enum codes as their pt-BR
 * labels, instants in São Paulo time, numbers and money in pt-BR, nested records by name; cut at 80.
 */
export function valueText(field: string, value: unknown, targetType: string): string {
  const text = readable(field, value, targetType);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}
