import { isHTTPError } from 'ky';

function parsed(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/** A DRF 400's field errors (`{field: ['message']}`), first message per field; {} otherwise. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isHTTPError(error) || error.response.status !== 400) return {};
  const body = parsed(error.data);
  if (typeof body !== 'object' || body === null) return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(body)) {
    if (Array.isArray(value) && typeof value[0] === 'string') out[field] = value[0];
  }
  return out;
}
