/** Every pt-BR text of 'Cancelar resgate' (docs/product.md §2.13). */
export const cancelMessages = {
  action: 'Cancelar resgate',
  title: 'Cancelar resgate',
  question: (code: string, offer: string) => `Cancelar o resgate do voucher ${code} (${offer})?`,
  consequence: (points: string) =>
    `Os ${points} pontos voltam para o cliente, com as mesmas datas de validade, e o voucher fica Cancelado: não poderá mais ser utilizado.`,
  reason: 'Motivo do cancelamento',
  reasonRequired: 'Informe o motivo do cancelamento (mínimo de 3 caracteres).',
  reasonTooLong: 'O motivo pode ter no máximo 500 caracteres.',
  back: 'Voltar',
  done: (points: string) => `Resgate cancelado: ${points} pontos voltaram para o cliente.`,
  failed: 'Não foi possível cancelar o resgate. Tente novamente.',
} as const;
