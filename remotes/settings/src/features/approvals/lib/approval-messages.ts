/** Every word of Configurações → Aprovações (pt-BR). */
export const approvalMessages = {
  tab: 'Aprovações',
  pendingTitle: 'Solicitações aguardando aprovação',
  decidedTitle: 'Decididas recentemente',
  empty: 'Nenhuma solicitação aguardando aprovação.',
  emptyDecided: 'Nenhuma solicitação decidida.',
  loadFailed: 'Não foi possível carregar as solicitações de aprovação.',
  settingsTitle: 'Limite para aprovação',
  settingsLoadFailed: 'Não foi possível carregar o limite para aprovação.',
  threshold: 'Ajustes manuais acima de (pontos)',
  thresholdHint:
    'Um crédito ou débito manual com mais pontos que este limite só é aplicado depois que outro administrador aprovar. Deixe em branco para não exigir aprovação.',
  thresholdRange: 'Informe um número inteiro de pontos entre 1 e 1.000.000, ou deixe em branco.',
  save: 'Salvar limite',
  saved: 'Limite para aprovação salvo.',
  saveFailed: 'Não foi possível salvar o limite para aprovação.',
  customer: 'Cliente',
  points: 'Pontos',
  reason: 'Motivo',
  requestedBy: 'Solicitado por',
  requestedAt: 'Solicitado em',
  status: 'Situação',
  decidedBy: 'Decidido por',
  comment: 'Comentário',
  actions: 'Ações',
  approve: 'Aprovar',
  reject: 'Rejeitar',
  ownRequest: 'Sua solicitação: outro administrador precisa decidir.',
  approveTitle: 'Aprovar este ajuste?',
  rejectTitle: 'Rejeitar este ajuste?',
  approveWarning: 'O ajuste será aplicado ao saldo do cliente agora. Essa decisão não pode ser desfeita.',
  rejectWarning: 'Nada será aplicado ao saldo do cliente. Essa decisão não pode ser desfeita.',
  commentLabel: 'Comentário',
  commentOptional: 'Comentário (opcional)',
  commentRequired: 'Informe o motivo da rejeição.',
  commentTooLong: 'O comentário pode ter no máximo 500 caracteres.',
  confirmApprove: 'Aprovar ajuste',
  confirmReject: 'Rejeitar ajuste',
  cancel: 'Cancelar',
  decideFailed: 'Não foi possível registrar a decisão.',
  statusLabels: { PENDING: 'Aguardando', APPROVED: 'Aprovada', REJECTED: 'Rejeitada' },
} as const;

/** '+1.500' / '−2.000': the signed points of an adjustment, as typed in Brazil. */
export function signedPoints(points: number): string {
  const amount = Math.abs(points).toLocaleString('pt-BR');
  return points > 0 ? `+${amount}` : `−${amount}`;
}
