import type { Location } from '@fidelidade/contract';
import type { LocationRow } from '../../repositories/partnerships.ts';

/** A location as the API answers it (also nested in a dealership). */
export function locationJson(row: LocationRow): Location {
  return {
    id: row.id,
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    postal_code: row.zipCode,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
