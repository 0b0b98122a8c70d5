// The words the approvals tab shows for a rule's or an offer's change (pt-BR numbers, like the UI).

const weight = (value: number) =>
  value.toLocaleString('pt-BR', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const points = (value: number | null) =>
  value === null ? 'ilimitado' : `${value.toLocaleString('pt-BR')} pontos`;

export function ruleChangeSummary(
  before: { name: string; weight: number; is_active: boolean },
  after: { name: string; weight: number; is_active: boolean; effective_from: string | null },
): string {
  const parts = [`peso ${weight(before.weight)} → ${weight(after.weight)}`];
  if (after.name !== before.name) parts.unshift(`nome "${after.name}"`);
  if (after.is_active !== before.is_active) parts.push(after.is_active ? 'ativada' : 'desativada');
  const from = after.effective_from
    ? `a partir de ${new Date(after.effective_from).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}`
    : 'a partir da aprovação';
  return `Regra "${before.name}": ${parts.join('; ')}; ${from}.`;
}

export function offerBudgetSummary(
  title: string,
  before: number | null | undefined,
  after: number | null,
): string {
  return before === undefined
    ? `Nova oferta "${title}": ${after === null ? 'sem limite de pontos' : `até ${points(after)}`} em resgates; fica inativa até a aprovação.`
    : `Oferta "${title}": orçamento de ${points(before)} → ${points(after)}.`;
}
