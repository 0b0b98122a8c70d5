import { type Static, Type } from 'typebox';
import { USER_TYPES } from '../enums.ts';
import { MESSAGES_KEYWORD, Nullable } from './common.ts';

/** Access and refresh JWTs of a sign-in or a refresh. */
export const TokenPair = Type.Object({ access: Type.String(), refresh: Type.String() });
export type TokenPair = Static<typeof TokenPair>;

/** Body of auth/refresh/ and auth/logout/. */
export const RefreshBody = Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 4096 }) });
export type RefreshBody = Static<typeof RefreshBody>;

/** The signed-in user of a login answer (the apps keep it as their stored user). */
export const LoginUser = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Nullable(Type.String()),
  user_type: Type.Enum(USER_TYPES),
  is_superuser: Type.Boolean(),
  is_staff: Type.Boolean(),
  dealership_name: Nullable(Type.String()),
  partner_name: Nullable(Type.String()),
  dealership_associated: Nullable(Type.Integer()),
  partner: Nullable(Type.Integer()),
  /** The partner store an ATENDENTE serves, and its name (the user menu's subtitle). */
  partner_location: Type.Optional(Nullable(Type.Integer())),
  partner_location_name: Type.Optional(Nullable(Type.String())),
  /**
   * A DEALERSHIP or PARCEIRO account that burns vouchers at the counter: `can()` reads it for the
   * voucher capabilities. The API always sends it; a session stored before it was sent lacks it.
   */
  account_for_qr_code_burn: Type.Optional(Type.Boolean()),
  /**
   * The back office must lead the user to Meu Perfil first: a password the staff policy refuses
   * (docs/product.md §5.7), or a second factor the role requires and the account lacks. Until then
   * every other back-office call is 403 with `code` naming it. Absent in sessions stored before.
   */
  password_change_required: Type.Optional(Type.Boolean()),
  two_factor_setup_required: Type.Optional(Type.Boolean()),
  two_factor_enabled: Type.Optional(Type.Boolean()),
});
export type LoginUser = Static<typeof LoginUser>;
/**
 * What the back office keeps after signing in: the login user as sent. A session stored before
 * `is_staff` was sent lacks it (absent means "not known to be false").
 */
export type StoredUser = Omit<LoginUser, 'is_staff'> & { is_staff?: boolean };

export const AdminLoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type AdminLoginBody = Static<typeof AdminLoginBody>;

export const AdminLoginResponse = Type.Intersect([TokenPair, Type.Object({ user: LoginUser })]);
export type AdminLoginResponse = Static<typeof AdminLoginResponse>;

/**
 * Customer-app sign-in: CPF (any formatting: its digits are read) or email (used when both are
 * sent), and the password. One of them must be there: a CPF with a digit or a non-blank email.
 */
export const CustomerLoginBody = Type.Object(
  {
    cpf: Type.Optional(Type.String({ maxLength: 32 })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  {
    anyOf: [
      { required: ['email'], properties: { email: { type: 'string', pattern: '\\S' } } },
      { required: ['cpf'], properties: { cpf: { type: 'string', pattern: '[0-9]' } } },
    ],
    [MESSAGES_KEYWORD]: { anyOf: 'Informe o CPF ou o email.' },
  },
);
export type CustomerLoginBody = Static<typeof CustomerLoginBody>;

export const CustomerLoginUser = Type.Intersect([LoginUser, Type.Object({ points_balance: Type.Integer() })]);
export type CustomerLoginUser = Static<typeof CustomerLoginUser>;

export const CustomerLoginResponse = Type.Intersect([TokenPair, Type.Object({ user: CustomerLoginUser })]);
export type CustomerLoginResponse = Static<typeof CustomerLoginResponse>;

/**
 * 202 of users/auth/admin-login/ when the account signs in with a second factor: the password was
 * right; `challenge` goes with the code to users/auth/two-factor/ within `expires_in` seconds.
 */
export const TwoFactorChallenge = Type.Object({
  two_factor_required: Type.Literal(true),
  challenge: Type.String(),
  expires_in: Type.Integer(),
});
export type TwoFactorChallenge = Static<typeof TwoFactorChallenge>;

/** The code step of a sign-in: the authenticator's six digits or one recovery code. */
export const TwoFactorLoginBody = Type.Object({
  challenge: Type.String({ minLength: 1, maxLength: 4096 }),
  code: Type.String({ minLength: 1, maxLength: 32 }),
});
export type TwoFactorLoginBody = Static<typeof TwoFactorLoginBody>;
