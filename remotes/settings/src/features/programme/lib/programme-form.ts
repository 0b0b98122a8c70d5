import type { ProgrammeSettings, ProgrammeSettingsBody } from '@fidelidade/contract';
import { type NumberFieldValue, type NumberRangeRule, numberOf } from '@fidelidade/ui/number-input';

/** The form's values: the numbers as the number fields hold them, the validity behind its switch. */
export interface ProgrammeFormValues {
  never_expires: boolean;
  validity_months?: NumberFieldValue;
  pending_days_service: NumberFieldValue;
  pending_days_purchase: NumberFieldValue;
  pending_days_manual: NumberFieldValue;
  reminder_days: NumberFieldValue;
  point_value: NumberFieldValue;
  burn_reversal_hours: NumberFieldValue;
}

/** The fields the API may refuse by name: its field errors go under them. */
export const programmeFields = [
  'validity_months',
  'pending_days_service',
  'pending_days_purchase',
  'pending_days_manual',
  'reminder_days',
  'point_value',
  'burn_reversal_hours',
] as const;

/** Every pt-BR text of Configurações → Programa (docs/product.md §2.9). */
export const programmeMessages = {
  title: 'Programa de pontos',
  notice: 'As alterações valem para os novos créditos; os pontos já lançados mantêm suas datas.',
  neverExpires: 'Pontos não expiram',
  validity: 'Validade dos pontos (meses)',
  validityHint: 'Contados a partir da data em que os pontos foram ganhos.',
  pendingLegend: 'Dias pendentes',
  pendingHint: 'Dias até os pontos de cada origem ficarem disponíveis para uso (0: disponíveis na hora).',
  pendingService: 'Serviços',
  pendingPurchase: 'Compras de mercadorias',
  pendingManual: 'Créditos manuais',
  reminder: 'Aviso de expiração (dias antes)',
  reminderHint: 'O cliente é avisado por notificação quando seus pontos estão para expirar.',
  pointValue: 'Valor do ponto (R$)',
  pointValueHint: 'Quanto vale um ponto: o passivo em reais e o uso de um voucher sem valor da compra.',
  reversal: 'Prazo para estornar o uso de um voucher (horas)',
  reversalHint: 'Depois do uso, por quanto tempo ele ainda pode ser estornado no balcão (0: nunca).',
  save: 'Salvar alterações',
  saving: 'Salvando...',
  saved:
    'Configurações do programa salvas. Elas valem para os novos créditos; para voltar atrás, altere os valores e salve de novo.',
  saveFailed: 'Não foi possível salvar as configurações do programa. Tente novamente.',
  loadFailed: 'Erro ao carregar as configurações do programa. Verifique sua conexão.',
  lastChange: (when: string, who: string | null) =>
    who ? `Última alteração em ${when} por ${who}.` : `Última alteração em ${when}.`,
} as const;

/** Each field's own range (the API's limits, migration 0018), refused with its message, never clamped. */
export const programmeRanges = {
  validity_months: {
    required: true,
    min: 1,
    max: 120,
    message: 'Informe a validade em meses: um número inteiro de 1 a 120.',
  },
  pending_days: {
    required: true,
    min: 0,
    max: 365,
    message: 'Informe um número inteiro de dias de 0 a 365.',
  },
  reminder_days: {
    required: true,
    min: 1,
    max: 365,
    message: 'Informe um número inteiro de dias de 1 a 365.',
  },
  point_value: {
    required: true,
    min: 0.01,
    max: 1000,
    message: 'Informe um valor de R$ 0,01 a R$ 1.000,00.',
  },
  burn_reversal_hours: {
    required: true,
    min: 0,
    max: 720,
    message: 'Informe um número inteiro de horas de 0 a 720.',
  },
} satisfies Record<string, NumberRangeRule>;

/** The settings as the form shows them (the point's value '0.05' as the number 0.05). */
export function toProgrammeValues(settings: ProgrammeSettings): ProgrammeFormValues {
  return {
    never_expires: settings.validity_months === null,
    validity_months: settings.validity_months,
    pending_days_service: settings.pending_days_service,
    pending_days_purchase: settings.pending_days_purchase,
    pending_days_manual: settings.pending_days_manual,
    reminder_days: settings.reminder_days,
    point_value: Number(settings.point_value),
    burn_reversal_hours: settings.burn_reversal_hours,
  };
}

/** The PUT body; call it after the form validated (every number was read). */
export function toProgrammeBody(values: ProgrammeFormValues): ProgrammeSettingsBody {
  const whole = (value: NumberFieldValue) => numberOf(value) ?? 0;
  return {
    validity_months: values.never_expires ? null : whole(values.validity_months),
    pending_days_service: whole(values.pending_days_service),
    pending_days_purchase: whole(values.pending_days_purchase),
    pending_days_manual: whole(values.pending_days_manual),
    reminder_days: whole(values.reminder_days),
    // Reais as text with two decimals, as the API keeps them ('0.05').
    point_value: (numberOf(values.point_value) ?? 0).toFixed(2),
    burn_reversal_hours: whole(values.burn_reversal_hours),
  };
}
