/**
 * An audience's rules as ONE parameterised WHERE over "users" (docs/architecture.md §5,
 * "Audiences"): every value a rule carries is a bound parameter, never text in the SQL. The
 * facts come from columns kept by triggers (balance, last service, first purchase, total spent),
 * points_batches (points expiring), redemptions and the home dealership's location.
 */
import type { AudienceGroup, AudienceRule, AudienceRules } from '@fidelidade/contract';
import { and, eq, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;
const TZ = 'America/Sao_Paulo';

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const daysBefore = (at: Date, days: number) => instant(new Date(at.getTime() - days * DAY_MS));
const list = (values: SQL[]) => sql.join(values, sql`, `);

/** Text compared as the searches do: accents and case ignored (docs/api.md, search). */
const folded = (value: unknown) => sql`f_unaccent(lower(${value}))`;

/**
 * The customer's own city (or UF) when it has an address, else its home dealership's location's.
 * The dealership side is an uncorrelated subquery (a hashed set), so a million customers cost one
 * pass over "users".
 */
function placeMatches(column: 'city' | 'state', values: string[]): SQL {
  const own = column === 'city' ? users.city : users.state;
  const wanted =
    column === 'city'
      ? list(values.map((v) => folded(v.trim())))
      : list(values.map((v) => sql`${v.toUpperCase()}`));
  const ownSide = column === 'city' ? sql`${folded(own)} in (${wanted})` : sql`upper(${own}) in (${wanted})`;
  const locationSide =
    column === 'city'
      ? sql`${folded(sql`l."city"`)} in (${wanted})`
      : sql`upper(trim(l."state")) in (${wanted})`;
  return sql`((${own} is not null and ${ownSide}) or (${own} is null and ${users.dealershipId} in (
    select d."id" from "dealerships" d join "locations" l on l."id" = d."location_id" where ${locationSide})))`;
}

/** Customers with at least `min` live points expiring in the next `days` days. */
function pointsExpiring(rule: AudienceRule, at: Date): SQL {
  const days = rule.days ?? 30;
  const until = new Date(at.getTime() + days * DAY_MS);
  const min = rule.min ?? 1;
  return sql`${users.id} in (select b."user_id" from "points_batches" b
    where b."released_at" is not null and b."remaining" > 0
      and b."expires_at" > ${instant(at)} and b."expires_at" <= ${instant(until)}
    group by b."user_id" having sum(b."remaining") >= ${min})`;
}

/** Whether the customer redeemed (not cancelled) one of the offers, or an offer of one of the types. */
function redeemed(rule: AudienceRule): SQL {
  const values = rule.values ?? [];
  const which =
    rule.field === 'redeemed_offer'
      ? sql`r."offer_id" in (${list(values.map((v) => sql`${Number(v)}`))})`
      : sql`r."offer_id" in (select o."id" from "offers" o where o."offer_type" in (${list(values.map((v) => sql`${String(v)}`))}))`;
  const found = sql`exists (select 1 from "redemptions" r where r."user_id" = ${users.id} and r."cancelled_at" is null and ${which})`;
  return rule.op === 'not_in' ? sql`not ${found}` : found;
}

/** The start of a São Paulo day 'AAAA-MM-DD'. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${TZ})`;

function range(
  column: SQL | typeof users.pointsBalance,
  rule: AudienceRule,
  money: boolean,
): SQL | undefined {
  const value = (n: number) => (money ? sql`${n.toFixed(2)}::numeric` : sql`${n}`);
  return and(
    rule.min === null || rule.min === undefined ? undefined : sql`${column} >= ${value(rule.min)}`,
    rule.max === null || rule.max === undefined ? undefined : sql`${column} <= ${value(rule.max)}`,
  );
}

/** One rule (already checked by domain/audience-rules.ts) as SQL. */
export function compileRule(rule: AudienceRule, at: Date): SQL | undefined {
  const values = rule.values ?? [];
  const negate = (expr: SQL) => (rule.op === 'not_in' ? sql`not coalesce(${expr}, false)` : expr);
  switch (rule.field) {
    case 'home_dealership': {
      const ids = values.map(Number);
      return rule.op === 'not_in'
        ? or(isNull(users.dealershipId), not(inArray(users.dealershipId, ids)))
        : inArray(users.dealershipId, ids);
    }
    case 'city':
    case 'state':
      return negate(placeMatches(rule.field, values.map(String)));
    case 'points_balance':
      return range(users.pointsBalance, rule, false);
    case 'total_spent':
      return range(sql`${users.totalSpent}`, rule, true);
    case 'points_expiring':
      return pointsExpiring(rule, at);
    case 'last_service':
      if (rule.op === 'never') return isNull(users.lastServiceAt);
      return rule.op === 'within_days'
        ? sql`${users.lastServiceAt} >= ${daysBefore(at, rule.days ?? 0)}`
        : sql`${users.lastServiceAt} < ${daysBefore(at, rule.days ?? 0)}`;
    case 'birthday_month': {
      const month = sql`extract(month from ${users.birthDate})::int`;
      if (rule.op === 'current_month')
        return sql`${month} = extract(month from (${instant(at)} at time zone ${TZ}))::int`;
      return sql`${month} in (${list(values.map((v) => sql`${Number(v)}`))})`;
    }
    case 'customer_since':
      if (rule.op === 'before') return sql`${users.createdAt} < ${dayStart(rule.date ?? '')}`;
      if (rule.op === 'after') return sql`${users.createdAt} >= ${dayStart(rule.date ?? '')}`;
      return rule.op === 'within_days'
        ? sql`${users.createdAt} >= ${daysBefore(at, rule.days ?? 0)}`
        : sql`${users.createdAt} < ${daysBefore(at, rule.days ?? 0)}`;
    case 'status':
      return eq(users.isActive, rule.op === 'active');
    case 'redeemed_offer':
    case 'redeemed_offer_type':
      return redeemed(rule);
  }
}

function compileGroup(group: AudienceGroup, at: Date): SQL | undefined {
  const parts = group.rules.map((rule) => compileRule(rule, at)).filter((p): p is SQL => p !== undefined);
  if (parts.length === 0) return undefined;
  return group.combinator === 'or' ? or(...parts) : and(...parts);
}

/** The rules as one condition over "users"; undefined when they hold no rule (every customer). */
export function compileRules(rules: AudienceRules, at: Date): SQL | undefined {
  const parts = rules.groups.map((group) => compileGroup(group, at)).filter((p): p is SQL => p !== undefined);
  if (parts.length === 0) return undefined;
  return rules.combinator === 'or' ? or(...parts) : and(...parts);
}
