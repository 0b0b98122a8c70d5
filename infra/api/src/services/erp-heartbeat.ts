/**
 * The heartbeat of a running ERP sync: renews its task's lease every third of ERP_LEASE_SECONDS,
 * independently of the pages, so a slow ERP page never costs the lease while a run whose instance
 * died stops renewing and is taken over once the lease expires (services/erp-takeover.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { integrationTasks } from '../db/schema/index.ts';

/** The lease's new end: the database's clock, so instances with skewed clocks agree. */
export const leaseExpr = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

export interface Heartbeat {
  /** Aborted when the outer signal is (shutdown) or the lease was lost. */
  readonly signal: AbortSignal;
  /** True once a renewal found another token on the task: another run owns it now. */
  readonly lost: boolean;
  stop(): void;
}

/** Moves the lease forward when the task still carries this run's token; false when it does not. */
export async function renewLease(
  db: Pick<Database, 'update'>,
  run: { taskId: number; token: string },
  leaseSeconds: number,
): Promise<boolean> {
  const renewed = await db
    .update(integrationTasks)
    .set({ leaseUntil: leaseExpr(leaseSeconds) })
    .where(and(eq(integrationTasks.id, run.taskId), eq(integrationTasks.runToken, run.token)))
    .returning({ id: integrationTasks.id });
  return renewed.length > 0;
}

export function startHeartbeat(
  db: Database,
  run: { taskId: number; token: string },
  leaseSeconds: number,
  outer: AbortSignal,
): Heartbeat {
  const lostLease = new AbortController();
  let lost = false;
  let beating = false;
  const beat = async () => {
    // A renewal still waiting (a busy database) is not doubled; the next tick tries again.
    if (beating || lost) return;
    beating = true;
    try {
      if (!(await renewLease(db, run, leaseSeconds))) {
        lost = true;
        lostLease.abort();
      }
    } catch {
      // A failed renewal (database briefly unreachable) is retried at the next beat; the page
      // transactions check the token themselves, so a run can never write after losing its task.
    } finally {
      beating = false;
    }
  };
  const timer = setInterval(() => void beat(), Math.max(1, (leaseSeconds * 1000) / 3));
  timer.unref();
  return {
    signal: AbortSignal.any([outer, lostLease.signal]),
    get lost() {
      return lost;
    },
    stop: () => clearInterval(timer),
  };
}
