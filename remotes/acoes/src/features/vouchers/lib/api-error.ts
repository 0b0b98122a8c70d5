import { HTTPError } from 'ky';

/** What a refused call said: the status, its `detail` and its field errors (`{field: ['msg']}`). */
export interface ApiRefusal {
  status: number | null;
  detail: string | null;
  fields: Record<string, string[]>;
}

function texts(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(texts);
  return [];
}

function bodyOf(error: HTTPError): Record<string, unknown> {
  let data: unknown = error.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return {};
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/** Reads a ky error (or anything thrown) into an ApiRefusal; non-HTTP failures have no status. */
export function readRefusal(error: unknown): ApiRefusal {
  if (!(error instanceof HTTPError)) return { status: null, detail: null, fields: {} };
  const body = bodyOf(error);
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(body)) {
    const list = texts(value);
    if (key !== 'detail' && list.length > 0) fields[key] = list;
  }
  return { status: error.response.status, detail: texts(body.detail)[0] ?? null, fields };
}
