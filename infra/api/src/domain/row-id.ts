import { MAX_ROW_ID, ROW_ID_KEYWORD, type RowIdMode } from '@fidelidade/contract';

/** Why a value is not an id, named after the JSON Schema keyword whose message it gets. */
export type RowIdProblem = 'type' | 'minimum' | 'maximum';

const DIGITS = /^[0-9]+$/;

/**
 * Reads an id: a JSON integer, or text of decimal digits only (`0x10`, `1e1`, `+1`, ` 1` are not
 * ids), within PostgreSQL `integer` (1…2147483647): the rule of ids in forms and in the `id-or-text`
 * filters, the same as the contract's RowId (docs/security.md, "Uploads and input").
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

/**
 * The keyword's check (mode `id-or-text`, the only one): any text is a name to search for, unless
 * it is digits only, then it must be an id.
 */
function validateRowId(_mode: RowIdMode, data: unknown): boolean {
  validateRowId.errors = undefined;
  if (!(typeof data === 'string' && DIGITS.test(data.trim()))) return true;
  const read = readRowId(data.trim());
  if ('problem' in read) {
    validateRowId.errors = [{ keyword: read.problem, message: read.problem, params: PARAMS[read.problem] }];
    return false;
  }
  return true;
}
validateRowId.errors = undefined as KeywordError[] | undefined;

/** The ajv keyword of the contract's IdOrTextQuery (registered in plugins/validator.ts). */
export const rowIdKeyword = {
  keyword: ROW_ID_KEYWORD,
  schemaType: 'string',
  errors: true,
  validate: validateRowId,
} as const;
