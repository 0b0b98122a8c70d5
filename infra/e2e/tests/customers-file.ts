// Customer files for Configurações → Importação, built in memory the way a Brazilian spreadsheet
// writes them: Windows-1252 with ';' (Excel's "CSV (separado por vírgulas)" on a pt-BR machine) or
// UTF-8 with ','. Each row knows the error the import must report for it (none for a good row).
import { randomCpf } from './session.ts';

export const CUSTOMER_HEADER = [
  'CPF',
  'Nome completo',
  'E-mail',
  'Telefone',
  'Concessionária',
  'Aceita marketing',
] as const;

export interface CustomerLine {
  /** The row's line in the file (the header is line 1). */
  line: number;
  fields: string[];
  /** The import's message for this row; null for a row that imports. */
  error: string | null;
}

const FIRST = ['João', 'Maria da Conceição', 'José', 'Antônio', 'Lúcia', 'Sebastião', 'Inês', 'Gonçalo'];
const LAST = ['Gonçalves', 'Araújo', 'Magalhães', 'Simões', 'Conceição', 'Brandão', 'Assunção', 'Fé'];
/** A seed dealership, written with its accents (the import finds it ignoring case and accents). */
export const DEALERSHIP = 'Gaúcha Automóveis';
const GHOST_DEALERSHIP = 'Concessionária Fantasma';

/**
 * The five refusals a bad row gets, one each, with the import's exact pt-BR message: the column
 * spoiled and its new value.
 */
const BAD_ROWS: Array<{ error: string; column: number; value: (current: string) => string }> = [
  // The last check digit off by one.
  {
    error: 'CPF inválido.',
    column: 0,
    value: (cpf) => {
      const digits = cpf.replace(/\D/g, '');
      return `${digits.slice(0, 10)}${(Number(digits[10]) + 1) % 10}`;
    },
  },
  { error: 'Nome completo é obrigatório.', column: 1, value: () => '' },
  { error: 'E-mail inválido.', column: 2, value: () => 'joao.sem.dominio@' },
  { error: 'Consentimento de marketing: use Sim ou Não.', column: 5, value: () => 'Talvez' },
  {
    error: `Concessionária não encontrada: "${GHOST_DEALERSHIP}" (use o nome, o CNPJ ou a referência externa).`,
    column: 4,
    value: () => GHOST_DEALERSHIP,
  },
];

/** `count` distinct valid CPFs (digits only). */
export function distinctCpfs(count: number): string[] {
  const cpfs = new Set<string>();
  while (cpfs.size < count) cpfs.add(randomCpf().replace(/\D/g, ''));
  return [...cpfs];
}

/**
 * `count` customers named `<accented name> <marker> <n>`, unique e-mails, every 7th of the
 * dealership above, consent 'Sim'/'Não'/blank in turn; the rows numbered in `bad` (1-based) each
 * spoiled with one of the five refusals, in turn.
 */
export function customerLines(count: number, marker: string, bad: ReadonlySet<number> = new Set()) {
  const cpfs = distinctCpfs(count);
  let spoiled = 0;
  return cpfs.map((cpf, index): CustomerLine => {
    const n = index + 1;
    const name = `${FIRST[index % FIRST.length]} ${LAST[(index >> 3) % LAST.length]} ${marker} ${String(n).padStart(4, '0')}`;
    const fields = [
      index % 2 === 0 ? cpf : cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
      name,
      `cliente.${marker}.${n}@exemplo.com.br`.toLowerCase(),
      `(51) 98${String(n % 1000).padStart(3, '0')}-${String(n).padStart(4, '0')}`,
      n % 7 === 0 ? DEALERSHIP : '',
      ['Sim', 'Não', ''][n % 3] ?? '',
    ];
    if (!bad.has(n)) return { line: n + 1, fields, error: null };
    const refusal = BAD_ROWS[spoiled++ % BAD_ROWS.length];
    if (!refusal) throw new Error('no refusal');
    fields[refusal.column] = refusal.value(fields[refusal.column] ?? '');
    return { line: n + 1, fields, error: refusal.error };
  });
}

/** One record as a spreadsheet writes it: a field holding the separator, a quote or a line break is quoted. */
function record(fields: readonly string[], separator: string): string {
  return fields
    .map((field) =>
      field.includes(separator) || /["\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field,
    )
    .join(separator);
}

export function csvText(header: readonly string[], lines: CustomerLine[], separator: ';' | ','): string {
  return `${[record(header, separator), ...lines.map((line) => record(line.fields, separator))].join('\r\n')}\r\n`;
}

/**
 * Windows-1252 bytes of `text`. The file's characters are Latin-1 letters (á, ç, ã, õ…), which
 * Windows-1252 writes as the same single byte; anything else is refused rather than mis-encoded.
 */
export function windows1252(text: string): Buffer {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0xff || (code >= 0x80 && code < 0xa0)) throw new Error(`fora do Windows-1252: ${char}`);
  }
  return Buffer.from(text, 'latin1');
}

/** UTF-8 with the byte order mark, as Excel's "CSV UTF-8" saves. */
export const utf8WithBom = (text: string) => Buffer.from(`\uFEFF${text}`, 'utf8');
