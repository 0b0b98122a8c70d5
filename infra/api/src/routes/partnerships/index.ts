import type { FastifyInstance } from 'fastify';
import dealerships from './dealerships.ts';
import locations from './locations.ts';
import partnerLocations from './partner-locations.ts';
import partners from './partners.ts';

/** /api/v1/partnerships/* — settings: locations, partners, dealerships, partner stores. */
export default async function partnershipsRoutes(app: FastifyInstance) {
  for (const route of [locations, partners, dealerships, partnerLocations]) await app.register(route);
}
