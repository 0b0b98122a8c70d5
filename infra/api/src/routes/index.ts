import type { FastifyInstance } from 'fastify';
import adminLogin from './auth/admin-login.ts';
import logout from './auth/logout.ts';
import refresh from './auth/refresh.ts';
import communications from './communications/index.ts';
import health from './health/health.ts';
import ready from './health/ready.ts';
import integrations from './integrations/index.ts';
import activitiesRecent from './loyalty/activities-recent.ts';
import loyaltyRoutes from './loyalty/loyalty-routes.ts';
import transactionsHistory from './loyalty/transactions-history.ts';
import offers from './offers/index.ts';
import partnerships from './partnerships/index.ts';
import reportRoutes from './reports/index.ts';
import dashboardStats from './users/dashboard-stats.ts';
import userRoutes from './users/user-routes.ts';

/** Every /api/v1 route; each file is self-contained (schema + handler). */
export default async function routes(app: FastifyInstance) {
  for (const route of [
    health,
    ready,
    adminLogin,
    refresh,
    logout,
    dashboardStats,
    activitiesRecent,
    transactionsHistory,
    userRoutes,
    loyaltyRoutes,
    reportRoutes,
    partnerships,
    offers,
    communications,
    integrations,
  ]) {
    await app.register(route);
  }
}
