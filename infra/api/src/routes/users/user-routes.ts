import type { FastifyInstance } from 'fastify';
import adminList from './admin-list.ts';
import createUser from './create-user.ts';
import customerLogin from './customer-login.ts';
import deleteUser from './delete-user.ts';
import formOptions from './form-options.ts';
import getUser from './get-user.ts';
import toggleStatus from './toggle-status.ts';
import updateUser from './update-user.ts';

/** User management (ADMIN) and the customer-app sign-in. */
export default async function userRoutes(app: FastifyInstance) {
  for (const route of [
    customerLogin,
    createUser,
    adminList,
    formOptions,
    getUser,
    updateUser,
    deleteUser,
    toggleStatus,
  ]) {
    await app.register(route);
  }
}
