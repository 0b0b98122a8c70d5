import { type TSchema, Type } from 'typebox';

export const Detail = Type.Object({ detail: Type.String(), code: Type.Optional(Type.String()) });
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const TokenPair = Type.Object({ access: Type.String(), refresh: Type.String() });

export const RefreshBody = Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 4096 }) });

export const LoginUser = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Nullable(Type.String()),
  user_type: Type.String(),
  is_superuser: Type.Boolean(),
  is_staff: Type.Boolean(),
  dealership_name: Nullable(Type.String()),
  partner_name: Nullable(Type.String()),
  dealership_associated: Nullable(Type.Integer()),
  partner: Nullable(Type.Integer()),
});
