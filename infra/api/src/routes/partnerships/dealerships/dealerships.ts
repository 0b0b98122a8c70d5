import { Dealership, DealershipBody, DealershipListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../domain/http-error.ts';
import type {
  DealershipRow,
  NewDealership,
  PartnershipsRepository,
} from '../../../repositories/partnerships.ts';
import { crudRoutes } from '../crud-routes.ts';
import { locationJson } from '../location-json.ts';

const dealershipJson = (row: DealershipRow): Dealership => ({
  id: row.id,
  name: row.name,
  cnpj: row.cnpj,
  external_name_ref: row.externalNameRef,
  location_id: row.locationId,
  location: row.location ? locationJson(row.location) : null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const LOCATION_NOT_FOUND = 'Localização não encontrada.';

async function toValues(repo: PartnershipsRepository, body: DealershipBody): Promise<NewDealership> {
  // The contract's DealershipBody has refused a blank name or CNPJ.
  if (!(await repo.locationExists(body.location_id)))
    throw new HttpError(400, { location_id: [LOCATION_NOT_FOUND] });
  return {
    name: body.name.trim(),
    cnpj: body.cnpj.trim(),
    externalNameRef: body.external_name_ref?.trim() || null,
    locationId: body.location_id,
  };
}

/** /api/v1/partnerships/dealerships/ — DEALERSHIP reads only its own; writes are ADMIN-only. */
export default async function dealershipsRoutes(app: FastifyInstance) {
  const repository = app.partnershipsRepository;
  const repo = repository.dealerships;
  const all = { kind: 'all' } as const;
  crudRoutes(app, {
    read: 'partnerships.read',
    manage: 'partnerships.manage',
    auditTarget: 'dealership',
    listQuery: DealershipListQuery,
    item: Dealership,
    input: { body: DealershipBody },
    toJson: dealershipJson,
    list: (q, scope, page) =>
      repo.page(
        {
          scope,
          ordering: q.ordering,
          ...(q.name ? { name: q.name } : {}),
          ...(q.cnpj ? { cnpj: q.cnpj } : {}),
          ...(q.external_name_ref ? { externalNameRef: q.external_name_ref } : {}),
        },
        page,
      ),
    get: (id, scope) => repo.get(id, scope),
    create: async (body) =>
      (await repo.get(await repo.create(await toValues(repository, body)), all)) as DealershipRow,
    update: async (id, body) => {
      const values = await toValues(repository, body);
      return (await repo.update(id, values)) ? repo.get(id, all) : undefined;
    },
    remove: (id) => repo.delete(id),
    inUseMessage: 'Esta concessionária está em uso (usuários ou ofertas vinculados) e não pode ser excluída.',
    writeRefusals: [LOCATION_NOT_FOUND],
  });
}
