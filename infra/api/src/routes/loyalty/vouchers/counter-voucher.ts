import { errorResponse, placeholder } from '@fidelidade/contract';
import { normalizeVoucherCode } from '@fidelidade/contract/voucher-code';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../domain/http-error.ts';
import { type Principal, scopeOf } from '../../../domain/principal.ts';
import { VOUCHER_MESSAGES, voucherUsedMessage } from '../../../domain/voucher-messages.ts';
import type { VoucherLookup, VoucherRow } from '../../../repositories/vouchers.ts';

/**
 * The voucher a counter user asks for by code: unknown → 404; held by a store or dealership outside
 * the caller's scope → 403 saying so (the clerk learns to send the customer to the right place).
 */
export async function counterVoucher(
  app: FastifyInstance,
  principal: Principal,
  code: string,
): Promise<VoucherLookup> {
  // Codes are printed in capitals; the clerk may type them in any case, with spaces (the same
  // normalisation the CSV import of an offer's codes stores them with).
  const voucher = await app.vouchersRepository.findByCode(normalizeVoucherCode(code), scopeOf(principal));
  if (!voucher) throw new HttpError(404, { detail: VOUCHER_MESSAGES.notFound });
  if (!voucher.inScope) throw new HttpError(403, { detail: VOUCHER_MESSAGES.otherStore });
  return voucher;
}

/** The counter's answers for a code: unknown (404) and another store's (403), as the document lists them. */
export const COUNTER_RESPONSES = {
  403: errorResponse(403, [VOUCHER_MESSAGES.otherStore]),
  404: errorResponse(404, [VOUCHER_MESSAGES.notFound]),
};

/** The used-voucher refusal as the document lists it (the date, time and name vary). */
export const ALREADY_USED = `Este voucher já foi utilizado ${placeholder('em DD/MM/AAAA às HH:MM')} por ${placeholder('nome')}.`;

/** 400 'Este voucher já foi utilizado em … por …' for a voucher already burned. */
export const alreadyUsed = (voucher: Pick<VoucherRow, 'usedAt' | 'burnedByName'>) =>
  new HttpError(400, { detail: voucherUsedMessage(voucher.usedAt, voucher.burnedByName) });
