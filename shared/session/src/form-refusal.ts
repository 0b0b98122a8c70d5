import { HTTPError } from 'ky';
import { getHttp } from './http-client';
import { type ListBody, readList } from './normalize';

/** A refused write or check (400): the API's field errors by its keys, and its other messages. */
export class FormRefusal extends Error {
  constructor(
    readonly fields: Record<string, string[]>,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/**
 * Rethrows a 400 as a FormRefusal (`detail` and `non_field_errors` joined, every other key a field),
 * anything else as it is: a form shows the first under its fields and the second in its banner.
 */
export async function throwFormRefusal(error: unknown): Promise<never> {
  if (error instanceof HTTPError && error.response.status === 400) {
    const body = (error.data ?? {}) as Record<string, unknown>;
    const fields: Record<string, string[]> = {};
    let detail = '';
    for (const [key, value] of Object.entries(body)) {
      const messages = (Array.isArray(value) ? value : [value]).filter(
        (m): m is string => typeof m === 'string',
      );
      if (key === 'detail' || key === 'non_field_errors') detail = messages.join(' ');
      else fields[key] = messages;
    }
    throw new FormRefusal(fields, detail);
  }
  throw error;
}

/** The first `size` rows of a list endpoint (its own order unless `params` say): lists a tab shows whole. */
export async function firstRows<T>(
  path: string,
  params: Record<string, string> = {},
  size = 100,
): Promise<T[]> {
  const body = await getHttp()
    .get(path, { searchParams: { ...params, page_size: size } })
    .json<ListBody<T>>();
  return readList(body, size).rows;
}
