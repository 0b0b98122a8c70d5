import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { programmeSettings } from '../../db/schema/index.ts';
import type { Tx } from '../jobs/job-types.ts';

export type Queryable = Database | Tx;
export type ProgrammeSettingsRow = typeof programmeSettings.$inferSelect;

/** The programme's one settings row (the migration creates it; it is never deleted). */
export async function readProgrammeSettings(db: Queryable): Promise<ProgrammeSettingsRow> {
  const [row] = await db.select().from(programmeSettings).where(eq(programmeSettings.id, 1));
  if (!row) throw new Error('programme_settings has no row (migration 0018 creates it)');
  return row;
}
