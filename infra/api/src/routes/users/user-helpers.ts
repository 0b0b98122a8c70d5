import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../../lib/http-error.ts';
import {
  addError,
  checkUserInput,
  type FieldErrors,
  orderedErrors,
  USER_MESSAGES,
  type UserInput,
  type UserValues,
  uniqueViolation,
} from '../../lib/user-rules.ts';
import type { ManagedUser } from '../../repositories/user-admin.ts';
import { Nullable } from '../common/schemas.ts';

const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const OptionalId = Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })));

/**
 * Body of users/create/ and PUT users/{id}/. Presence and content rules are checked in code so the
 * answers carry the form's own messages (SPEC §5) instead of generic schema messages.
 */
export const UserBody = Type.Object({
  cpf: OptionalText(32),
  email: OptionalText(254),
  full_name: OptionalText(255),
  user_type: Type.Enum(['CLIENTE', 'PARCEIRO', 'DEALERSHIP']),
  password: OptionalText(1024),
  password_confirm: OptionalText(1024),
  is_staff: Type.Optional(Type.Boolean()),
  is_active: Type.Optional(Type.Boolean()),
  account_for_qr_code_burn: Type.Optional(Type.Boolean()),
  dealership_associated: OptionalId,
  partner: OptionalId,
});

export const ManagedUserSchema = Type.Object({
  id: Type.Integer(),
  cpf: Type.String(),
  email: Nullable(Type.String()),
  full_name: Type.String(),
  user_type: Type.String(),
  is_superuser: Type.Boolean(),
  is_staff: Type.Boolean(),
  is_active: Type.Boolean(),
  account_for_qr_code_burn: Type.Boolean(),
  dealership_associated: Nullable(Type.Integer()),
  dealership_name: Nullable(Type.String()),
  partner: Nullable(Type.Integer()),
  partner_name: Nullable(Type.String()),
  points_balance: Type.Integer(),
  last_login: Nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
});

export const UserIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export function userBody(u: ManagedUser) {
  return {
    id: u.id,
    cpf: u.cpf,
    email: u.email,
    full_name: u.fullName,
    user_type: u.userType,
    is_superuser: u.isSuperuser,
    is_staff: u.isStaff,
    is_active: u.isActive,
    account_for_qr_code_burn: u.accountForQrCodeBurn,
    dealership_associated: u.dealershipId,
    dealership_name: u.dealershipName,
    partner: u.partnerId,
    partner_name: u.partnerName,
    points_balance: u.pointsBalance,
    last_login: u.lastLogin ? u.lastLogin.toISOString() : null,
    created_at: u.createdAt.toISOString(),
  };
}

/** Runs every user rule (form rules, uniqueness, referenced ids); throws a DRF 400 on failure. */
export async function validatedUser(
  app: FastifyInstance,
  input: UserInput,
  options: { passwordRequired: boolean; exceptId?: number },
): Promise<UserValues> {
  const { errors, values } = checkUserInput(input, options.passwordRequired);
  if (!errors.cpf || !errors.email) {
    const taken = await app.userAdminRepository.conflicts(
      errors.cpf ? '' : values.cpf,
      errors.email ? null : values.email,
      options.exceptId,
    );
    if (taken.cpf && !errors.cpf) addError(errors, 'cpf', USER_MESSAGES.cpfTaken);
    if (taken.email) addError(errors, 'email', USER_MESSAGES.emailTaken);
  }
  if (values.dealershipId !== null && !(await app.userAdminRepository.dealershipExists(values.dealershipId)))
    addError(errors, 'dealership_associated', USER_MESSAGES.unknownId(values.dealershipId));
  if (values.partnerId !== null && !(await app.userAdminRepository.partnerExists(values.partnerId)))
    addError(errors, 'partner', USER_MESSAGES.unknownId(values.partnerId));
  throwIfErrors(errors);
  return values;
}

export function throwIfErrors(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw new HttpError(400, orderedErrors(errors));
}

/** A unique-index race lost between the check and the write → the same field error. */
export function rethrowUnique(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint === 'users_cpf_key') throw new HttpError(400, { cpf: [USER_MESSAGES.cpfTaken] });
  if (constraint === 'users_email_key') throw new HttpError(400, { email: [USER_MESSAGES.emailTaken] });
  throw err;
}
