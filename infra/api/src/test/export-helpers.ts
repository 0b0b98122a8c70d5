import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestContext } from './helpers.ts';

/** The node-postgres pool behind the test database, or undefined on PGlite. */
export function poolOf(ctx: Pick<TestContext, 'db'>): pg.Pool | undefined {
  const client: unknown = Reflect.get(ctx.db, '$client');
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * Export cursors still open. PGlite: its one session's cursors (db/cursor.ts names them). PostgreSQL:
 * a cursor lives in its pinned connection's open transaction, which no other session can list, so
 * count the sessions of this database left idle inside a transaction.
 */
export async function openExportCursors(ctx: Pick<TestContext, 'db' | 'handle'>): Promise<number> {
  const open = sql<number>`count(*)::int`.mapWith(Number);
  const [row] =
    ctx.handle.driver === 'pglite'
      ? await ctx.db.select({ open }).from(sql`pg_cursors`).where(sql`name like 'export_cursor_%'`)
      : await ctx.db
          .select({ open })
          .from(sql`pg_stat_activity`)
          .where(sql`datname = current_database() and state like 'idle in transaction%'`);
  return row?.open ?? -1;
}

/** Polls `check` until it holds (cleanup after a client disconnect is asynchronous). */
export async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

/** Parses `;`-separated RFC 4180 text (quoted fields may hold `;`, `""` and line breaks) into rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
