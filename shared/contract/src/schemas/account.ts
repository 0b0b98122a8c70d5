import { type Static, Type } from 'typebox';
import { USER_TYPES } from '../enums.ts';
import { DateTime, Nullable } from './common.ts';

/** Meu Perfil (GET/PATCH users/me/): the signed-in back-office user's own account. */
export const Profile = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Nullable(Type.String()),
  user_type: Type.Enum(USER_TYPES),
  is_superuser: Type.Boolean(),
  password_change_required: Type.Boolean(),
  two_factor_enabled: Type.Boolean(),
  /** The account's role must sign in with a second factor (set by ADMIN). */
  two_factor_required: Type.Boolean(),
  /** Recovery codes not used yet (0 without two-factor sign-in). */
  recovery_codes_left: Type.Integer(),
});
export type Profile = Static<typeof Profile>;

/** PATCH users/me/: name and e-mail (checked in code, with the form's messages). */
export const ProfileBody = Type.Object({
  full_name: Type.String({ maxLength: 255 }),
  email: Type.String({ maxLength: 254 }),
});
export type ProfileBody = Static<typeof ProfileBody>;

/** POST users/me/password/: the current password, then the new one twice. */
export const PasswordChangeBody = Type.Object({
  current_password: Type.String({ maxLength: 1024 }),
  new_password: Type.String({ maxLength: 1024 }),
  new_password_confirm: Type.String({ maxLength: 1024 }),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

/**
 * A new password ends every session, this one included; the answer carries this device's new
 * session so it stays signed in.
 */
export const PasswordChangeResponse = Type.Object({
  detail: Type.String(),
  access: Type.String(),
  refresh: Type.String(),
});
export type PasswordChangeResponse = Static<typeof PasswordChangeResponse>;

/** One active sign-in of the user (GET users/me/sessions/). */
export const SessionItem = Type.Object({
  id: Type.String({ format: 'uuid' }),
  /** 'Chrome no Windows', from the user agent ('Navegador desconhecido' without one). */
  device: Type.String(),
  user_agent: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  signed_in_at: DateTime,
  last_used_at: DateTime,
  /** The session of the request's own token. */
  current: Type.Boolean(),
});
export type SessionItem = Static<typeof SessionItem>;

export const SessionList = Type.Object({ sessions: Type.Array(SessionItem) });
export type SessionList = Static<typeof SessionList>;

export const SessionIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type SessionIdParams = Static<typeof SessionIdParams>;

/** POST users/me/two-factor/setup/: a new secret to scan; on only once confirmed with a code. */
export const TwoFactorSetup = Type.Object({
  /** The base32 secret, for typing into an app that cannot scan. */
  secret: Type.String(),
  otpauth_url: Type.String(),
  /** The otpauth URL as a QR code image (data: URL, SVG). */
  qr_code: Type.String(),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

export const TwoFactorCodeBody = Type.Object({ code: Type.String({ maxLength: 32 }) });
export type TwoFactorCodeBody = Static<typeof TwoFactorCodeBody>;

/** The ten single-use recovery codes, shown once. */
export const RecoveryCodes = Type.Object({ recovery_codes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** Turning two-factor sign-in off (or new recovery codes) asks for the current password. */
export const CurrentPasswordBody = Type.Object({ password: Type.String({ maxLength: 1024 }) });
export type CurrentPasswordBody = Static<typeof CurrentPasswordBody>;

/** The roles whose every user signs in with a second factor (users/two-factor-policy/, ADMIN). */
export const TwoFactorPolicy = Type.Object({
  required_roles: Type.Array(Type.Enum(['ADMIN', 'DEALERSHIP', 'PARCEIRO', 'ATENDENTE']), {
    uniqueItems: true,
  }),
});
export type TwoFactorPolicy = Static<typeof TwoFactorPolicy>;
