import { isImportableVoucherCode, normalizeVoucherCode } from '@fidelidade/contract/voucher-code';
import { eq, inArray, sql } from 'drizzle-orm';
import { insertFromJson } from '../../db/json-insert.ts';
import { offers, offerVoucherCodes, redemptions } from '../../db/schema/index.ts';
import { IMPORT_MESSAGES, mappedValues } from '../../domain/import-values.ts';
import type { Tx } from '../jobs/job-types.ts';
import { rowsOf } from '../points/points-sql.ts';
import type { ChunkContext, RowResult, StoredRow } from './import-chunk.ts';

export const VOUCHER_CODE_IMPORT_MESSAGES = {
  invalid: 'Código inválido: use de 4 a 32 letras (A–Z, sem acentos), números ou hífen.',
  repeated: 'Código repetido no arquivo.',
  otherOffer: 'Código já cadastrado em outra oferta.',
  issued: 'Código já usado por um voucher emitido.',
  noOffer: 'Oferta não encontrada: escolha a oferta e envie o arquivo de novo.',
} as const;

/**
 * A chunk of a voucher-codes import: each row's code, normalised as the counter reads typed codes,
 * joins the chosen offer's pool. A code already in that pool from an earlier import is 'unchanged'
 * (so the same file twice adds nothing); one of another offer, or already on a voucher, is refused,
 * since the counter finds a voucher by its code alone.
 */
export async function voucherCodesChunk(tx: Tx, rows: StoredRow[], ctx: ChunkContext): Promise<RowResult[]> {
  const parsed = rows.map((r) => {
    const values = mappedValues('voucher_codes', ctx.mapping, ctx.header, r.fields);
    const code = normalizeVoucherCode(values.code ?? '');
    const errors =
      code === ''
        ? [IMPORT_MESSAGES.required('code')]
        : isImportableVoucherCode(code)
          ? []
          : [VOUCHER_CODE_IMPORT_MESSAGES.invalid];
    return { line: r.line, values, code, errors };
  });
  // Shared lock: the offer cannot be deleted under the chunk (its codes would go with it).
  const [offer] =
    ctx.offerId === null
      ? []
      : await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, ctx.offerId)).for('share');
  if (!offer)
    return parsed.map((p) => ({
      line: p.line,
      values: p.values,
      errors: [VOUCHER_CODE_IMPORT_MESSAGES.noOffer],
      outcome: 'failed',
    }));
  const codes = [...new Set(parsed.filter((p) => p.errors.length === 0).map((p) => p.code))];
  const stored = codes.length
    ? await tx
        .select({
          code: offerVoucherCodes.code,
          offerId: offerVoucherCodes.offerId,
          importId: offerVoucherCodes.importId,
        })
        .from(offerVoucherCodes)
        .where(inArray(offerVoucherCodes.code, codes))
    : [];
  const pooled = new Map(stored.map((s) => [s.code, s]));
  const issued = codes.length
    ? new Set(
        (
          await tx
            .select({ code: redemptions.voucherCode })
            .from(redemptions)
            .where(inArray(redemptions.voucherCode, codes))
        ).map((r) => r.code),
      )
    : new Set<string>();
  /** Codes a row of this chunk already took (created or unchanged): a second one is a repeat. */
  const accepted = new Set<string>();
  const fresh = new Set<string>();
  const results: RowResult[] = parsed.map((p) => {
    const errors = [...p.errors];
    const found = pooled.get(p.code);
    if (errors.length === 0) {
      // Rows of an earlier chunk of this same import are in the pool already, with its id.
      if (accepted.has(p.code) || (found && found.importId === ctx.importId && found.offerId === offer.id))
        errors.push(VOUCHER_CODE_IMPORT_MESSAGES.repeated);
      else if (found && found.offerId !== offer.id) errors.push(VOUCHER_CODE_IMPORT_MESSAGES.otherOffer);
      else if (!found && issued.has(p.code)) errors.push(VOUCHER_CODE_IMPORT_MESSAGES.issued);
    }
    if (errors.length > 0) return { line: p.line, values: p.values, errors, outcome: 'failed' };
    accepted.add(p.code);
    if (found) return { line: p.line, values: p.values, errors, outcome: 'unchanged' };
    fresh.add(p.code);
    return { line: p.line, values: p.values, errors, outcome: 'created' };
  });
  if (!ctx.write || fresh.size === 0) return results;
  // A code another import wrote since the read above (a run at the same time) stays theirs.
  const inserted = await rowsOf<{ code: string }>(
    tx,
    sql`${insertFromJson(
      offerVoucherCodes,
      [...fresh].map((code) => ({ offerId: offer.id, code, importId: ctx.importId })),
    )} on conflict ("code") do nothing returning "code"`,
  );
  const written = new Set(inserted.map((r) => r.code));
  return results.map((r, i) =>
    r.outcome === 'created' && !written.has((parsed[i] as { code: string }).code)
      ? { ...r, errors: [VOUCHER_CODE_IMPORT_MESSAGES.otherOffer], outcome: 'failed' }
      : r,
  );
}
