/**
 * What a campaign does for the customers a chunk of its run reached (their campaign_deliveries rows
 * were just inserted, so each customer comes here once per occurrence): one push through the outbox
 * (the run's notification, created with its first recipients) and, when the campaign has one, a
 * BONUS batch (services/points/batch-credit.ts) whose external id repeats the delivery's key.
 */
import { inArray, sql } from 'drizzle-orm';
import {
  type CampaignRow,
  campaignDeliveries,
  notificationDeliveries,
  notifications,
} from '../../db/schema/index.ts';
import { deliveryRows } from '../delivery-rows.ts';
import type { Tx } from '../jobs/job-types.ts';
import { creditPoints } from '../points/batch-credit.ts';
import { lockCustomers } from '../points/points-sql.ts';
import { readProgrammeSettings } from '../points/programme-settings.ts';
import type { PushProvider } from '../push-provider.ts';

export interface Reached {
  deliveryId: number;
  userId: number;
  occurrence: string;
}

/** The run's notification: one line of the history per run, named after the campaign's audience. */
export async function runNotification(
  tx: Tx,
  campaign: CampaignRow,
  audienceName: string | null,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({
      title: campaign.title,
      message: campaign.message,
      status: 'SENT',
      sentAt: now,
      createdById: campaign.createdById,
      dealershipId: campaign.dealershipId,
      audienceId: campaign.audienceId,
      audienceName,
      campaignId: campaign.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('insert notifications returned nothing');
  return row.id;
}

/** Pushes to and credits the reached customers; returns how many the provider accepted. */
export async function reach(
  tx: Tx,
  provider: PushProvider,
  campaign: CampaignRow,
  notificationId: number,
  reached: Reached[],
  now: Date,
): Promise<number> {
  const ids = reached.map((r) => r.userId);
  const result = await provider.send(
    {
      id: notificationId,
      title: campaign.title,
      message: campaign.message,
      priority: 'MEDIUM',
      expires_at: null,
      sent_at: now.toISOString(),
    },
    ids,
  );
  await tx
    .insert(notificationDeliveries)
    .values(deliveryRows(provider, result, notificationId, ids, now))
    .onConflictDoNothing();
  await tx
    .update(campaignDeliveries)
    .set({ notificationId })
    .where(
      inArray(
        campaignDeliveries.id,
        reached.map((r) => r.deliveryId),
      ),
    );
  const delivered = result.ok ? ids.length : 0;
  await tx.execute(sql`update "notifications" set
    "total_recipients" = "total_recipients" + ${ids.length},
    "push_sent_success" = "push_sent_success" + ${delivered}
    where "id" = ${notificationId}`);
  if (campaign.bonusPoints) await credit(tx, campaign, reached, now);
  return delivered;
}

async function credit(tx: Tx, campaign: CampaignRow, reached: Reached[], now: Date): Promise<void> {
  // Customers first, in id order, as every points write (docs/architecture.md §5, points lifecycle).
  await lockCustomers(
    tx,
    reached.map((r) => r.userId),
  );
  const settings = await readProgrammeSettings(tx);
  const keyOf = (r: Reached) => `campaign:${campaign.id}:${r.userId}:${r.occurrence}`;
  const batchIds = await creditPoints(
    tx,
    reached.map((r) => ({
      userId: r.userId,
      source: 'BONUS' as const,
      points: campaign.bonusPoints as number,
      earnedAt: now,
      description: `Bônus da campanha: ${campaign.name}`,
      externalId: keyOf(r),
      dealershipId: campaign.dealershipId,
      createdById: campaign.createdById,
    })),
    settings,
    now,
  );
  if (batchIds.length === 0) return;
  await tx.execute(sql`update "campaign_deliveries" d set "bonus_batch_id" = b."id"
    from "points_batches" b
    where b."id" in ${batchIds} and d."campaign_id" = ${campaign.id}
      and b."external_id" = 'campaign:' || d."campaign_id" || ':' || d."user_id" || ':' || d."occurrence"`);
}
