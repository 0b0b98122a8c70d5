import { HTTPError } from 'ky';

/** The JSON body of a failed API call (ky keeps it parsed, or as text), else undefined. */
export function apiErrorBody(error: unknown): unknown {
  if (!(error instanceof HTTPError)) return undefined;
  const { data } = error;
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

export const isNotFound = (error: unknown) => error instanceof HTTPError && error.response.status === 404;

/**
 * The API's field errors ({points: ['…']}) for the given form fields, as antd's `setFields` takes
 * them; fields the form does not have are left out.
 */
export function fieldErrorsOf<F extends string>(body: unknown, fields: readonly F[]) {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  return fields.flatMap((name) => {
    const value = record[name];
    const errors = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string' && item.trim() !== '',
    );
    return errors.length > 0 ? [{ name, errors }] : [];
  });
}
