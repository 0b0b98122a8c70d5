/**
 * How long finished jobs stay: a schedule fires every few seconds, so its succeeded jobs go after a
 * day; every other finished job stays 30 days (what a failed run said, who retried it). Deleting is
 * safe for dedupe keys: a schedule's slot key never comes back.
 */
import { and, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

export async function pruneFinishedJobs(db: Database): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.state, ['succeeded', 'failed', 'cancelled']),
        or(
          and(isNotNull(jobs.scheduleName), lt(jobs.finishedAt, sql`now() - interval '1 day'`)),
          and(isNull(jobs.scheduleName), lt(jobs.finishedAt, sql`now() - interval '30 days'`)),
        ),
        // Jobs a task row still points at (ERP runs) stay.
        sql`not exists (select 1 from integration_tasks where current_job_id = ${jobs.id})`,
        sql`not exists (select 1 from job_schedules where last_job_id = ${jobs.id})`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}
