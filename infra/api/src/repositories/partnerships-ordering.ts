import { PARTNER_CATEGORY_LABELS } from '@fidelidade/contract/enums';
import { dealerships, locations, partnerLocations, partners } from '../db/schema/index.ts';
import { byLabel, enumOrder, sortableList } from '../domain/ordering.ts';

// The settings lists' sortable fields (few rows each: no index needed). Without `ordering` they
// show the newest records first.

export const LOCATION_ORDERING = sortableList(
  'partnerships/locations/',
  {
    created_at: locations.createdAt,
    address: locations.address,
    city: locations.city,
    state: locations.state,
    zip_code: locations.zipCode,
  },
  locations.id,
);

/** `category` sorts by its pt-BR label, as the column shows it. */
export const PARTNER_ORDERING = sortableList(
  'partnerships/partners/',
  {
    created_at: partners.createdAt,
    brand_name: partners.brandName,
    category: enumOrder(partners.category, byLabel(PARTNER_CATEGORY_LABELS)),
  },
  partners.id,
);

export const DEALERSHIP_ORDERING = sortableList(
  'partnerships/dealerships/',
  {
    created_at: dealerships.createdAt,
    name: dealerships.name,
    cnpj: dealerships.cnpj,
    external_name_ref: dealerships.externalNameRef,
  },
  dealerships.id,
);

/** `partner` sorts by the partner's brand name. */
export const PARTNER_LOCATION_ORDERING = sortableList(
  'partnerships/partner-locations/',
  {
    created_at: partnerLocations.createdAt,
    store_name: partnerLocations.storeName,
    partner: partners.brandName,
  },
  partnerLocations.id,
);
