// What the points lifecycle's writes answer (docs/product.md §2.13, §2.14).
export const LIFECYCLE_MESSAGES = {
  reverseReason: 'Informe o motivo do estorno (mínimo de 3 caracteres).',
  notUsed: 'Este voucher não foi utilizado: não há uso para estornar.',
  notOwnBurn: 'Você só pode estornar os usos de voucher feitos por você.',
  windowOver: (hours: number) =>
    `O prazo para estornar o uso terminou (${hours.toLocaleString('pt-BR')} horas após o uso).`,
  cancelReason: 'Informe o motivo do cancelamento (mínimo de 3 caracteres).',
  cancelUsed:
    'Este voucher já foi utilizado e não pode ser cancelado. Para desfazer o uso, use "Estornar uso".',
  cancelledAlready: 'Este resgate já foi cancelado.',
  voucherCancelled: 'Este voucher foi cancelado e não pode ser utilizado.',
} as const;

/** A reason of at least 3 characters once trimmed (the history and the audit log keep it). */
export function reasonOf(text: string, message: string): string | { error: string } {
  const reason = text.trim();
  return reason.length >= 3 ? reason : { error: message };
}
