import type { DataRequest, DataRequestBody } from '@fidelidade/contract';
import {
  CONSENT_SOURCE_LABELS,
  DATA_REQUEST_CHANNEL_LABELS,
  DATA_REQUEST_CHANNELS,
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_KINDS,
  type DataRequestChannel,
  type DataRequestKind,
} from '@fidelidade/contract/enums';
import { formatDate } from '@fidelidade/session';

export const DATA_REQUEST_FORM_MESSAGES = {
  kind: 'Escolha o tipo de solicitação.',
  receivedOn: 'Informe a data em que o titular fez a solicitação.',
  future: 'A data da solicitação não pode estar no futuro.',
  noteTooLong: 'A observação pode ter no máximo 500 caracteres.',
} as const;

/** Today in Brasília time, as `AAAA-MM-DD` (the API's day and the date input's value). */
export const todayInBrasilia = (now: Date = new Date()) =>
  now.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

export interface DataRequestValues {
  kind?: DataRequestKind;
  received_on: string;
  channel?: DataRequestChannel | null;
  note: string;
}

export const dataRequestDefaults = (): DataRequestValues => ({
  received_on: todayInBrasilia(),
  channel: null,
  note: '',
});

export function toDataRequestBody(values: DataRequestValues): DataRequestBody {
  return {
    kind: values.kind ?? 'export',
    received_on: values.received_on,
    channel: values.channel ?? null,
    note: values.note.trim() || null,
  };
}

export const kindOptions = DATA_REQUEST_KINDS.map((kind) => ({
  value: kind,
  label: DATA_REQUEST_KIND_LABELS[kind],
}));
export const channelOptions = DATA_REQUEST_CHANNELS.map((channel) => ({
  value: channel,
  label: DATA_REQUEST_CHANNEL_LABELS[channel],
}));

const DAY = 86_400_000;

/** Where a request stands against its 15-day deadline (LGPD art. 19, II). */
export function requestStatus(
  request: Pick<DataRequest, 'due_at' | 'fulfilled_at'>,
  now: Date = new Date(),
): { label: string; color: 'green' | 'red' | 'gold' } {
  if (request.fulfilled_at)
    return { label: `Atendida em ${formatDate(request.fulfilled_at)}`, color: 'green' };
  const left = Math.ceil((new Date(request.due_at).getTime() - now.getTime()) / DAY);
  if (left < 0) return { label: `Prazo vencido em ${formatDate(request.due_at)}`, color: 'red' };
  const days = left === 1 ? '1 dia' : `${left} dias`;
  return { label: `Em aberto: prazo ${formatDate(request.due_at)} (${days})`, color: 'gold' };
}

/** What was delivered, in one line: the export's file, or what the anonymisation removed. */
export function deliverySummary(delivery: DataRequest['delivery']): string {
  if (!delivery) return '—';
  if (typeof delivery.file === 'string') return delivery.file;
  if (Array.isArray(delivery.removed)) return `Removidos: ${delivery.removed.join(', ')}`;
  return '—';
}

export const consentSourceLabel = (source: string | null) =>
  source && source in CONSENT_SOURCE_LABELS
    ? CONSENT_SOURCE_LABELS[source as keyof typeof CONSENT_SOURCE_LABELS]
    : '—';
