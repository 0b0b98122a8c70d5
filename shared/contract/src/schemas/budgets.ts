import { type Static, Type } from 'typebox';
import { BUDGET_PERIODS, OFFER_LOCATION_TYPES } from '../enums.ts';
import { DateTime, Nullable, RowId } from './common.ts';

/**
 * POST loyalty/admin/place-budgets/ and PUT …/{id}/: a budget for every offer at one dealership or
 * one partner store (docs/architecture.md §5, "Budgets"); at least one limit. R$ as a machine number.
 */
export const PlaceBudgetBody = Type.Object({
  location_type: Type.Enum(OFFER_LOCATION_TYPES),
  dealership_id: Type.Optional(Nullable(RowId)),
  partner_location_id: Type.Optional(Nullable(RowId)),
  period: Type.Enum(BUDGET_PERIODS),
  max_redemptions: Type.Optional(Nullable(Type.Integer())),
  max_points: Type.Optional(Nullable(Type.Integer())),
  max_amount: Type.Optional(Nullable(Type.Number())),
});
export type PlaceBudgetBody = Static<typeof PlaceBudgetBody>;

/** A place budget with what the current period has used (R$ as '1234.56'). */
export const PlaceBudget = Type.Object({
  id: Type.Integer(),
  location_type: Type.Enum(OFFER_LOCATION_TYPES),
  dealership_id: Nullable(Type.Integer()),
  partner_location_id: Nullable(Type.Integer()),
  place_name: Type.String(),
  period: Type.Enum(BUDGET_PERIODS),
  /** The period counted now: the São Paulo month's first day, or null for a total budget. */
  period_start: Nullable(Type.String()),
  max_redemptions: Nullable(Type.Integer()),
  max_points: Nullable(Type.Integer()),
  max_amount: Nullable(Type.String()),
  used_redemptions: Type.Integer(),
  used_points: Type.Integer(),
  used_amount: Type.String(),
  /** Some limit is reached: no offer of the place can be redeemed until the period turns. */
  exhausted: Type.Boolean(),
  created_at: DateTime,
  updated_at: DateTime,
});
export type PlaceBudget = Static<typeof PlaceBudget>;

/** GET loyalty/admin/place-budgets/: the budgets of the caller's places (few: one per place at most). */
export const PlaceBudgetList = Type.Array(PlaceBudget);
export type PlaceBudgetList = Static<typeof PlaceBudgetList>;

/**
 * PATCH loyalty/admin/offers/{id}/budget/ (ADMIN): new totals of an offer's budget; a field left
 * out keeps its value, null removes that limit.
 */
export const OfferBudgetBody = Type.Object({
  budget_redemptions: Type.Optional(Nullable(Type.Integer())),
  budget_points: Type.Optional(Nullable(Type.Integer())),
  budget_amount: Type.Optional(Nullable(Type.Number())),
});
export type OfferBudgetBody = Static<typeof OfferBudgetBody>;
