import type { FieldErrors } from '@fidelidade/contract';

/** A save (create or update) that failed, with the field errors the server sent (400 {field: [msg]}). */
export class OfferSaveError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors,
    readonly details: string[] = [],
  ) {
    super(message);
  }
}

/** A 400 body as field errors; anything that is not a list or a text is dropped. */
export function asFieldErrors(body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) errors[key] = value.filter((item): item is string => typeof item === 'string');
    else if (typeof value === 'string') errors[key] = [value];
  }
  return errors;
}

/** The `detail` text of an error body ({detail: 'msg'}), when there is one. */
export function detailOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return null;
  return typeof body.detail === 'string' ? body.detail : null;
}
