import { MAX_ROW_ID, ROW_ID_KEYWORD, type RowIdMode } from '@fidelidade/contract';

/** Why a value is not an id, named after the JSON Schema keyword whose message it gets. */
export type RowIdProblem = 'type' | 'minimum' | 'maximum';

const DIGITS = /^[0-9]+$/;

/**
 * Reads an id: a JSON integer, or text of decimal digits only (`0x10`, `1e1`, `+1`, ` 1` are not
 * ids), within PostgreSQL `integer` (1…2147483647). The one rule behind every id the API reads
 * (docs/security.md, "Uploads and input").
 */
export function readRowId(value: unknown): { id: number } | { problem: RowIdProblem } {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && DIGITS.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n)) return { problem: 'type' };
  if (n < 1) return { problem: 'minimum' };
  if (n > MAX_ROW_ID) return { problem: 'maximum' };
  return { id: n };
}

/** An ajv error of the keyword, shaped like ajv's own so validation-messages.ts words it. */
interface KeywordError {
  keyword: RowIdProblem;
  message: string;
  params: Record<string, unknown>;
}

const PARAMS: Record<RowIdProblem, Record<string, unknown>> = {
  type: { type: 'integer' },
  minimum: { comparison: '>=', limit: 1 },
  maximum: { comparison: '<=', limit: MAX_ROW_ID },
};

/** Where the value sits, as ajv passes it to a modifying keyword. */
interface DataContext {
  parentData?: Record<string | number, unknown>;
  parentDataProperty?: string | number;
}

function validateRowId(mode: RowIdMode, data: unknown, _schema: unknown, where?: DataContext): boolean {
  validateRowId.errors = undefined;
  // id-or-text: any text is a name to search for, unless it is digits only, then it must be an id.
  if (mode === 'id-or-text' && !(typeof data === 'string' && DIGITS.test(data.trim()))) return true;
  const read = readRowId(mode === 'id-or-text' && typeof data === 'string' ? data.trim() : data);
  if ('problem' in read) {
    validateRowId.errors = [{ keyword: read.problem, message: read.problem, params: PARAMS[read.problem] }];
    return false;
  }
  if (mode === 'id' && where?.parentData && where.parentDataProperty !== undefined)
    where.parentData[where.parentDataProperty] = read.id;
  return true;
}
validateRowId.errors = undefined as KeywordError[] | undefined;

/** The ajv keyword of the contract's RowId and IdOrTextQuery schemas (registered in app.ts). */
export const rowIdKeyword = {
  keyword: ROW_ID_KEYWORD,
  schemaType: 'string',
  modifying: true,
  errors: true,
  validate: validateRowId,
} as const;
