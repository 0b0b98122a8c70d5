import { HTTPError } from 'ky';

/** The JSON body of a refused call (ky keeps it parsed, or as text), else undefined. */
function bodyOf(error: unknown): unknown {
  if (!(error instanceof HTTPError)) return undefined;
  const { data } = error;
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * The API's field errors (`{point_value: ['…']}`) for the form's own fields, as antd's `setFields`
 * takes them; fields the form does not have are left out.
 */
export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]) {
  const body = bodyOf(error);
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
