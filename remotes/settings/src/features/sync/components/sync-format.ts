import { formatDateTime, formatNumber } from '@fidelidade/session';

export const notInformed = 'Não informado';

/** Seconds as minutes and seconds: 75 → '1m 15s'. */
export function formatDuration(seconds: number | string | null | undefined): string {
  const total = Number(seconds);
  if (seconds === null || seconds === undefined || seconds === '' || !Number.isFinite(total))
    return notInformed;
  const whole = Math.max(0, Math.round(total));
  return `${Math.floor(whole / 60)}m ${whole % 60}s`;
}

export const dateOrNotInformed = (value: string | null | undefined) => formatDateTime(value) || notInformed;

export const countOrNotInformed = (value: number | null | undefined) =>
  value === null || value === undefined ? notInformed : formatNumber(value);

export const textOrNotInformed = (value: string | null | undefined) => value?.trim() || notInformed;
