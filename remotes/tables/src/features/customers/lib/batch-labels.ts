import type { BatchState } from '@fidelidade/contract/enums';

/** A batch's state as a coloured tag (labels: BATCH_STATE_LABELS in the contract). */
export const batchStateColors: Record<BatchState, string> = {
  pending: 'gold',
  available: 'green',
  spent: 'blue',
  expired: 'red',
  reversed: 'default',
};

/** Every pt-BR text of the customer's points figures and batches (docs/product.md §2.13). */
export const pointsMessages = {
  available: 'Disponível',
  pending: 'Pendente',
  expiring: (days: number) => `A expirar em ${days} dias`,
  nextExpiry: 'Próxima expiração',
  nextExpiryValue: (points: string, date: string) => `${points} pontos em ${date}`,
  noExpiry: 'Nenhuma',
  expired: 'Expirados',
  debt: (points: string) => `Débito de ${points} pontos`,
  debtHint:
    'Um crédito cancelado já tinha sido usado: o saldo ficou negativo e os próximos créditos do cliente pagam este débito primeiro.',
  loadFailed: 'Erro ao carregar os pontos do cliente. Verifique sua conexão.',
  batchesLabel: 'Lotes de pontos',
  batchesEmpty: 'Nenhum lote de pontos encontrado',
  batchesFailed: 'Erro ao carregar os lotes de pontos. Verifique sua conexão.',
  neverExpires: 'Não expira',
} as const;
