import { Location, LocationBody, LocationListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../domain/http-error.ts';
import type { NewLocation } from '../../../repositories/partnerships.ts';
import { crudRoutes } from '../crud-routes.ts';
import { locationJson } from '../location-json.ts';

/**
 * A coordinate given as number or string, rounded to 9 decimals; '' / null → null. Returns an
 * error message instead when it is not a number within ±limit.
 */
function coordinate(
  value: unknown,
  limit: number,
  label: string,
): { value: string | null } | { error: string } {
  if (value === undefined || value === null || value === '') return { value: null };
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const n = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(n)) return { error: 'Um número válido é necessário.' };
  if (Math.abs(n) > limit) return { error: `${label} deve estar entre -${limit} e ${limit}.` };
  const fixed = n.toFixed(9);
  return { value: /^-0\.0+$/.test(fixed) ? fixed.slice(1) : fixed };
}

function toValues(body: LocationBody): NewLocation {
  const errors: Record<string, string[]> = {};
  const lat = coordinate(body.latitude, 90, 'Latitude');
  const lng = coordinate(body.longitude, 180, 'Longitude');
  if ('error' in lat) errors.latitude = [lat.error];
  if ('error' in lng) errors.longitude = [lng.error];
  const address = body.address.trim();
  const city = body.city.trim();
  if (!address) errors.address = ['Este campo não pode ficar em branco.'];
  if (!city) errors.city = ['Este campo não pode ficar em branco.'];
  if (Object.keys(errors).length > 0 || 'error' in lat || 'error' in lng) throw new HttpError(400, errors);
  const zip = (body.zip_code ?? body.postal_code ?? '').trim();
  return {
    address,
    city,
    state: body.state,
    zipCode: zip || null,
    country: body.country?.trim() || 'Brasil',
    latitude: lat.value,
    longitude: lng.value,
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
    inUseMessage:
      'Esta localização está em uso por uma concessionária ou loja de parceiro e não pode ser excluída.',
  });
}
