import type { FastifyRequest } from 'fastify';
import { notFound } from '../domain/http-error.ts';

/**
 * What a PUT that rewrites one row does around its own `write`: 404 when `read` finds no row `id`
 * (out of the caller's scope reads as none), then the write, the row read again, and the audit
 * log given its JSON before and after. Returns the JSON after: the answer.
 */
export async function auditedUpdate<Row, Json extends object>(
  request: FastifyRequest,
  id: number,
  read: (id: number) => Promise<Row | undefined>,
  toJson: (row: Row) => Json,
  write: (before: Row) => Promise<unknown>,
): Promise<Json> {
  const before = await read(id);
  if (!before) throw notFound();
  await write(before);
  const after = await read(id);
  if (!after) throw notFound();
  request.auditChanges(toJson(before), toJson(after));
  return toJson(after);
}
