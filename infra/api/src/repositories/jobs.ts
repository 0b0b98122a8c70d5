import { count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { type JobState, jobSchedules, jobs } from '../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect & { stuck: boolean };
export type ScheduleRow = typeof jobSchedules.$inferSelect & {
  lastStartedAt: Date | null;
  lastState: JobState | null;
  lastError: string | null;
};

/** A run past its task's expected duration (the engine also marks it: stuck_at). */
const stuck = sql<boolean>`(${jobs.state} = 'running' and (${jobs.stuckAt} is not null
  or ${jobs.startedAt} + make_interval(secs => ${jobs.expectedSeconds}) < now()))`;

/** Reads of the job engine's tables for the operations console (ops/jobs/). */
export function createJobsRepository(db: Database) {
  return {
    async recent(limit: number, state?: JobState): Promise<JobRow[]> {
      return db
        .select({ ...getTableColumns(jobs), stuck })
        .from(jobs)
        .where(state ? eq(jobs.state, state) : undefined)
        .orderBy(desc(jobs.id))
        .limit(limit);
    },

    async byId(id: number): Promise<JobRow | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(jobs), stuck })
        .from(jobs)
        .where(eq(jobs.id, id));
      return row;
    },

    async counts() {
      const rows = await db
        .select({ state: jobs.state, stuck, n: count() })
        .from(jobs)
        .where(sql`${jobs.state} in ('queued', 'running', 'failed')`)
        .groupBy(jobs.state, stuck);
      const sum = (pick: (r: (typeof rows)[number]) => boolean) =>
        rows.filter(pick).reduce((total, r) => total + r.n, 0);
      return {
        queued: sum((r) => r.state === 'queued'),
        running: sum((r) => r.state === 'running'),
        failed: sum((r) => r.state === 'failed'),
        stuck: sum((r) => r.stuck),
      };
    },

    async schedules(): Promise<ScheduleRow[]> {
      return db
        .select({
          name: jobSchedules.name,
          task: jobSchedules.task,
          payload: jobSchedules.payload,
          everyMs: jobSchedules.everyMs,
          lastSlotAt: jobSchedules.lastSlotAt,
          lastJobId: jobSchedules.lastJobId,
          updatedAt: jobSchedules.updatedAt,
          lastStartedAt: jobs.startedAt,
          lastState: jobs.state,
          lastError: jobs.lastError,
        })
        .from(jobSchedules)
        .leftJoin(jobs, eq(jobs.id, jobSchedules.lastJobId))
        .orderBy(jobSchedules.name);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    jobsRepository: JobsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('jobsRepository', createJobsRepository(app.db));
  },
  { name: 'jobs-repository', dependencies: ['db'] },
);
