import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { audiences, campaigns, users } from '../db/schema/index.ts';
import { ilikeUnaccent } from '../db/search.ts';
import type { CampaignValues } from '../domain/campaign-form.ts';
import { likePattern, type Paging } from '../domain/pagination.ts';
import type { AudienceOwner } from '../services/audiences/recipients.ts';

const creator = alias(users, 'campaign_creator');

export type CampaignListRow = typeof campaigns.$inferSelect & {
  audienceName: string | null;
  createdByName: string | null;
};

/** ADMIN sees every campaign; a DEALERSHIP its dealership's (a PARCEIRO has none: no push). */
function ownedBy(owner: AudienceOwner): SQL | undefined {
  if (owner.dealershipId !== null) return eq(campaigns.dealershipId, owner.dealershipId);
  if (owner.partnerId !== null) return eq(campaigns.partnerId, owner.partnerId);
  return undefined;
}

export function createCampaignsRepository(db: Database) {
  const listed = () =>
    db
      .select({ campaign: campaigns, audienceName: audiences.name, createdByName: creator.fullName })
      .from(campaigns)
      .leftJoin(audiences, eq(audiences.id, campaigns.audienceId))
      .leftJoin(creator, eq(creator.id, campaigns.createdById));
  const flat = (r: Awaited<ReturnType<typeof listed>>[number]): CampaignListRow => ({
    ...r.campaign,
    audienceName: r.audienceName,
    createdByName: r.createdByName,
  });

  return {
    async page(owner: AudienceOwner, search: string | undefined, p: Paging) {
      const term = search?.trim();
      const where = and(ownedBy(owner), term ? ilikeUnaccent(campaigns.name, likePattern(term)) : undefined);
      const [total] = await db.select({ n: count() }).from(campaigns).where(where);
      const rows = await listed()
        .where(where)
        .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
        .limit(p.pageSize)
        .offset(p.offset);
      return { count: total?.n ?? 0, rows: rows.map(flat) };
    },
    async get(id: number, owner: AudienceOwner): Promise<CampaignListRow | undefined> {
      const [row] = await listed().where(and(eq(campaigns.id, id), ownedBy(owner)));
      return row ? flat(row) : undefined;
    },
    async create(
      values: CampaignValues & { audienceId: number | null; owner: AudienceOwner; createdById: number },
    ): Promise<number> {
      const { owner, ...rest } = values;
      const [row] = await db
        .insert(campaigns)
        .values({ ...rest, dealershipId: owner.dealershipId, partnerId: owner.partnerId })
        .returning({ id: campaigns.id });
      if (!row) throw new Error('insert campaigns returned nothing');
      return row.id;
    },
    async update(id: number, values: CampaignValues & { audienceId: number | null }): Promise<void> {
      await db
        .update(campaigns)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(campaigns.id, id));
    },
    /** Its deliveries go with it (who it reached); the pushes it sent stay in the history. */
    async delete(id: number): Promise<void> {
      await db.delete(campaigns).where(eq(campaigns.id, id));
    },
  };
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    campaignsRepository: CampaignsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('campaignsRepository', createCampaignsRepository(app.db));
  },
  { name: 'campaigns-repository', dependencies: ['db'] },
);
