import { type Static, Type } from 'typebox';
import {
  DISCOUNT_OFFER_TYPES,
  GASOLINE_TYPES,
  LIMIT_PERIODS,
  OFFER_LOCATION_TYPES,
  OFFER_TYPES,
} from '../enums.ts';
import {
  conditional,
  DateTime,
  ExportFormatQuery,
  FilterOf,
  NonBlank,
  Nullable,
  OrderingOf,
  PageQuery,
  RowId,
  SearchQuery,
} from './common.ts';

/** An offer as every offer route sends it; `is_valid_now` reads São Paulo time. */
export const Offer = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Nullable(Type.String()),
  offer_type: Type.Enum(OFFER_TYPES),
  points_cost: Type.Integer(),
  valid_from: DateTime,
  /** Always set (offers.valid_until is NOT NULL and after valid_from). */
  valid_until: DateTime,
  is_active: Type.Boolean(),
  is_valid_now: Type.Boolean(),
  time_restricted: Type.Boolean(),
  /** 'HH:MM'. */
  start_time: Nullable(Type.String()),
  end_time: Nullable(Type.String()),
  /** Weekdays '1,3,5' (1 = Monday … 7 = Sunday). */
  valid_days: Nullable(Type.String()),
  gasoline_price: Nullable(Type.String()),
  gasoline_type: Nullable(Type.String()),
  max_liters: Nullable(Type.Number()),
  discount_percentage: Nullable(Type.String()),
  gift_description: Nullable(Type.String()),
  max_redemptions: Nullable(Type.Integer()),
  auto_notify: Type.Boolean(),
  notification_message: Nullable(Type.String()),
  /** Image URLs. */
  display_logo: Nullable(Type.String()),
  item_image: Nullable(Type.String()),
  location_type: Type.Enum(OFFER_LOCATION_TYPES),
  dealership_id: Nullable(Type.Integer()),
  dealership_name: Nullable(Type.String()),
  partner_location_id: Nullable(Type.Integer()),
  partner_location_name: Nullable(Type.String()),
  /** The brand of the partner store (null for a dealership's offer). */
  partner_id: Nullable(Type.Integer()),
  partner_name: Nullable(Type.String()),
  /** Only this audience's members see and redeem it (null: every customer who sees the place). */
  audience_id: Nullable(Type.Integer()),
  audience_name: Nullable(Type.String()),
  /** Budgets (null: no limit) and what redemptions have used of them; R$ as '1234.56'. */
  budget_redemptions: Nullable(Type.Integer()),
  budget_points: Nullable(Type.Integer()),
  budget_amount: Nullable(Type.String()),
  /** The R$ one redemption takes from budget_amount (null: its points at the programme's point value). */
  redemption_cost: Nullable(Type.String()),
  /** At most this many redemptions per customer per period (on top of max_redemptions in total). */
  customer_limit: Nullable(Type.Integer()),
  customer_limit_period: Nullable(Type.Enum(LIMIT_PERIODS)),
  used_redemptions: Type.Integer(),
  used_points: Type.Integer(),
  used_amount: Type.String(),
  remaining_redemptions: Nullable(Type.Integer()),
  remaining_points: Nullable(Type.Integer()),
  remaining_amount: Nullable(Type.String()),
  /**
   * Codes imported for the offer (Configurações → Importação) and those no redemption has taken yet;
   * an offer with codes hands one to each voucher and is 'Esgotada' once none is free (0 and 0: no
   * pool, the voucher gets a generated code).
   */
  voucher_codes_total: Type.Integer(),
  voucher_codes_free: Type.Integer(),
  /** A budget is spent, or its imported codes are: it cannot be redeemed ('Esgotada'). */
  sold_out: Type.Boolean(),
  /** A second ADMIN has yet to approve the offer (kept inactive) or its raised budget. */
  awaiting_approval: Type.Boolean(),
  created_at: DateTime,
  updated_at: DateTime,
});
export type Offer = Static<typeof Offer>;

const OfferTypeFilter = Type.Optional(Type.Enum([...OFFER_TYPES, '']));

/** Back-office list (scoped by role). */
export const OfferListQuery = Type.Object({
  ...PageQuery,
  search: SearchQuery,
  active_only: Type.Optional(Type.Boolean()),
  valid_only: Type.Optional(Type.Boolean()),
  type: OfferTypeFilter,
  /** Where the offer applies: any partner store or any dealership ('' = both). */
  location_type: FilterOf(OFFER_LOCATION_TYPES),
  /** One dealership, one partner (any of its stores) or one store; outside the scope finds nothing. */
  dealership_id: Type.Optional(RowId),
  partner_id: Type.Optional(RowId),
  partner_location_id: Type.Optional(RowId),
  ordering: OrderingOf('loyalty/admin/offers/list/'),
  format: ExportFormatQuery,
});
export type OfferListQuery = Static<typeof OfferListQuery>;

/** PATCH loyalty/admin/offers/{id}/toggle-status/: the state the offer should end in. */
export const OfferToggleBody = Type.Object({ is_active: Type.Boolean() });
export type OfferToggleBody = Static<typeof OfferToggleBody>;

/** Customer list: active offers valid now. */
export const CustomerOfferListQuery = Type.Object({
  ...PageQuery,
  search: SearchQuery,
  type: OfferTypeFilter,
});
export type CustomerOfferListQuery = Static<typeof CustomerOfferListQuery>;

/**
 * A store or dealership an offer may target; `location` reads 'address - city - state'. A store
 * also names its partner (the offers list filters by partner).
 */
export const OfferTarget = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  location: Nullable(Type.String()),
  partner_id: Type.Optional(Type.Integer()),
  partner_name: Type.Optional(Type.String()),
});
export type OfferTarget = Static<typeof OfferTarget>;

export const AvailablePartners = Type.Object({
  partner_locations: Type.Array(OfferTarget),
  dealerships: Type.Array(OfferTarget),
});
export type AvailablePartners = Static<typeof AvailablePartners>;

/** An image of the form (multipart only). */
const FormFile = (description: string) => Type.String({ format: 'binary', description });

/** The offer form's refusals (docs/product.md §5), as the API answers them. */
export const OFFER_FORM_MESSAGES = {
  validOrder: 'Data de fim deve ser posterior à data de início',
  target: 'É necessário selecionar um parceiro ou concessionária',
  bothTargets: 'Selecione um parceiro ou uma concessionária, não ambos.',
  sameTimes: 'Horário de fim deve ser diferente do horário de início',
} as const;

/**
 * A date and time of the form: ISO 8601, a day alone or with HH:MM[:SS[.ffffff]], with an offset
 * (`Z`, `-03:00`, `-0300`) or without (Brasília time).
 */
const FormDateTime = (description: string) =>
  Type.String({
    pattern:
      '^\\s*[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])([Tt ]([01][0-9]|2[0-3]):[0-5][0-9]' +
      '(:[0-5][0-9](\\.[0-9]{1,6})?)?)?([Zz]|[+-]([01][0-9]|2[0-3]):?[0-5][0-9])?\\s*$',
    description,
  });
const FormTime = (description: string) =>
  Type.String({ pattern: '^\\s*([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?\\s*$', description });
/** Weekdays 1 (Monday) … 7 (Sunday), comma-separated ('1,3,5'; brackets and blanks are ignored). */
const WEEKDAYS_TEXT = '^[\\s\\[]*[1-7]([\\s,]*,[\\s,]*[1-7])*[\\s,\\]]*$';

/** A decimal of the form: a JSON number or decimal text (a comma allowed), as domain/offer-form.ts reads it. */
const FormDecimal = (description: string) =>
  Type.Union([Type.Number(), Type.String({ pattern: '^\\s*[0-9]+([.,][0-9]+)?\\s*$' })], { description });
const FormId = (description: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });
const FormCount = (description: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });

/**
 * The offer form of POST and PUT loyalty/admin/offers/ (multipart with images, or JSON without):
 * the rules the API's form reader applies (domain/offer-form.ts), each failing field answered with
 * the form's own message. Documentation only: the route reads the body itself. In multipart the
 * values are text (numbers in decimal digits, booleans `true`/`false`); in JSON, integers are JSON
 * numbers and decimals numbers or decimal text. Exactly one target: a partner's store or a
 * dealership (`location_type` picks one when both are sent).
 */
export const OfferForm = Type.Object(
  {
    title: NonBlank(200),
    description: Type.Optional(Nullable(Type.String({ description: 'Texto livre.' }))),
    offer_type: Type.Enum(OFFER_TYPES),
    points_cost: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
    valid_from: FormDateTime('Início; sem fuso, horário de Brasília.'),
    valid_until: FormDateTime('Fim, posterior a valid_from.'),
    is_active: Type.Optional(Type.Boolean({ default: true })),
    location_type: Type.Optional(Type.Enum(OFFER_LOCATION_TYPES)),
    partner_location: Type.Optional(FormId('Loja de parceiro (ou partner_location_id).')),
    partner_location_id: Type.Optional(FormId('Loja de parceiro (ou partner_location).')),
    dealership: Type.Optional(FormId('Concessionária (ou dealership_id).')),
    dealership_id: Type.Optional(FormId('Concessionária (ou dealership).')),
    time_restricted: Type.Optional(Type.Boolean({ default: false })),
    start_time: Type.Optional(FormTime('HH:MM, com time_restricted.')),
    end_time: Type.Optional(FormTime('HH:MM, diferente de start_time.')),
    valid_days: Type.Optional(
      Type.String({ pattern: WEEKDAYS_TEXT, description: "Dias 1 (segunda) a 7 (domingo): '1,3,5'." }),
    ),
    gasoline_price: Type.Optional(FormDecimal('Preço > 0, até 2 casas decimais.')),
    gasoline_type: Type.Optional(Type.Enum(GASOLINE_TYPES)),
    max_liters: Type.Optional(Nullable(FormDecimal('Litros de 1 a 99.999, até 2 casas decimais.'))),
    discount_percentage: Type.Optional(FormDecimal('> 0 e ≤ 100, até 2 casas decimais.')),
    gift_description: Type.Optional(Nullable(Type.String())),
    max_redemptions: Type.Optional(
      Nullable(
        Type.Integer({
          minimum: 1,
          maximum: 2_147_483_647,
          description: 'Ausente = 1; vazio ou null = sem limite.',
        }),
      ),
    ),
    audience: Type.Optional(
      Nullable(FormId('Público (ou audience_id); vazio = todos os clientes do local.')),
    ),
    audience_id: Type.Optional(Nullable(FormId('Público (ou audience).'))),
    budget_redemptions: Type.Optional(Nullable(FormCount('Total de resgates; vazio = sem limite.'))),
    budget_points: Type.Optional(Nullable(FormCount('Total de pontos; vazio = sem limite.'))),
    budget_amount: Type.Optional(
      Nullable(FormDecimal('Orçamento em R$ (> 0, até 2 casas); vazio = sem limite.')),
    ),
    redemption_cost: Type.Optional(
      Nullable(
        FormDecimal('R$ de um resgate (≥ 0, até 2 casas); vazio = os pontos ao valor do ponto do programa.'),
      ),
    ),
    customer_limit: Type.Optional(
      Nullable(FormCount('Resgates por cliente no período; vazio = sem limite.')),
    ),
    customer_limit_period: Type.Optional(
      Nullable(Type.Enum(LIMIT_PERIODS, { description: 'Com customer_limit.' })),
    ),
    auto_notify: Type.Optional(Type.Boolean({ default: true })),
    notification_message: Type.Optional(Nullable(Type.String())),
    display_logo: Type.Optional(
      FormFile('Imagem JPG, PNG, GIF ou WebP até 10 MB; no PUT, vazio remove a atual.'),
    ),
    item_image: Type.Optional(
      FormFile('Imagem JPG, PNG, GIF ou WebP até 10 MB; no PUT, vazio remove a atual.'),
    ),
  },
  {
    description: 'Formulário da oferta (multipart/form-data com imagens, ou JSON sem imagens).',
    allOf: [
      {
        anyOf: ['partner_location', 'partner_location_id', 'dealership', 'dealership_id'].map((field) => ({
          required: [field],
        })),
      },
      conditional(
        { properties: { offer_type: { const: 'GASOLINE_SPECIAL' } } },
        { required: ['gasoline_price', 'gasoline_type'] },
      ),
      conditional(
        { properties: { offer_type: { enum: [...DISCOUNT_OFFER_TYPES] } } },
        { required: ['discount_percentage'] },
      ),
      conditional(
        { properties: { time_restricted: { const: true } }, required: ['time_restricted'] },
        { required: ['start_time', 'end_time', 'valid_days'] },
      ),
    ],
  },
);
export type OfferForm = Static<typeof OfferForm>;
