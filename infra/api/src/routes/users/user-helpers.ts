import { type ManagedUser, placeholder } from '@fidelidade/contract';
import { PASSWORD_MESSAGES } from '@fidelidade/contract/password-policy';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../domain/http-error.ts';
import { listCpf } from '../../domain/list-cpf.ts';
import {
  addError,
  checkUserInput,
  type FieldErrors,
  orderedErrors,
  USER_MESSAGES,
  type UserInput,
  type UserValues,
  uniqueViolation,
} from '../../domain/user-rules.ts';
import type { ManagedUser as ManagedUserRow } from '../../repositories/user-admin.ts';

/**
 * The user form's 400s that no schema can state (the document's UserCreateBody and UserUpdateBody
 * state the rest): the confirmation, the back-office password rules (they depend on the type),
 * uniqueness, the referenced dealership, partner or store, and an ATENDENTE's one place.
 */
export const USER_REFUSALS = [
  USER_MESSAGES.passwordRequired,
  USER_MESSAGES.passwordMismatch,
  PASSWORD_MESSAGES.staffShort,
  PASSWORD_MESSAGES.common,
  USER_MESSAGES.cpfTaken,
  USER_MESSAGES.emailTaken,
  USER_MESSAGES.counterPlaceRequired,
  USER_MESSAGES.counterPlaceBoth,
  USER_MESSAGES.unknownId(placeholder('id')),
];

export function userBody(u: ManagedUserRow): ManagedUser {
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
    partner_location: u.partnerLocationId,
    partner_location_name: u.partnerLocationName,
    points_balance: u.pointsBalance,
    last_login: u.lastLogin ? u.lastLogin.toISOString() : null,
    created_at: u.createdAt.toISOString(),
    anonymized: u.anonymizedAt !== null,
    two_factor_enabled: u.twoFactorEnabled,
  };
}

/** A row of the users list: its CPF masked unless the search is that CPF (domain/list-cpf.ts). */
export const listUserBody = (
  u: ManagedUserRow,
  { search }: { search?: string | undefined },
): ManagedUser => ({
  ...userBody(u),
  cpf: listCpf(u.cpf, search),
});

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
  if (
    values.partnerLocationId !== null &&
    !(await app.userAdminRepository.partnerLocationExists(values.partnerLocationId))
  )
    addError(errors, 'partner_location', USER_MESSAGES.unknownId(values.partnerLocationId));
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
