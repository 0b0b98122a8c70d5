import { type Static, Type } from 'typebox';
import { PARTNER_CATEGORIES, UFS } from '../enums.ts';
import {
  DateTime,
  IdOrTextQuery,
  MESSAGES_KEYWORD,
  NonBlank,
  Nullable,
  OrderingOf,
  PageQuery,
  RowId,
  rangePattern,
  SearchQuery,
} from './common.ts';

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
  ordering: OrderingOf('partnerships/locations/'),
});
export type LocationListQuery = Static<typeof LocationListQuery>;

/**
 * Decimal text as the API reads a coordinate: blanks around, a sign, digits with an optional point.
 * Written without ambiguous repetition, so it runs in linear time on any text.
 */
const DECIMAL_TEXT = '\\s*[-+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)\\s*';
const NOT_A_NUMBER = 'Um número válido é necessário.';

/**
 * A coordinate within ±`limit` degrees, as a JSON number or as decimal text (the screens send the
 * map's text; no exponent); '' or null clears it. Stored rounded to 9 decimals.
 */
const Coordinate = (limit: number, label: string) => {
  const outside = `${label} deve estar entre -${limit} e ${limit}.`;
  // |n| ≤ limit: an integer part below the limit (leading zeros allowed), or the limit itself with a zero fraction.
  const within = `\\s*[-+]?(0*(${rangePattern(limit - 1)})?(\\.[0-9]*)?|0*${limit}(\\.0*)?)\\s*`;
  return Type.Optional(
    Nullable(
      Type.Union(
        [
          Type.Number({
            minimum: -limit,
            maximum: limit,
            [MESSAGES_KEYWORD]: { minimum: outside, maximum: outside },
          }),
          Type.String({
            maxLength: 40,
            allOf: [
              { pattern: `^$|^${DECIMAL_TEXT}$`, [MESSAGES_KEYWORD]: { pattern: NOT_A_NUMBER } },
              // Only decimal text can be out of range (other text is refused above).
              { pattern: `^(?!${DECIMAL_TEXT}$)|^${within}$`, [MESSAGES_KEYWORD]: { pattern: outside } },
            ],
          }),
        ],
        { [MESSAGES_KEYWORD]: { anyOf: NOT_A_NUMBER } },
      ),
    ),
  );
};

export const LocationBody = Type.Object({
  address: NonBlank(255),
  city: NonBlank(100),
  state: Type.Enum(UFS),
  zip_code: Type.Optional(Nullable(Type.String({ maxLength: 9 }))),
  postal_code: Type.Optional(Nullable(Type.String({ maxLength: 9 }))),
  country: Type.Optional(Type.String({ maxLength: 100 })),
  latitude: Coordinate(90, 'Latitude'),
  longitude: Coordinate(180, 'Longitude'),
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
  ordering: OrderingOf('partnerships/partners/'),
});
export type PartnerListQuery = Static<typeof PartnerListQuery>;

export const PartnerBody = Type.Object({
  brand_name: NonBlank(150),
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
  ordering: OrderingOf('partnerships/dealerships/'),
});
export type DealershipListQuery = Static<typeof DealershipListQuery>;

export const DealershipBody = Type.Object({
  name: NonBlank(150),
  cnpj: NonBlank(18),
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
  ordering: OrderingOf('partnerships/partner-locations/'),
});
export type PartnerLocationListQuery = Static<typeof PartnerLocationListQuery>;

const storeFields = {
  store_name: NonBlank(150),
  partner_id: RowId,
  location_id: RowId,
  store_logo: Type.Optional(
    Type.String({ format: 'binary', description: 'Imagem JPG, PNG, GIF ou WebP até 10 MB.' }),
  ),
};

/**
 * The store form of POST partnerships/partner-locations/ (multipart with `store_logo`, or JSON):
 * every field but the logo required; ids as decimal digits in multipart, JSON integers in JSON.
 * Documentation only: the route reads the body itself (domain/form-fields.ts).
 */
export const PartnerLocationForm = Type.Object(storeFields, {
  description: 'Formulário da loja (multipart/form-data com logo, ou JSON sem logo).',
});
export type PartnerLocationForm = Static<typeof PartnerLocationForm>;

/** The store form of PUT partnerships/partner-locations/{id}/: absent fields keep their value. */
export const PartnerLocationUpdateForm = Type.Partial(Type.Object(storeFields), {
  description: 'Formulário da loja; campos ausentes mantêm o valor atual.',
});
