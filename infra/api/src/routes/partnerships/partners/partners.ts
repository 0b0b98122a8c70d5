import { Partner, PartnerBody, PartnerListQuery } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import type { NewPartner, PartnerRow } from '../../../repositories/partnerships.ts';
import { crudRoutes } from '../crud-routes.ts';

const partnerJson = (row: PartnerRow): Partner => ({
  id: row.id,
  brand_name: row.brandName,
  category: row.category,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The contract's PartnerBody has refused a blank brand name. */
function toValues(body: PartnerBody): NewPartner {
  return { brandName: body.brand_name.trim(), category: body.category };
}

/** /api/v1/partnerships/partners/ — PARCEIRO reads only its own partner; writes are ADMIN-only. */
export default async function partnersRoutes(app: FastifyInstance) {
  const repo = app.partnershipsRepository.partners;
  crudRoutes(app, {
    read: 'partnerships.read',
    manage: 'partnerships.manage',
    auditTarget: 'partner',
    listQuery: PartnerListQuery,
    item: Partner,
    input: { body: PartnerBody },
    toJson: partnerJson,
    list: ({ category, search, ordering }, scope, page) =>
      repo.page({ scope, ordering, ...(category ? { category } : {}), ...(search ? { search } : {}) }, page),
    get: (id, scope) => repo.get(id, scope),
    create: (body) => repo.create(toValues(body)),
    update: (id, body) => repo.update(id, toValues(body)),
    remove: (id) => repo.delete(id),
    inUseMessage: 'Este parceiro está em uso (lojas ou usuários vinculados) e não pode ser excluído.',
    writeRefusals: [],
  });
}
