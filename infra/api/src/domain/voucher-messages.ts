// What the voucher counter (GET loyalty/vouchers/code/{code}/, POST loyalty/vouchers/use/) answers
// when a code cannot be burned, and how it shows a customer's CPF (docs/product.md §5).

export const VOUCHER_MESSAGES = {
  notFound: 'Voucher não encontrado.',
  otherStore: 'Este voucher pertence a outra loja e não pode ser validado aqui.',
  /** Who burned it, when the burner's account is gone (burned_by is set null on delete). */
  unknownBurner: 'outro usuário',
} as const;

const TIME_ZONE = 'America/Sao_Paulo';

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * 'Este voucher já foi utilizado em 05/03/2026 às 14:07 por Carlos Menezes.' — São Paulo wall
 * clock. Vouchers marked used before used_at was recorded have no date: the message leaves it out.
 */
export function voucherUsedMessage(usedAt: Date | null, burnedBy: string | null): string {
  const who = burnedBy ?? VOUCHER_MESSAGES.unknownBurner;
  if (!usedAt) return `Este voucher já foi utilizado por ${who}.`;
  return `Este voucher já foi utilizado em ${dateFormat.format(usedAt)} às ${timeFormat.format(usedAt)} por ${who}.`;
}
