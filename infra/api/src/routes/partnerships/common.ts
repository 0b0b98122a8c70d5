import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { forbidden, HttpError } from '../../lib/http-error.ts';
import { type Paging, paging } from '../../lib/pagination.ts';
import { isAdmin } from '../../lib/principal.ts';
import type { LocationRow } from '../../repositories/partnerships.ts';
import { Nullable } from '../common/schemas.ts';

/** The 27 federative units. */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

/** Partner categories (SPEC §3). */
export const PARTNER_CATEGORIES = [
  'alimentacao',
  'vestuario',
  'tecnologia',
  'casa',
  'servicos',
  'combustivel',
  'farmacia',
  'varejo',
  'automotivo',
  'beleza',
  'educacao',
  'entretenimento',
  'financeiro',
  'hotelaria',
  'telecom',
] as const;

/** Settings lists default to 100 rows per page (the screens also filter client-side). */
export const SETTINGS_PAGE_SIZE = 100;

export function settingsPaging(query: { page?: number | undefined; page_size?: number | undefined }): Paging {
  return paging({ page: query.page, page_size: query.page_size ?? SETTINGS_PAGE_SIZE });
}

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** onRequest hook after `authenticate`: writes to the settings are ADMIN-only (DESIGN §6). */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  if (!request.principal || !isAdmin(request.principal)) throw forbidden();
}

/** 400 for deleting something still referenced (the message says what uses it). */
export const inUse = (detail: string) => new HttpError(400, { detail });

export const LocationOut = Type.Object({
  id: Type.Integer(),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zip_code: Nullable(Type.String()),
  postal_code: Nullable(Type.String()),
  country: Type.String(),
  latitude: Nullable(Type.String()),
  longitude: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export function locationJson(row: LocationRow) {
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

/**
 * A coordinate given as number or string, rounded to 9 decimals; '' / null → null. Returns an
 * error message instead when it is not a number within ±limit.
 */
export function coordinate(
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
