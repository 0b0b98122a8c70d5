import type { AudienceRules } from '@fidelidade/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dealerships, offers } from '../../db/schema/index.ts';
import { AUDIENCE_MESSAGES, type RuleErrors, ruleErrors } from '../../domain/audience-rules.ts';
import { HttpError } from '../../domain/http-error.ts';
import type { Scope } from '../../domain/principal.ts';
import { rowScope } from '../../repositories/scope-sql.ts';

/** The dealerships of `ids` that exist and the scope may name (a DEALERSHIP user: its own only). */
async function knownDealerships(db: Database, scope: Scope, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(
      and(
        inArray(dealerships.id, ids),
        scope.kind === 'dealership' ? eq(dealerships.id, scope.dealershipId) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The offers of `ids` that exist within the scope. */
async function knownOffers(db: Database, scope: Scope, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(inArray(offers.id, ids), rowScope(db, scope, offers)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Checks an audience's rules (domain/audience-rules.ts) and that the dealerships and offers they
 * name exist within the caller's scope; throws one 400 with every problem, keyed by the rule's path.
 */
export async function checkAudienceRules(
  db: Database,
  scope: Scope,
  rules: AudienceRules,
  saving: boolean,
  extra: RuleErrors = {},
): Promise<void> {
  const errors: RuleErrors = { ...extra, ...ruleErrors(rules, saving) };
  const ids = (field: 'home_dealership' | 'redeemed_offer') =>
    rules.groups.flatMap((group) =>
      group.rules
        .filter((rule) => rule.field === field && (rule.op === 'in' || rule.op === 'not_in'))
        .flatMap((rule) => (rule.values ?? []).filter((v): v is number => typeof v === 'number')),
    );
  const valid = (n: number) => Number.isInteger(n) && n >= 1 && n <= 2_147_483_647;
  const dealershipIds = await knownDealerships(db, scope, [...new Set(ids('home_dealership'))].filter(valid));
  const offerIds = await knownOffers(db, scope, [...new Set(ids('redeemed_offer'))].filter(valid));
  rules.groups.forEach((group, g) => {
    group.rules.forEach((rule, r) => {
      const path = `rules.groups.${g}.rules.${r}.values`;
      if (errors[path]) return;
      const known =
        rule.field === 'home_dealership' ? dealershipIds : rule.field === 'redeemed_offer' ? offerIds : null;
      if (!known) return;
      const message =
        rule.field === 'home_dealership' ? AUDIENCE_MESSAGES.dealership : AUDIENCE_MESSAGES.offer;
      if ((rule.values ?? []).some((v) => typeof v !== 'number' || !known.has(v))) errors[path] = [message];
    });
  });
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
}
