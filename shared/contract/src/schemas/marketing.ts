import { type Static, Type } from 'typebox';
import { AUDIENCE_COMBINATORS, AUDIENCE_FIELDS, AUDIENCE_OPS, CAMPAIGN_TRIGGERS } from '../enums.ts';
import { DateTime, Nullable, PageQuery, RowId, SearchQuery } from './common.ts';

/** Limits of an audience's rules (what the builder offers; the server refuses more). */
export const AUDIENCE_LIMITS = { groups: 10, rulesPerGroup: 20, values: 100, sample: 10 } as const;

/**
 * One rule of an audience: a customer fact, how it compares, and that comparison's parameters.
 * Which parameters each field and op need is checked in code with pt-BR messages per rule
 * (infra/api src/domain/audience-rules.ts): dealership or offer ids, city names, UFs, months or
 * offer types in `values`; points or R$ in `min`/`max`; a number of `days`; a `date` 'AAAA-MM-DD'.
 */
export const AudienceRule = Type.Object(
  {
    field: Type.Enum(AUDIENCE_FIELDS),
    op: Type.Enum(AUDIENCE_OPS),
    values: Type.Optional(
      Type.Array(Type.Union([Type.Integer(), Type.String({ maxLength: 100 })]), {
        maxItems: AUDIENCE_LIMITS.values,
      }),
    ),
    min: Type.Optional(Nullable(Type.Number())),
    max: Type.Optional(Nullable(Type.Number())),
    days: Type.Optional(Nullable(Type.Integer())),
    date: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  },
  { additionalProperties: false },
);
export type AudienceRule = Static<typeof AudienceRule>;

/** Rules joined in a group (all of them, or any). */
export const AudienceGroup = Type.Object(
  {
    combinator: Type.Enum(AUDIENCE_COMBINATORS),
    rules: Type.Array(AudienceRule, { maxItems: AUDIENCE_LIMITS.rulesPerGroup }),
  },
  { additionalProperties: false },
);
export type AudienceGroup = Static<typeof AudienceGroup>;

/**
 * An audience's rules: groups joined by `combinator`. A saved audience's members are the customers of
 * its owner's scope its rules match OR listed in it (`audience_members`); with no group at all, only
 * the listed ones (a static list).
 */
export const AudienceRules = Type.Object(
  {
    combinator: Type.Enum(AUDIENCE_COMBINATORS),
    groups: Type.Array(AudienceGroup, { maxItems: AUDIENCE_LIMITS.groups }),
  },
  { additionalProperties: false },
);
export type AudienceRules = Static<typeof AudienceRules>;

/** POST marketing/audiences/ and PUT marketing/audiences/{id}/. */
export const AudienceBody = Type.Object({
  name: Type.String({ maxLength: 120 }),
  rules: AudienceRules,
});
export type AudienceBody = Static<typeof AudienceBody>;

/** A saved audience: its rules and how many customers are listed in it (added by a bulk action). */
export const Audience = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  rules: AudienceRules,
  /** Customers listed in it explicitly (members whatever the rules say, within the owner's scope). */
  listed_count: Type.Integer({ minimum: 0 }),
  /** Whose customers it may reach: its owner's dealership or partner (null both: every customer). */
  dealership_id: Nullable(Type.Integer()),
  partner_id: Nullable(Type.Integer()),
  created_by: Nullable(Type.String()),
  created_at: DateTime,
  updated_at: DateTime,
});
export type Audience = Static<typeof Audience>;

/** GET marketing/audiences/options/: the caller's audiences by name (the push and offer forms). */
export const AudienceOptions = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }));
export type AudienceOptions = Static<typeof AudienceOptions>;

export const AudienceListQuery = Type.Object({ ...PageQuery, search: SearchQuery });
export type AudienceListQuery = Static<typeof AudienceListQuery>;

/**
 * POST marketing/audiences/preview/: the live count of rules being edited, and a sample; with
 * `audience_id` (the audience being edited), its listed customers count too.
 */
export const AudiencePreviewBody = Type.Object({ rules: AudienceRules, audience_id: Type.Optional(RowId) });
export type AudiencePreviewBody = Static<typeof AudiencePreviewBody>;

export const AudienceMember = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  dealership_name: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  points_balance: Type.Integer(),
  is_active: Type.Boolean(),
});
export type AudienceMember = Static<typeof AudienceMember>;

/** `count`: members; `reachable`: those a push reaches (active customers); `sample`: the first few. */
export const AudiencePreview = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  reachable: Type.Integer({ minimum: 0 }),
  sample: Type.Array(AudienceMember),
});
export type AudiencePreview = Static<typeof AudiencePreview>;

/** GET marketing/audiences/{id}/members/: one customer listed in an audience. */
export const AudienceListedMember = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  dealership_name: Nullable(Type.String()),
  is_active: Type.Boolean(),
  added_at: DateTime,
  added_by: Nullable(Type.String()),
});
export type AudienceListedMember = Static<typeof AudienceListedMember>;

export const AudienceMembersQuery = Type.Object({ ...PageQuery, search: SearchQuery });
export type AudienceMembersQuery = Static<typeof AudienceMembersQuery>;

/** DELETE marketing/audiences/{id}/members/{user_id}/. */
export const AudienceMemberParams = Type.Object({ id: RowId, user_id: RowId });
export type AudienceMemberParams = Static<typeof AudienceMemberParams>;

/** DELETE marketing/audiences/{id}/members/: every listed customer taken out; how many. */
export const AudienceMembersCleared = Type.Object({ removed: Type.Integer({ minimum: 0 }) });
export type AudienceMembersCleared = Static<typeof AudienceMembersCleared>;

/** POST marketing/campaigns/ and PUT marketing/campaigns/{id}/ (dates ISO 8601). */
export const CampaignBody = Type.Object({
  name: Type.String({ maxLength: 120 }),
  trigger: Type.Enum(CAMPAIGN_TRIGGERS),
  trigger_days: Type.Optional(Nullable(Type.Integer())),
  audience_id: Type.Optional(Nullable(RowId)),
  title: Type.String({ maxLength: 200 }),
  message: Type.String({ maxLength: 2000 }),
  bonus_points: Type.Optional(Nullable(Type.Integer())),
  starts_at: Type.String({ maxLength: 64 }),
  ends_at: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  frequency_cap_days: Type.Optional(Nullable(Type.Integer())),
  is_active: Type.Optional(Type.Boolean()),
});
export type CampaignBody = Static<typeof CampaignBody>;

export const Campaign = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  trigger: Type.Enum(CAMPAIGN_TRIGGERS),
  trigger_days: Nullable(Type.Integer()),
  audience_id: Nullable(Type.Integer()),
  audience_name: Nullable(Type.String()),
  title: Type.String(),
  message: Type.String(),
  bonus_points: Nullable(Type.Integer()),
  starts_at: DateTime,
  ends_at: Nullable(DateTime),
  frequency_cap_days: Nullable(Type.Integer()),
  is_active: Type.Boolean(),
  dealership_id: Nullable(Type.Integer()),
  partner_id: Nullable(Type.Integer()),
  created_by: Nullable(Type.String()),
  last_run_at: Nullable(DateTime),
  /** Customers the last run reached, and every run together. */
  last_run_reached: Type.Integer(),
  total_reached: Type.Integer(),
  created_at: DateTime,
  updated_at: DateTime,
});
export type Campaign = Static<typeof Campaign>;

export const CampaignListQuery = Type.Object({ ...PageQuery, search: SearchQuery });
export type CampaignListQuery = Static<typeof CampaignListQuery>;

/** POST marketing/campaigns/{id}/run/: a run now; `reached` is who this run reached. */
export const CampaignRunResult = Type.Object({
  campaign: Campaign,
  reached: Type.Integer(),
  detail: Type.String(),
});
export type CampaignRunResult = Static<typeof CampaignRunResult>;
