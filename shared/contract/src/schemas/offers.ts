import { type Static, Type } from 'typebox';
import { GASOLINE_TYPES, LIMIT_PERIODS, OFFER_LOCATION_TYPES, OFFER_TYPES } from '../enums.ts';
import {
  DateTime,
  ExportFormatQuery,
  FilterOf,
  Nullable,
  OrderingQuery,
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
  /** A budget is spent: it cannot be redeemed ('Esgotada') until an ADMIN raises it. */
  sold_out: Type.Boolean(),
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
  ordering: OrderingQuery,
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

/** A form value: multipart sends text; JSON may send numbers and booleans too. */
const FormValue = (description: string) =>
  Type.Unsafe<string | number | boolean | null>({
    type: ['string', 'number', 'boolean', 'null'],
    description,
  });
const FormFile = (description: string) => Type.String({ format: 'binary', description });

/**
 * The offer form of POST and PUT loyalty/admin/offers/ (multipart with images, or JSON without).
 * Documentation only: the route reads it in code with the form's own messages (docs/product.md §5).
 */
export const OfferForm = Type.Object(
  {
    title: FormValue('Obrigatório, até 200 caracteres.'),
    description: Type.Optional(FormValue('Texto livre.')),
    offer_type: FormValue(`Um de: ${OFFER_TYPES.join(', ')}.`),
    points_cost: FormValue('Inteiro ≥ 0.'),
    valid_from: FormValue('Data e hora ISO 8601; sem fuso, horário de Brasília.'),
    valid_until: FormValue('Posterior a valid_from.'),
    is_active: Type.Optional(FormValue('Booleano; padrão true.')),
    location_type: Type.Optional(FormValue(`Um de: ${OFFER_LOCATION_TYPES.join(', ')}.`)),
    partner_location: Type.Optional(FormValue('Id da loja de parceiro (ou partner_location_id).')),
    dealership: Type.Optional(FormValue('Id da concessionária (ou dealership_id).')),
    time_restricted: Type.Optional(FormValue('Booleano; padrão false.')),
    start_time: Type.Optional(FormValue('HH:MM, com time_restricted.')),
    end_time: Type.Optional(FormValue('HH:MM, diferente de start_time.')),
    valid_days: Type.Optional(FormValue("Dias 1 (segunda) a 7 (domingo): '1,3,5'.")),
    gasoline_price: Type.Optional(FormValue('GASOLINE_SPECIAL: preço > 0.')),
    gasoline_type: Type.Optional(FormValue(`GASOLINE_SPECIAL: um de ${GASOLINE_TYPES.join(', ')}.`)),
    max_liters: Type.Optional(FormValue('GASOLINE_SPECIAL: litros ≥ 1, até 2 casas decimais.')),
    discount_percentage: Type.Optional(FormValue('Tipos de desconto: > 0 e ≤ 100.')),
    gift_description: Type.Optional(FormValue('GIFT: texto livre.')),
    max_redemptions: Type.Optional(FormValue('Inteiro ≥ 1; ausente = 1, vazio = sem limite.')),
    audience: Type.Optional(FormValue('Id do público (ou audience_id); vazio = todos os clientes do local.')),
    budget_redemptions: Type.Optional(FormValue('Total de resgates, inteiro ≥ 1; vazio = sem limite.')),
    budget_points: Type.Optional(FormValue('Total de pontos, inteiro ≥ 1; vazio = sem limite.')),
    budget_amount: Type.Optional(FormValue('Orçamento em R$ (> 0, 2 casas); vazio = sem limite.')),
    redemption_cost: Type.Optional(
      FormValue('R$ de um resgate (≥ 0, 2 casas); vazio = os pontos ao valor do ponto do programa.'),
    ),
    customer_limit: Type.Optional(
      FormValue('Resgates por cliente no período, inteiro ≥ 1; vazio = sem limite.'),
    ),
    customer_limit_period: Type.Optional(FormValue(`Com customer_limit: um de ${LIMIT_PERIODS.join(', ')}.`)),
    auto_notify: Type.Optional(FormValue('Booleano; padrão true.')),
    notification_message: Type.Optional(FormValue('Texto livre.')),
    display_logo: Type.Optional(
      FormFile('Imagem JPG, PNG, GIF ou WebP até 10 MB; no PUT, vazio remove a atual.'),
    ),
    item_image: Type.Optional(
      FormFile('Imagem JPG, PNG, GIF ou WebP até 10 MB; no PUT, vazio remove a atual.'),
    ),
  },
  { description: 'Formulário da oferta (multipart/form-data com imagens, ou JSON sem imagens).' },
);
export type OfferForm = Static<typeof OfferForm>;
