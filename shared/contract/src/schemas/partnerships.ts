import { type Static, Type } from 'typebox';
import { PARTNER_CATEGORIES, UFS } from '../enums.ts';
import { DateTime, IdOrTextQuery, Nullable, OrderingQuery, PageQuery, RowId, SearchQuery } from './common.ts';

/** An address with optional coordinates (decimal strings, 9 places). */
export const Location = Type.Object({
  id: Type.Integer(),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zip_code: Nullable(Type.String()),
  /** Same value as zip_code (older clients read this name). */
  postal_code: Nullable(Type.String()),
  country: Type.String(),
  latitude: Nullable(Type.String()),
  longitude: Nullable(Type.String()),
  created_at: DateTime,
  updated_at: DateTime,
});
export type Location = Static<typeof Location>;

export const LocationListQuery = Type.Object({
  ...PageQuery,
  search: SearchQuery,
  city: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(Type.String({ maxLength: 50 })),
  zip_code: Type.Optional(Type.String({ maxLength: 9 })),
  ordering: OrderingQuery,
});
export type LocationListQuery = Static<typeof LocationListQuery>;

/** A coordinate as number or text; '' or null clears it. */
const Coordinate = Type.Optional(Nullable(Type.Union([Type.Number(), Type.String({ maxLength: 40 })])));

export const LocationBody = Type.Object({
  address: Type.String({ minLength: 1, maxLength: 255 }),
  city: Type.String({ minLength: 1, maxLength: 100 }),
  state: Type.Enum(UFS),
  zip_code: Type.Optional(Nullable(Type.String({ maxLength: 9 }))),
  postal_code: Type.Optional(Nullable(Type.String({ maxLength: 9 }))),
  country: Type.Optional(Type.String({ maxLength: 100 })),
  latitude: Coordinate,
  longitude: Coordinate,
});
export type LocationBody = Static<typeof LocationBody>;

/** A partner brand; `category` is one of PARTNER_CATEGORIES (the column itself is free text). */
export const Partner = Type.Object({
  id: Type.Integer(),
  brand_name: Type.String(),
  category: Type.String(),
  created_at: DateTime,
  updated_at: DateTime,
});
export type Partner = Static<typeof Partner>;

export const PartnerListQuery = Type.Object({
  ...PageQuery,
  category: Type.Optional(Type.String({ maxLength: 100 })),
  search: SearchQuery,
  ordering: OrderingQuery,
});
export type PartnerListQuery = Static<typeof PartnerListQuery>;

export const PartnerBody = Type.Object({
  brand_name: Type.String({ minLength: 1, maxLength: 150 }),
  category: Type.Enum(PARTNER_CATEGORIES),
});
export type PartnerBody = Static<typeof PartnerBody>;

export const Dealership = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cnpj: Type.String(),
  external_name_ref: Nullable(Type.String()),
  location_id: Nullable(Type.Integer()),
  location: Nullable(Location),
  created_at: DateTime,
  updated_at: DateTime,
});
export type Dealership = Static<typeof Dealership>;

export const DealershipListQuery = Type.Object({
  ...PageQuery,
  name: Type.Optional(Type.String({ maxLength: 150 })),
  cnpj: Type.Optional(Type.String({ maxLength: 18 })),
  external_name_ref: Type.Optional(Type.String({ maxLength: 150 })),
  ordering: OrderingQuery,
});
export type DealershipListQuery = Static<typeof DealershipListQuery>;

export const DealershipBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 150 }),
  cnpj: Type.String({ minLength: 1, maxLength: 18 }),
  external_name_ref: Type.Optional(Nullable(Type.String({ maxLength: 150 }))),
  location_id: RowId,
});
export type DealershipBody = Static<typeof DealershipBody>;

/** A partner store, with its partner and address. */
export const PartnerLocation = Type.Object({
  id: Type.Integer(),
  store_name: Type.String(),
  partner_id: Type.Integer(),
  location_id: Type.Integer(),
  partner: Type.Object({ id: Type.Integer(), brand_name: Type.String(), category: Type.String() }),
  location: Type.Object({
    id: Type.Integer(),
    address: Type.String(),
    city: Type.String(),
    state: Type.String(),
    country: Type.String(),
    postal_code: Nullable(Type.String()),
  }),
  /** Logo URL. */
  logo: Nullable(Type.String()),
  created_at: DateTime,
  updated_at: DateTime,
});
export type PartnerLocation = Static<typeof PartnerLocation>;

export const PartnerLocationListQuery = Type.Object({
  ...PageQuery,
  /** The partner's id, or part of its brand name. */
  partner: Type.Optional(IdOrTextQuery(150)),
  city: Type.Optional(Type.String({ maxLength: 100 })),
  store_name: Type.Optional(Type.String({ maxLength: 150 })),
  ordering: OrderingQuery,
});
export type PartnerLocationListQuery = Static<typeof PartnerLocationListQuery>;

/** A form value: multipart sends text; JSON may send numbers too. */
const FormValue = (description: string) =>
  Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'], description });

/**
 * The store form of POST and PUT partnerships/partner-locations/ (multipart with `store_logo`, or
 * JSON). On PUT absent fields keep their value. Documentation only: the route reads it in code.
 */
export const PartnerLocationForm = Type.Object(
  {
    store_name: FormValue('Obrigatório no POST, até 150 caracteres.'),
    partner_id: FormValue('Id do parceiro; obrigatório no POST.'),
    location_id: FormValue('Id da localização; obrigatório no POST.'),
    store_logo: Type.Optional(
      Type.String({ format: 'binary', description: 'Imagem JPG, PNG, GIF ou WebP até 10 MB.' }),
    ),
  },
  { description: 'Formulário da loja (multipart/form-data com logo, ou JSON sem logo).' },
);
export type PartnerLocationForm = Static<typeof PartnerLocationForm>;
