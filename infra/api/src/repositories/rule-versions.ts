import type { PointsRuleVersion } from '@fidelidade/contract';
import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { pointsRules, pointsRuleVersions, users } from '../db/schema/index.ts';

const author = alias(users, 'author');

/**
 * Brings each rule's row to the version in force now (the list shows it, and the ERP sync reads the
 * versions themselves): a dated edit takes effect here the first time anyone looks after its date.
 */
export async function applyRulesInForce(db: Database, now = new Date()): Promise<void> {
  await db.execute(sql`
    update "points_rules" r set "name" = v."name", "weight" = v."weight", "is_active" = v."is_active", "updated_at" = ${now.toISOString()}::timestamptz
    from (select distinct on ("rule_id") * from "points_rule_versions"
          where "effective_from" <= ${now.toISOString()}::timestamptz order by "rule_id", "effective_from" desc) v
    where r."id" = v."rule_id" and (r."name", r."weight", r."is_active") is distinct from (v."name", v."weight", v."is_active")`);
}

/** A rule's history, newest first, with who made each version. */
export async function ruleVersions(db: Database, ruleId: number): Promise<PointsRuleVersion[]> {
  const rows = await db
    .select({ v: pointsRuleVersions, by: author.fullName })
    .from(pointsRuleVersions)
    .leftJoin(author, eq(author.id, pointsRuleVersions.createdById))
    .where(eq(pointsRuleVersions.ruleId, ruleId))
    .orderBy(desc(pointsRuleVersions.effectiveFrom));
  return rows.map(({ v, by }) => ({
    id: v.id,
    name: v.name,
    weight: Number(v.weight),
    is_active: v.isActive,
    effective_from: v.effectiveFrom.toISOString(),
    created_at: v.createdAt.toISOString(),
    created_by: by,
  }));
}

/** The next dated edit of each rule, not yet in force. */
export async function nextChanges(db: Database, now = new Date()) {
  const rows = await db
    .select()
    .from(pointsRuleVersions)
    .where(gt(pointsRuleVersions.effectiveFrom, now))
    .orderBy(asc(pointsRuleVersions.effectiveFrom));
  const next = new Map<number, typeof pointsRuleVersions.$inferSelect>();
  for (const row of rows) if (!next.has(row.ruleId)) next.set(row.ruleId, row);
  return next;
}

/**
 * Records an edit as a version from `effectiveFrom` (an edit at the same instant as another replaces
 * it) and, when already in force, updates the rule's row. Returns false for an unknown rule.
 */
export async function saveRuleVersion(
  db: Database,
  ruleId: number,
  version: { name: string; weight: string; isActive: boolean; effectiveFrom: Date; createdById: number },
): Promise<boolean> {
  const [rule] = await db.select({ id: pointsRules.id }).from(pointsRules).where(eq(pointsRules.id, ruleId));
  if (!rule) return false;
  await db
    .insert(pointsRuleVersions)
    .values({ ruleId, ...version })
    .onConflictDoUpdate({
      target: [pointsRuleVersions.ruleId, pointsRuleVersions.effectiveFrom],
      set: {
        name: version.name,
        weight: version.weight,
        isActive: version.isActive,
        createdById: version.createdById,
      },
    });
  await applyRulesInForce(db);
  return true;
}
