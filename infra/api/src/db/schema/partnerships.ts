import { index, integer, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, unaccentTrgm, updatedAt } from './columns.ts';

export const locations = pgTable(
  'locations',
  {
    id: id(),
    address: varchar('address', { length: 255 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 50 }).notNull(),
    zipCode: varchar('zip_code', { length: 9 }),
    country: varchar('country', { length: 100 }).notNull().default('Brasil'),
    latitude: numeric('latitude', { precision: 12, scale: 9 }),
    longitude: numeric('longitude', { precision: 12, scale: 9 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('locations_city_unaccent_trgm').using('gin', unaccentTrgm(t.city)),
    index('locations_state_idx').on(t.state),
  ],
);

export const partners = pgTable(
  'partners',
  {
    id: id(),
    brandName: varchar('brand_name', { length: 150 }).notNull(),
    category: varchar('category', { length: 100 }).notNull(),
    logo: text('logo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('partners_brand_name_unaccent_trgm').using('gin', unaccentTrgm(t.brandName)),
    index('partners_category_idx').on(t.category),
  ],
);

export const dealerships = pgTable(
  'dealerships',
  {
    id: id(),
    name: varchar('name', { length: 150 }).notNull(),
    cnpj: varchar('cnpj', { length: 18 }).notNull(),
    externalNameRef: varchar('external_name_ref', { length: 150 }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    logo: text('logo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('dealerships_name_unaccent_trgm').using('gin', unaccentTrgm(t.name)),
    index('dealerships_cnpj_idx').on(t.cnpj),
    index('dealerships_location_idx').on(t.locationId),
  ],
);

export const partnerLocations = pgTable(
  'partner_locations',
  {
    id: id(),
    storeName: varchar('store_name', { length: 150 }).notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    logo: text('logo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('partner_locations_store_name_unaccent_trgm').using('gin', unaccentTrgm(t.storeName)),
    index('partner_locations_partner_idx').on(t.partnerId),
    index('partner_locations_location_idx').on(t.locationId),
  ],
);
