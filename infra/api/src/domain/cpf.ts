import { isValidCpf as hasValidCheckDigits } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

/** An 11-digit CPF (digits only, as stored) whose check digits hold; repeated digits are refused. */
export function isValidCpf(cpf: string): boolean {
  return /^\d{11}$/.test(cpf) && hasValidCheckDigits(cpf);
}

/**
 * The one CPF that starts with these 9 digits. The library only computes check digits inside its
 * random generator; the seed and the tests need them for digits they choose, so this picks the single
 * valid ending among the 100 possible. Throws for repeated digits, which no CPF may have.
 */
export function cpfWithCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`CPF base must have 9 digits: '${base}'`);
  for (let ending = 0; ending < 100; ending++) {
    const cpf = `${base}${String(ending).padStart(2, '0')}`;
    if (hasValidCheckDigits(cpf)) return cpf;
  }
  throw new Error(`No CPF starts with '${base}'`);
}

/** '12345678909' → '123.456.789-09' (as the screens show it); anything else as stored. */
export function formatCpf(cpf: string): string {
  const match = /^(\d{3})(\d{3})(\d{3})(\d{2})$/.exec(cpf);
  return match ? `${match[1]}.${match[2]}.${match[3]}-${match[4]}` : cpf;
}
