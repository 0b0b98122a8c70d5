import { type Static, Type } from 'typebox';
import { APPROVAL_KINDS } from '../enums.ts';
import { DateTime, MESSAGES_KEYWORD, Nullable } from './common.ts';
import { MAX_POINTS_ADJUSTMENT } from './users.ts';

// A second pair of eyes (docs/security.md, approvals): a manual points adjustment above the
// programme's threshold is recorded as pending; another ADMIN approves (it is applied once) or
// rejects it with a comment.

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

const COMMENT_MAX = 500;

/** The words of the approvals routes (the adjustment's 202, the decisions' refusals). */
export const APPROVAL_MESSAGES = {
  waiting: 'Aguardando aprovação de outro administrador.',
  ownRequest:
    'Você não pode aprovar ou rejeitar a sua própria solicitação: outro administrador precisa decidir.',
  notFound: 'Solicitação de aprovação não encontrada.',
  decided: 'Esta solicitação já foi decidida.',
  commentMissing: 'Informe o motivo da rejeição.',
  commentTooLong: `O comentário pode ter no máximo ${COMMENT_MAX} caracteres.`,
  approved: 'Solicitação aprovada: o ajuste foi aplicado.',
  approvedChange: 'Solicitação aprovada: a alteração foi aplicada.',
  ruleWaiting: 'Alteração registrada: a nova versão da regra aguarda a aprovação de outro administrador.',
  offerWaiting:
    'O orçamento desta oferta passa do limite: ele aguarda a aprovação de outro administrador antes de valer.',
  offerPendingActivation: 'Esta oferta aguarda aprovação: ela só pode ser ativada depois de aprovada.',
  targetGone: 'A regra ou oferta desta solicitação não existe mais.',
  rejected: 'Solicitação rejeitada: nada foi aplicado.',
} as const;

/** 202 of an adjustment above the threshold: nothing applied; it waits for another ADMIN. */
export const PendingApproval = Type.Object({
  pending_approval: Type.Literal(true),
  approval_id: Type.Integer(),
  points: Type.Integer(),
  detail: Type.String(),
});
export type PendingApproval = Static<typeof PendingApproval>;

/** 202 of a rule's edit that waits for another ADMIN (approvals/settings/): nothing applied yet. */
export const PendingChange = Type.Object({
  pending_approval: Type.Literal(true),
  approval_id: Type.Integer(),
  detail: Type.String(),
});
export type PendingChange = Static<typeof PendingChange>;

const Person = Nullable(Type.Object({ id: Type.Integer(), full_name: Type.String() }));

/** One request, as the approvals tab lists it. */
export const ApprovalRequest = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(APPROVAL_KINDS),
  status: Type.Enum(APPROVAL_STATUSES),
  /** Adjustments: the customer, the signed points and the reason; null for the other kinds. */
  customer: Nullable(Type.Object({ id: Type.Integer(), full_name: Type.String() })),
  points: Nullable(Type.Integer()),
  reason: Nullable(Type.String()),
  /** Rules and offers: what changes, in words ('Regra Serviço: peso 1,0000 → 2,0000'). */
  summary: Nullable(Type.String()),
  requested_by: Person,
  created_at: DateTime,
  decided_by: Person,
  decided_at: Nullable(DateTime),
  decision_comment: Nullable(Type.String()),
});
export type ApprovalRequest = Static<typeof ApprovalRequest>;

/** GET approvals/?status=: how many of that status, and the newest 100. */
export const ApprovalList = Type.Object({
  count: Type.Integer(),
  results: Type.Array(ApprovalRequest),
});
export type ApprovalList = Static<typeof ApprovalList>;

export const ApprovalListQuery = Type.Object({
  status: Type.Optional(Type.Enum(APPROVAL_STATUSES)),
});
export type ApprovalListQuery = Static<typeof ApprovalListQuery>;

/** Body of approve (comment optional) and reject (comment required, checked by the route). */
export const ApprovalDecisionBody = Type.Object({
  comment: Type.Optional(
    Type.String({
      maxLength: COMMENT_MAX,
      [MESSAGES_KEYWORD]: { maxLength: APPROVAL_MESSAGES.commentTooLong },
    }),
  ),
});
export type ApprovalDecisionBody = Static<typeof ApprovalDecisionBody>;

/**
 * GET/PUT approvals/settings/: adjustments of more than this many points wait (null: none waits);
 * rule edits wait when asked; an offer whose points budget is above its threshold, or unlimited,
 * waits (null: none waits). PUT fields left out keep their value.
 */
export const ApprovalSettings = Type.Object({
  points_adjustment_threshold: Nullable(Type.Integer({ minimum: 1, maximum: MAX_POINTS_ADJUSTMENT })),
  rule_changes_need_approval: Type.Boolean(),
  offer_budget_threshold_points: Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type ApprovalSettings = Static<typeof ApprovalSettings>;
export const ApprovalSettingsBody = Type.Partial(ApprovalSettings);
export type ApprovalSettingsBody = Static<typeof ApprovalSettingsBody>;
