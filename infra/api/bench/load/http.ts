export interface Answer {
  status: number;
  body?: Record<string, unknown>;
}

/** One API request over the shared keep-alive pool of fetch; JSON answers are parsed (a client would). */
export async function call(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: object,
): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const type = res.headers.get('content-type') ?? '';
  const parsed = type.includes('json') ? ((await res.json()) as Record<string, unknown>) : undefined;
  if (!parsed) await res.arrayBuffer();
  return { status: res.status, ...(parsed ? { body: parsed } : {}) };
}

export const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;
