import { cpfWithCheckDigits } from '../domain/cpf.ts';
import type { Rng } from './prng.ts';

/** A CPF with valid check digits (digits only, 11 chars), drawn from `rng`: the same seed, the same CPFs. */
export function generateCpf(rng: Rng): string {
  let base: number[];
  do {
    base = Array.from({ length: 9 }, () => rng.int(0, 9));
  } while (base.every((d) => d === base[0]));
  return cpfWithCheckDigits(base.join(''));
}

function cnpjDigit(digits: number[]): number {
  const weights =
    digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const rest = digits.reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A valid CNPJ formatted 00.000.000/0001-00. */
export function generateCnpj(rng: Rng): string {
  const base = [...Array.from({ length: 8 }, () => rng.int(0, 9)), 0, 0, 0, 1];
  const d1 = cnpjDigit(base);
  const d2 = cnpjDigit([...base, d1]);
  const s = [...base, d1, d2].join('');
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`;
}
