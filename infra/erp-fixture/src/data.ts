/** Deterministic ERP data: customers with valid CPFs, services and merchandise purchases. */
import { isValidCpf as hasValidCheckDigits } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

export interface ErpCustomer {
  external_id: string;
  cpf: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  dealership_ref?: string;
  /** 'AAAA-MM-DD' (optional in the contract; every fixture customer has one). */
  birth_date?: string;
  updated_at: string;
}

/** A sale's state: the ERP reports a cancelled service or a returned purchase as `cancelled`. */
export type ErpPurchaseStatus = 'active' | 'cancelled';

export interface ErpPurchase {
  external_id: string;
  cpf: string;
  /** BRL, two decimals, as a string ("123.45"). */
  amount: string;
  description: string;
  occurred_at: string;
  updated_at: string;
  status: ErpPurchaseStatus;
  dealership_cnpj?: string;
  dealership_ref?: string;
}

export interface ErpDataset {
  customers: ErpCustomer[];
  services: ErpPurchase[];
  purchases: ErpPurchase[];
}

export interface DatasetOptions {
  seed?: number;
  customers?: number;
  services?: number;
  purchases?: number;
  /** Dates are relative to this instant, truncated to the UTC day (stable within a day). */
  now?: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** mulberry32: a tiny deterministic PRNG. */
export function createRng(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick };
}
type Rng = ReturnType<typeof createRng>;

/** An 11-digit CPF (digits only) whose check digits hold; repeated digits are refused. */
export function isValidCpf(cpf: string): boolean {
  return /^\d{11}$/.test(cpf) && hasValidCheckDigits(cpf);
}

/**
 * A CPF with valid check digits (11 digits) drawn from `rng`, so the data set stays deterministic:
 * the library's own generator uses Math.random, so of the 100 endings of the drawn 9 digits this takes
 * the one the library accepts.
 */
export function generateCpf(rng: Rng): string {
  let base: number[];
  do {
    base = Array.from({ length: 9 }, () => rng.int(0, 9));
  } while (base.every((d) => d === base[0]));
  for (let ending = 0; ending < 100; ending++) {
    const cpf = `${base.join('')}${String(ending).padStart(2, '0')}`;
    if (hasValidCheckDigits(cpf)) return cpf;
  }
  throw new Error(`No CPF starts with ${base.join('')}`);
}

const FIRST =
  'Ana Bruno Carla Daniel Eduarda Felipe Gabriela Henrique Isabela João Juliana Lucas Mariana Mateus Natália Otávio Patrícia Rafael Sabrina Thiago'.split(
    ' ',
  );
const LAST =
  'Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro Martins Carvalho Almeida Lopes Soares Fernandes Vieira Barbosa'.split(
    ' ',
  );
const SERVICES = [
  'Troca de óleo',
  'Revisão dos 10.000 km',
  'Alinhamento e balanceamento',
  'Troca de pastilhas de freio',
  'Higienização do ar-condicionado',
  'Revisão dos 30.000 km',
  'Troca de correia dentada',
];
const MERCHANDISE = [
  'Jogo de tapetes',
  'Película automotiva',
  'Kit de palhetas',
  'Bateria 60Ah',
  'Engate para reboque',
  'Central multimídia',
  'Jogo de pneus',
];
/** External references of the demo dealerships (the seed's `external_name_ref`). */
export const DEALERSHIP_REFS = ['PAULISTA_VEIC', 'CARIOCA_MTR', 'MINAS_AUTO', 'CURITIBA_CAR', 'GAUCHA_AUTO'];

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function createDataset(options: DatasetOptions = {}): ErpDataset {
  const rng = createRng(options.seed ?? 7_042_026);
  const anchor = Math.floor((options.now ?? Date.now()) / DAY) * DAY;
  const iso = (t: number) => new Date(t).toISOString();

  const cpfs = new Set<string>();
  const customers: ErpCustomer[] = [];
  for (let i = 1; i <= (options.customers ?? 200); i++) {
    let cpf = generateCpf(rng);
    while (cpfs.has(cpf)) cpf = generateCpf(rng);
    cpfs.add(cpf);
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    const ref = rng.next() < 0.7 ? rng.pick(DEALERSHIP_REFS) : undefined;
    customers.push({
      external_id: `CLI-${String(i).padStart(5, '0')}`,
      cpf,
      full_name: `${first} ${rng.pick(LAST)} ${last}`,
      email: rng.next() < 0.85 ? `${slug(first)}.${slug(last)}.erp${i}@exemplo.com.br` : null,
      phone: `(${rng.int(11, 99)}) 9${rng.int(1000, 9999)}-${rng.int(1000, 9999)}`,
      ...(ref ? { dealership_ref: ref } : {}),
      // From the index, not the generator, so every other record stays as it was.
      birth_date: `${1955 + ((i * 7) % 50)}-${String(((i * 5) % 12) + 1).padStart(2, '0')}-${String(((i * 11) % 28) + 1).padStart(2, '0')}`,
      updated_at: iso(anchor - 120 * DAY + i * 10 * 60_000),
    });
  }

  const purchases = (count: number, prefix: string, items: string[], minBrl: number, maxBrl: number) => {
    const out: ErpPurchase[] = [];
    for (let i = 1; i <= count; i++) {
      const customer = rng.pick(customers);
      const occurred = anchor - rng.int(1, 90 * 24) * HOUR;
      const ref = customer.dealership_ref;
      out.push({
        external_id: `${prefix}-${String(i).padStart(5, '0')}`,
        cpf: customer.cpf,
        amount: money(rng.int(minBrl * 100, maxBrl * 100)),
        description: rng.pick(items),
        occurred_at: iso(occurred),
        updated_at: iso(occurred + rng.int(1, 6) * HOUR),
        status: 'active',
        ...(ref ? { dealership_ref: ref } : {}),
      });
    }
    return out;
  };
  return {
    customers,
    services: purchases(options.services ?? 500, 'SRV', SERVICES, 150, 2500),
    purchases: purchases(options.purchases ?? 300, 'MER', MERCHANDISE, 80, 1800),
  };
}

/** Records that break the contract, mixed into pages in 'malformed' mode. */
export function malformedRecords(kind: 'customers' | 'purchases', page: number): unknown[] {
  if (kind === 'customers') {
    return [
      {
        external_id: `BAD-CLI-${page}-1`,
        cpf: '12345678900',
        full_name: 'CPF Inválido',
        updated_at: '2026-01-01T00:00:00Z',
      },
      { external_id: `BAD-CLI-${page}-2`, cpf: '52998224725', full_name: '', updated_at: 'ontem' },
      { cpf: '11144477735', full_name: 'Sem Id Externo' },
    ];
  }
  return [
    {
      external_id: `BAD-P-${page}-1`,
      cpf: '12345678900',
      amount: '10.00',
      occurred_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    },
    {
      external_id: `BAD-P-${page}-2`,
      cpf: '52998224725',
      amount: 'dez reais',
      occurred_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    },
    'não é um objeto',
  ];
}
