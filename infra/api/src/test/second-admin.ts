import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { EMAILS, PASSWORD } from './fixtures.ts';

export const SECOND_ADMIN = { email: 'segundo-admin@teste.com.br', password: PASSWORD };

/**
 * A second ADMIN for the approvals' four eyes (users/create/ never makes one): the fixtures' admin
 * row with another e-mail and CPF. Returns both ids.
 */
export async function insertSecondAdmin(db: Database): Promise<{ adminId: number; secondId: number }> {
  const [first] = await db.select().from(s.users).where(eq(s.users.email, EMAILS.admin));
  const [second] = await db
    .insert(s.users)
    .values({
      cpf: '52998224725',
      email: SECOND_ADMIN.email,
      fullName: 'Segunda Administradora',
      passwordHash: first?.passwordHash as string,
      userType: 'ADMIN',
      isSuperuser: true,
      isStaff: true,
    })
    .returning({ id: s.users.id });
  return { adminId: first?.id ?? 0, secondId: second?.id ?? 0 };
}
