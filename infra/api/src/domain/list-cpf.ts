import { maskCpf, wholeCpfOf } from '@fidelidade/contract/cpf';

/**
 * A CPF as the lists and their exports show it (docs/security.md, LGPD): masked
 * ('***.456.789-**'), except in the row a user found by typing that very CPF, which shows it whole
 * — the searcher already knows it. An anonymised customer's placeholder ('X' + ten digits) is not a
 * CPF and stays as it is (the screens read it as 'CPF anonimizado'). The whole number is on the
 * customer page, or revealed on purpose (POST users/{id}/cpf/reveal/, audited).
 */
export function listCpf(cpf: string, search?: string | null): string {
  if (/^X\d{10}$/.test(cpf)) return cpf;
  return wholeCpfOf(search) === cpf ? cpf : maskCpf(cpf);
}
