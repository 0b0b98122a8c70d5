/**
 * One run of an automatic campaign on the job engine (docs/architecture.md §5, "Audiences and
 * campaigns"): the customers of its audience (the recipient selection) that its trigger makes due
 * now, not yet reached for that occurrence nor within its frequency cap, in id order, one chunk per
 * step. A chunk inserts their campaign_deliveries rows — unique per (campaign, customer, occurrence),
 * so a second run, another instance or a resumed one inserts nothing for them — and only the rows it
 * inserted get the push and the bonus, in the same transaction as the cursor.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { audiences, type CampaignRow, campaigns } from '../../db/schema/index.ts';
import { audienceSelection } from '../audiences/audience-selection.ts';
import { reachableWhere } from '../audiences/recipients.ts';
import type { JobContext, Tx } from '../jobs/job-types.ts';
import { at as instant, rowsOf } from '../points/points-sql.ts';
import type { PushProvider } from '../push-provider.ts';
import { type Reached, reach, runNotification } from './campaign-reach.ts';
import { triggerSql } from './campaign-triggers.ts';

export const CAMPAIGN_CHUNK = 1000;
const DAY_MS = 86_400_000;

interface RunCursor {
  asOf: string;
  afterId: number;
  notificationId: number | null;
  reached: number;
}

/** Whether the campaign runs at `at`: active and inside its period. */
export function inPeriod(campaign: CampaignRow, at: Date): boolean {
  return campaign.isActive && campaign.startsAt <= at && (campaign.endsAt === null || campaign.endsAt > at);
}

/** The next chunk's due customers, their delivery rows inserted (the ones that were new). */
async function claimChunk(
  tx: Tx,
  campaign: CampaignRow,
  where: SQL,
  cursor: RunCursor,
  at: Date,
  chunk: number,
) {
  const trigger = triggerSql(campaign, at);
  const cap = campaign.frequencyCapDays
    ? sql`and not exists (select 1 from "campaign_deliveries" r where r."campaign_id" = ${campaign.id}
        and r."user_id" = "users"."id" and r."created_at" > ${instant(new Date(at.getTime() - campaign.frequencyCapDays * DAY_MS))})`
    : sql``;
  const [row] = await rowsOf<{ last: number | null; reached: Array<[number, number, string]> | null }>(
    tx,
    sql`with cand as (
      select "users"."id" as user_id, ${trigger.occurrence} as occurrence from "users"
      where ${where} and ${trigger.due} and "users"."id" > ${cursor.afterId}
        and not exists (select 1 from "campaign_deliveries" d where d."campaign_id" = ${campaign.id}
          and d."user_id" = "users"."id" and d."occurrence" = ${trigger.occurrence}) ${cap}
      order by "users"."id" limit ${chunk}
    ), ins as (
      insert into "campaign_deliveries" ("campaign_id", "user_id", "occurrence", "created_at")
      select ${campaign.id}, user_id, occurrence, ${instant(at)} from cand where occurrence is not null
      on conflict do nothing
      returning "id", "user_id", "occurrence"
    )
    select (select max(user_id) from cand) as "last",
      (select json_agg(json_build_array("id", "user_id", "occurrence") order by "user_id") from ins) as "reached"`,
  );
  const reached: Reached[] = (row?.reached ?? []).map(([deliveryId, userId, occurrence]) => ({
    deliveryId: Number(deliveryId),
    userId: Number(userId),
    occurrence,
  }));
  return { last: row?.last === null || row?.last === undefined ? null : Number(row.last), reached };
}

async function audienceName(tx: Tx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx.select({ name: audiences.name }).from(audiences).where(eq(audiences.id, id));
  return row?.name ?? null;
}

/** The task `campaigns.campaign` ({campaignId}): one run, resumable after its last committed chunk. */
export async function runCampaign(
  ctx: JobContext,
  provider: PushProvider,
  chunk = CAMPAIGN_CHUNK,
): Promise<void> {
  const id = Number(ctx.payload.campaignId);
  let cursor = (ctx.checkpoint as RunCursor | null) ?? {
    asOf: new Date().toISOString(),
    afterId: 0,
    notificationId: null,
    reached: 0,
  };
  for (;;) {
    const { value } = await ctx.step(async (tx) => {
      const at = new Date(cursor.asOf);
      const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
      const selection =
        campaign && inPeriod(campaign, at)
          ? await audienceSelection(
              tx,
              campaign.audienceId,
              { dealershipId: campaign.dealershipId, partnerId: campaign.partnerId },
              at,
            )
          : null;
      const where = selection ? reachableWhere(selection) : undefined;
      const found =
        campaign && selection && where ? await claimChunk(tx, campaign, where, cursor, at, chunk) : null;
      if (!campaign || !found || found.last === null) {
        if (campaign)
          await tx
            .update(campaigns)
            .set({
              lastRunAt: at,
              lastRunReached: cursor.reached,
              totalReached: sql`${campaigns.totalReached} + ${cursor.reached}`,
            })
            .where(and(eq(campaigns.id, id)));
        return { checkpoint: cursor, done: cursor.reached, value: { more: false, cursor } };
      }
      const next = { ...cursor, afterId: found.last, reached: cursor.reached + found.reached.length };
      if (found.reached.length > 0) {
        const now = new Date();
        next.notificationId ??= await runNotification(
          tx,
          campaign,
          await audienceName(tx, campaign.audienceId),
          now,
        );
        await reach(tx, provider, campaign, next.notificationId, found.reached, now);
      }
      return {
        checkpoint: next,
        done: next.reached,
        message: `Campanha "${campaign.name}": ${next.reached.toLocaleString('pt-BR')} cliente(s)`,
        value: { more: true, cursor: next },
      };
    });
    if (!value?.more) return;
    cursor = value.cursor;
  }
}
