import type { ApprovalRequest } from '@fidelidade/contract';
import { APPROVAL_KIND_LABELS } from '@fidelidade/contract/enums';

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
  rules: 'Alterações de regras de pontuação precisam de aprovação',
  rulesHint: 'Cada edição de uma regra de pontuação só vale depois que outro administrador aprovar.',
  offerBudget: 'Ofertas com orçamento acima de (pontos)',
  offerBudgetHint:
    'Uma oferta que pode consumir mais pontos que este limite (ou sem limite de orçamento) fica inativa, ou mantém o orçamento anterior, até que outro administrador aprove. Deixe em branco para não exigir aprovação.',
  offerBudgetRange: 'Informe um número inteiro de pontos maior que zero, ou deixe em branco.',
  save: 'Salvar limite',
  saved: 'Limite para aprovação salvo.',
  saveFailed: 'Não foi possível salvar o limite para aprovação.',
  kind: 'Tipo',
  change: 'Alteração',
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
  approveChangeTitle: 'Aprovar esta alteração?',
  rejectChangeTitle: 'Rejeitar esta alteração?',
  approveChangeWarning: 'A alteração passa a valer agora. Essa decisão não pode ser desfeita.',
  rejectChangeWarning: 'Nada será alterado. Essa decisão não pode ser desfeita.',
  commentLabel: 'Comentário',
  commentOptional: 'Comentário (opcional)',
  commentRequired: 'Informe o motivo da rejeição.',
  commentTooLong: 'O comentário pode ter no máximo 500 caracteres.',
  confirmApprove: 'Aprovar ajuste',
  confirmReject: 'Rejeitar ajuste',
  confirmApproveChange: 'Aprovar alteração',
  confirmRejectChange: 'Rejeitar alteração',
  cancel: 'Cancelar',
  decideFailed: 'Não foi possível registrar a decisão.',
  statusLabels: { PENDING: 'Aguardando', APPROVED: 'Aprovada', REJECTED: 'Rejeitada' },
} as const;

/** What a request asks, in one line: the customer's adjustment, or the rule's or offer's change. */
export function describeRequest(request: ApprovalRequest): string {
  if (request.kind !== 'POINTS_ADJUSTMENT' || request.points === null)
    return `${APPROVAL_KIND_LABELS[request.kind]}: ${request.summary ?? ''}`;
  return `${request.customer?.full_name ?? ''}: ${signedPoints(request.points)} pontos — ${request.reason ?? ''}`;
}

/** '+1.500' / '−2.000': the signed points of an adjustment, as typed in Brazil. */
export function signedPoints(points: number): string {
  const amount = Math.abs(points).toLocaleString('pt-BR');
  return points > 0 ? `+${amount}` : `−${amount}`;
}
