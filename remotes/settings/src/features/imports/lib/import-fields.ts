import type { ImportRun } from '@fidelidade/contract';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  IMPORT_REQUIRED_FIELDS,
  type ImportField,
  type ImportKind,
} from '@fidelidade/contract/enums';

/** The API's limit on an upload. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  noFile: 'Escolha o arquivo CSV.',
  notCsv: 'Envie um arquivo .csv (no Excel: Salvar como → CSV).',
  tooLarge: 'Arquivo maior que 20 MB. Divida-o em arquivos menores.',
  kind: 'Escolha o que o arquivo contém.',
  offer: 'Escolha a oferta dos códigos.',
  column: (field: ImportField) => `Escolha a coluna do campo "${IMPORT_FIELD_LABELS[field]}".`,
  twice: 'Esta coluna já foi escolhida para outro campo.',
} as const;

export const kindOptions = IMPORT_KINDS.map((kind) => ({ value: kind, label: IMPORT_KIND_LABELS[kind] }));

/** What each kind's file holds, said beside the upload. */
export const KIND_HINTS: Record<ImportKind, string> = {
  customers:
    'Colunas: CPF, nome completo, e-mail, telefone, concessionária e consentimento de marketing (sim/não). Um CPF já cadastrado é atualizado; o mesmo arquivo de novo não muda nada.',
  opening_balances:
    'Colunas: CPF, pontos, motivo e validade (opcional, dd/mm/aaaa). Cada linha credita uma vez: o mesmo arquivo de novo não muda nada.',
  voucher_codes:
    'Uma coluna com os códigos (4 a 32 letras, números ou hífen). Cada resgate da oferta recebe um código livre; sem códigos livres, a oferta fica esgotada. O mesmo arquivo de novo não muda nada.',
};

export const fieldsOf = (kind: ImportKind): readonly ImportField[] => IMPORT_FIELDS[kind];
export const isRequired = (kind: ImportKind, field: ImportField) =>
  IMPORT_REQUIRED_FIELDS[kind].includes(field);
export const fieldLabel = (field: string) =>
  field in IMPORT_FIELD_LABELS ? IMPORT_FIELD_LABELS[field as ImportField] : field;

/** The mapping the form holds (a column per field, empty when unmapped) as the API takes it. */
export function cleanMapping(values: Record<string, string | undefined | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export const separatorLabel = (separator: string) => (separator === ';' ? 'ponto e vírgula' : 'vírgula');
export const encodingLabel = (encoding: string) =>
  encoding === 'windows-1252' ? 'Windows-1252 (Excel)' : 'UTF-8';

/** Rows done out of all, as a whole percentage. */
export function percentDone(run: Pick<ImportRun, 'progress' | 'total_rows' | 'state'>): number {
  if (run.state === 'done') return 100;
  const total = run.progress?.total ?? run.total_rows;
  return total > 0 ? Math.floor(((run.progress?.done ?? 0) * 100) / total) : 0;
}
