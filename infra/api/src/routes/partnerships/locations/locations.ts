import { Location, LocationBody, LocationListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import type { NewLocation } from '../../../repositories/partnerships.ts';
import { crudRoutes } from '../crud-routes.ts';
import { locationJson } from '../location-json.ts';

/**
 * A coordinate rounded to 9 decimals; '' / null → null. The contract's LocationBody has refused
 * anything but a number or decimal text within range.
 */
function coordinate(value: number | string | null | undefined): string | null {
  if (value === undefined || value === null || value.toString().trim() === '') return null;
  const fixed = Number(typeof value === 'number' ? value : value.trim()).toFixed(9);
  return /^-0\.0+$/.test(fixed) ? fixed.slice(1) : fixed;
}

function toValues(body: LocationBody): NewLocation {
  const zip = (body.zip_code ?? body.postal_code ?? '').trim();
  return {
    address: body.address.trim(),
    city: body.city.trim(),
    state: body.state,
    zipCode: zip || null,
    country: body.country?.trim() || 'Brasil',
    latitude: coordinate(body.latitude),
    longitude: coordinate(body.longitude),
  };
}

/**
 * /api/v1/partnerships/locations/ — list (any back-office role, scoped: DEALERSHIP its dealership's
 * location, PARCEIRO its stores' locations) and ADMIN-only create/update/delete.
 */
export default async function locationsRoutes(app: FastifyInstance) {
  const repo = app.partnershipsRepository.locations;
  crudRoutes(app, {
    read: 'partnerships.read',
    manage: 'partnerships.manage',
    auditTarget: 'location',
    listQuery: LocationListQuery,
    item: Location,
    input: { body: LocationBody },
    toJson: locationJson,
    list: (q, scope, page) =>
      repo.page(
        {
          scope,
          ordering: q.ordering,
          ...(q.search ? { search: q.search } : {}),
          ...(q.city ? { city: q.city } : {}),
          ...(q.state ? { state: q.state } : {}),
          ...(q.zip_code ? { zipCode: q.zip_code } : {}),
        },
        page,
      ),
    get: (id, scope) => repo.get(id, scope),
    create: (body) => repo.create(toValues(body)),
    update: (id, body) => repo.update(id, toValues(body)),
    remove: (id) => repo.delete(id),
    writeRefusals: [],
    inUseMessage:
      'Esta localização está em uso por uma concessionária ou loja de parceiro e não pode ser excluída.',
  });
}
