import type { users } from '../db/schema/index.ts';
import { hashPassword } from '../domain/password.ts';
import { FIRST_NAMES, SURNAMES } from './data.ts';
import { generateCpf } from './documents.ts';
import type { Rng } from './prng.ts';

type NewUser = typeof users.$inferInsert;
const DAY = 86_400_000;

export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@fidelidade.com.br',
    password: 'fidelidade-admin-2026',
    fullName: 'Administrador do Sistema',
  },
  dealership: {
    email: 'concessionaria@fidelidade.com.br',
    password: 'fidelidade-conc-2026',
    fullName: 'Carlos Menezes',
  },
  partner: {
    email: 'parceiro@fidelidade.com.br',
    password: 'fidelidade-parc-2026',
    fullName: 'Paula Andrade',
  },
  /** A second ADMIN: approvals need another administrator than the one who asked. */
  supervisor: {
    email: 'supervisora@fidelidade.com.br',
    password: 'fidelidade-super-2026',
    fullName: 'Renata Supervisora',
  },
} as const;

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The first three back-office demo accounts (argon2id hashes); supervisorAccount is the fourth. */
export async function demoAccounts(
  rng: Rng,
  dealershipId: number,
  partnerId: number,
  cpfs: Set<string>,
): Promise<NewUser[]> {
  const cpf = () => uniqueCpf(rng, cpfs);
  const { admin, dealership, partner } = DEMO_ACCOUNTS;
  return [
    {
      cpf: cpf(),
      email: admin.email,
      fullName: admin.fullName,
      userType: 'ADMIN',
      isSuperuser: true,
      isStaff: true,
      passwordHash: await hashPassword(admin.password),
    },
    {
      cpf: cpf(),
      email: dealership.email,
      fullName: dealership.fullName,
      userType: 'DEALERSHIP',
      isStaff: true,
      accountForQrCodeBurn: true,
      dealershipId,
      passwordHash: await hashPassword(dealership.password),
    },
    {
      cpf: cpf(),
      email: partner.email,
      fullName: partner.fullName,
      userType: 'PARCEIRO',
      accountForQrCodeBurn: true,
      partnerId,
      passwordHash: await hashPassword(partner.password),
    },
  ];
}

/**
 * The second ADMIN, inserted after everything else with its own random stream, so the rest of the
 * demo data (ids, CPFs, activity) is what it was before it existed.
 */
export async function supervisorAccount(rng: Rng, cpfs: Set<string>): Promise<NewUser> {
  const { supervisor } = DEMO_ACCOUNTS;
  return {
    cpf: uniqueCpf(rng, cpfs),
    email: supervisor.email,
    fullName: supervisor.fullName,
    userType: 'ADMIN',
    isSuperuser: true,
    isStaff: true,
    passwordHash: await hashPassword(supervisor.password),
  };
}

function uniqueCpf(rng: Rng, used: Set<string>): string {
  for (;;) {
    const cpf = generateCpf(rng);
    if (!used.has(cpf)) {
      used.add(cpf);
      return cpf;
    }
  }
}

/**
 * A birth date from the customer's index (not from the generator, so the rest of the demo data stays
 * as it was): years 1960–2004, every month and day 1–28 represented.
 */
function birthDate(i: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${1960 + ((i * 7) % 45)}-${pad(((i * 5) % 12) + 1)}-${pad(((i * 11) % 28) + 1)}`;
}

/** CLIENTE customers spread over the dealerships; customers never sign in here (no password). */
export function customers(rng: Rng, count: number, now: number, dealershipIds: number[], cpfs: Set<string>) {
  const rows: NewUser[] = [];
  const emails = new Set<string>();
  for (let i = 0; i < count; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last1 = rng.pick(SURNAMES);
    let last2 = rng.pick(SURNAMES);
    if (last2 === last1) last2 = rng.pick(SURNAMES);
    const fullName = `${first} ${last1} ${last2}`;
    let email: string | null = null;
    if (rng.chance(0.75)) {
      const base = `${slug(first)}.${slug(last2)}`;
      email = `${base}@exemplo.com.br`;
      for (let n = 2; emails.has(email); n++) email = `${base}${n}@exemplo.com.br`;
      emails.add(email);
    }
    rows.push({
      cpf: uniqueCpf(rng, cpfs),
      email,
      fullName,
      userType: 'CLIENTE',
      isActive: !rng.chance(0.08),
      dealershipId: rng.pick(dealershipIds),
      createdAt: new Date(now - rng.int(95, 720) * DAY),
      birthDate: birthDate(i),
    });
  }
  return rows;
}
