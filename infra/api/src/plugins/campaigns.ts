import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { campaigns, jobs } from '../db/schema/index.ts';
import { runCampaign } from '../services/campaigns/campaign-run.ts';

export const CAMPAIGNS_TASK = 'campaigns.run';
export const CAMPAIGN_TASK = 'campaigns.campaign';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs one campaign now in this process (its own job; another run may go on beside it: the
     * deliveries' unique key keeps each customer once), waiting at most `waitMs`: how many customers
     * this run reached when it ended, null while it still runs.
     */
    runCampaignNow(id: number, waitMs: number): Promise<number | null>;
  }
}

/**
 * Automatic campaigns on the job engine (docs/architecture.md §5, "Automatic campaigns"): the
 * `campaigns.run` schedule (every CAMPAIGNS_INTERVAL_MS, once per slot across instances) enqueues
 * one `campaigns.campaign` job per campaign active now; each is chunked with checkpoints.
 */
async function campaignsPlugin(app: FastifyInstance) {
  app.jobs.define({
    name: CAMPAIGN_TASK,
    expectedSeconds: 1800,
    handler: (ctx) => runCampaign(ctx, app.pushProvider),
  });
  app.jobs.define({
    name: CAMPAIGNS_TASK,
    maxAttempts: 3,
    expectedSeconds: 120,
    handler: async (ctx) => {
      const now = new Date();
      const due = await app.db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(
          and(
            eq(campaigns.isActive, true),
            lte(campaigns.startsAt, now),
            or(isNull(campaigns.endsAt), gt(campaigns.endsAt, now)),
          ),
        );
      // One job per campaign and per run of this task: a retry of the task enqueues nothing twice.
      for (const { id } of due)
        await app.jobs.enqueue(
          CAMPAIGN_TASK,
          { campaignId: id },
          { dedupeKey: `campaign:${id}:run:${ctx.job.id}` },
        );
    },
  });
  if (app.config.CAMPAIGNS_INTERVAL_MS > 0)
    app.jobs.schedule({
      name: CAMPAIGNS_TASK,
      task: CAMPAIGNS_TASK,
      everyMs: app.config.CAMPAIGNS_INTERVAL_MS,
    });

  app.decorate('runCampaignNow', async (id: number, waitMs: number) => {
    const { job } = await app.jobs.enqueue(
      CAMPAIGN_TASK,
      { campaignId: id },
      {
        dedupeKey: `campaign:${id}:now:${Date.now()}:${Math.random().toString(36).slice(2)}`,
        reserveSeconds: app.jobs.settings.leaseSeconds,
      },
    );
    const run = await app.jobs.runNow(job.id);
    if (!run) return null;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'waited'>((resolve) => {
      timer = setTimeout(() => resolve('waited'), waitMs);
    });
    const outcome = await Promise.race([run.done, waited]);
    clearTimeout(timer);
    if (outcome === 'waited') return null;
    // The run's last step recorded its customers as the job's progress.
    const [row] = await app.db.select({ done: jobs.progressDone }).from(jobs).where(eq(jobs.id, job.id));
    return row?.done ?? 0;
  });
}

export default fp(campaignsPlugin, { name: 'campaigns', dependencies: ['jobs', 'notifications'] });
