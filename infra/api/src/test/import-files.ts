import { cpfWithCheckDigits } from '../domain/cpf.ts';

/** The CPF of the n-th generated customer (valid check digits; 9-digit bases from `start`). */
export const generatedCpf = (n: number, start = 200_000_000) => cpfWithCheckDigits(String(start + n));

/** What the rows of a generated customers file carry. */
export interface CustomersFileOptions {
  rows: number;
  /** Every `badEvery`-th row (1-based) carries one of five mistakes; 0 = none. */
  badEvery?: number;
  /** An existing dealership's name for the good rows. */
  dealership?: string;
  /** Windows-1252 bytes (what Excel in Portuguese writes) instead of UTF-8. */
  windows1252?: boolean;
  start?: number;
}

const MISTAKES = [
  (cpf: string) => [
    `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`,
    'CPF Errado',
    'cpf@teste.com.br',
    '',
    '',
    'Sim',
  ],
  (cpf: string) => [cpf, '', 'semnome@teste.com.br', '', '', 'Sim'],
  (cpf: string) => [cpf, 'E-mail Ruim', 'nao-e-email', '', '', 'Não'],
  (cpf: string) => [cpf, 'Consentimento Estranho', '', '', '', 'talvez'],
  (cpf: string) => [cpf, 'Loja Desconhecida', '', '', 'Concessionária Inexistente', 'Sim'],
];

/**
 * A customers CSV as a Brazilian spreadsheet writes it: `;` between fields, with every 7th row
 * written with `,` (a file pasted together from two sources), accented names, pt-BR consent words,
 * CRLF lines; the bad rows are spread evenly. Deterministic: the same options give the same bytes.
 */
export function customersFile(options: CustomersFileOptions): Buffer {
  const lines = ['CPF;Nome completo;E-mail;Telefone;Concessionária;Aceita marketing'];
  for (let i = 1; i <= options.rows; i++) {
    const cpf = generatedCpf(i, options.start);
    const bad = options.badEvery ? i % options.badEvery === 0 : false;
    const fields = bad
      ? (MISTAKES[(i / (options.badEvery as number)) % MISTAKES.length] as (c: string) => string[])(cpf)
      : [
          cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4'),
          `José da Conceição ${i}`,
          `cliente${i}@importado.com.br`,
          `(84) 9${String(1000_0000 + i).slice(-8)}`,
          options.dealership ?? '',
          i % 3 === 0 ? 'Não' : 'Sim',
        ];
    lines.push(fields.join(!bad && i % 7 === 0 ? ',' : ';'));
  }
  const text = `${lines.join('\r\n')}\r\n`;
  return options.windows1252 ? Buffer.from(new TextEncoderLatin1().encode(text)) : Buffer.from(text, 'utf8');
}

/** Windows-1252 for the characters these files use (Latin-1 agrees with it on accented letters). */
class TextEncoderLatin1 {
  encode(text: string): Uint8Array {
    return Uint8Array.from(text, (c) => {
      const code = c.charCodeAt(0);
      if (code > 0xff) throw new Error(`não cabe em Windows-1252: ${c}`);
      return code;
    });
  }
}

/** An opening-balances CSV for the first `rows` generated customers ('1.234' points, pt-BR dates). */
export function openingsFile(rows: number, options: { start?: number; expires?: string } = {}): Buffer {
  const lines = ['CPF;Pontos;Motivo;Validade'];
  for (let i = 1; i <= rows; i++)
    lines.push(
      [
        generatedCpf(i, options.start),
        (1000 + i).toLocaleString('pt-BR'),
        'Saldo do programa anterior',
        options.expires ?? '',
      ].join(';'),
    );
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** A voucher-codes CSV ('Código;Lote', CRLF): one code per row as given, Windows-1252 when asked. */
export function voucherCodesFile(codes: string[], options: { windows1252?: boolean } = {}): Buffer {
  const text = `${['Código;Lote', ...codes.map((code) => `${code};Lote de teste`)].join('\r\n')}\r\n`;
  return options.windows1252 ? Buffer.from(new TextEncoderLatin1().encode(text)) : Buffer.from(text, 'utf8');
}
