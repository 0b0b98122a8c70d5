import type { AudienceRules } from '@fidelidade/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { audiences, campaigns, notifications, offers, users } from '../db/schema/index.ts';
import { ilikeUnaccent } from '../db/search.ts';
import { likePattern, type Paging } from '../domain/pagination.ts';
import type { AudienceOwner } from '../services/audiences/recipients.ts';

const creator = alias(users, 'audience_creator');

export type AudienceListRow = typeof audiences.$inferSelect & {
  createdByName: string | null;
  listedCount: number;
};

/** Why an audience cannot be deleted: the first thing that still needs it. */
export type AudienceUse = { kind: 'campaign' | 'offer' | 'notification'; name: string };

/**
 * Whose audiences a user sees: ADMIN every one; a DEALERSHIP or PARCEIRO user those owned by its
 * dealership or partner (the owner is kept with the audience).
 */
export function ownedBy(owner: AudienceOwner): SQL | undefined {
  if (owner.dealershipId !== null) return eq(audiences.dealershipId, owner.dealershipId);
  if (owner.partnerId !== null) return eq(audiences.partnerId, owner.partnerId);
  return undefined;
}

export function createAudiencesRepository(db: Database) {
  const listed = () =>
    db
      .select({
        audience: audiences,
        createdByName: creator.fullName,
        // The audience's key answers this with an index-only count.
        listedCount: sql<number>`(select count(*) from "audience_members" m where m."audience_id" = ${audiences.id})::int`,
      })
      .from(audiences)
      .leftJoin(creator, eq(creator.id, audiences.createdById));
  const flat = (r: Awaited<ReturnType<typeof listed>>[number]): AudienceListRow => ({
    ...r.audience,
    createdByName: r.createdByName,
    listedCount: r.listedCount,
  });

  return {
    async page(owner: AudienceOwner, search: string | undefined, p: Paging) {
      const term = search?.trim();
      const where = and(ownedBy(owner), term ? ilikeUnaccent(audiences.name, likePattern(term)) : undefined);
      const [total] = await db.select({ n: count() }).from(audiences).where(where);
      const rows = await listed()
        .where(where)
        .orderBy(desc(audiences.createdAt), desc(audiences.id))
        .limit(p.pageSize)
        .offset(p.offset);
      return { count: total?.n ?? 0, rows: rows.map(flat) };
    },

    /** Every audience the owner may pick (the push form's and the offer form's selects), by name. */
    async options(owner: AudienceOwner) {
      return db
        .select({ id: audiences.id, name: audiences.name })
        .from(audiences)
        .where(ownedBy(owner))
        .orderBy(asc(audiences.name), asc(audiences.id));
    },

    async get(id: number, owner: AudienceOwner): Promise<AudienceListRow | undefined> {
      const [row] = await listed().where(and(eq(audiences.id, id), ownedBy(owner)));
      return row ? flat(row) : undefined;
    },

    async create(values: {
      name: string;
      rules: AudienceRules;
      owner: AudienceOwner;
      createdById: number;
    }): Promise<number> {
      const [row] = await db
        .insert(audiences)
        .values({
          name: values.name,
          rules: values.rules,
          dealershipId: values.owner.dealershipId,
          partnerId: values.owner.partnerId,
          createdById: values.createdById,
        })
        .returning({ id: audiences.id });
      if (!row) throw new Error('insert audiences returned nothing');
      return row.id;
    },

    async update(id: number, values: { name: string; rules: AudienceRules }): Promise<void> {
      await db
        .update(audiences)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(audiences.id, id));
    },

    /** What keeps an audience from being deleted: a campaign, an offer, or a push still to go out. */
    async firstUse(id: number): Promise<AudienceUse | null> {
      const [campaign] = await db
        .select({ name: campaigns.name })
        .from(campaigns)
        .where(eq(campaigns.audienceId, id))
        .limit(1);
      if (campaign) return { kind: 'campaign', name: campaign.name };
      const [offer] = await db
        .select({ name: offers.title })
        .from(offers)
        .where(eq(offers.audienceId, id))
        .limit(1);
      if (offer) return { kind: 'offer', name: offer.name };
      const [push] = await db
        .select({ name: notifications.title })
        .from(notifications)
        .where(and(eq(notifications.audienceId, id), inArray(notifications.status, ['SCHEDULED', 'SENDING'])))
        .limit(1);
      return push ? { kind: 'notification', name: push.name } : null;
    },

    /** Deletes it; sent pushes keep its name (notifications.audience_name) and lose the link. */
    async delete(id: number): Promise<void> {
      await db.delete(audiences).where(eq(audiences.id, id));
    },
  };
}

export type AudiencesRepository = ReturnType<typeof createAudiencesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    audiencesRepository: AudiencesRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('audiencesRepository', createAudiencesRepository(app.db));
  },
  { name: 'audiences-repository', dependencies: ['db'] },
);
