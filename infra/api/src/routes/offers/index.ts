import type { FastifyInstance } from 'fastify';
import availablePartners from './admin-available-partners.ts';
import createOffer from './admin-create.ts';
import deleteOffer from './admin-delete.ts';
import listOffers from './admin-list.ts';
import updateOffer from './admin-update.ts';
import customerOffer from './customer-detail.ts';
import customerOffers from './customer-list.ts';

/** Offers: back-office CRUD under loyalty/admin/offers/, customer reads under loyalty/offers/. */
export default async function offersRoutes(app: FastifyInstance) {
  for (const route of [
    availablePartners,
    listOffers,
    createOffer,
    updateOffer,
    deleteOffer,
    customerOffers,
    customerOffer,
  ])
    await app.register(route);
}
