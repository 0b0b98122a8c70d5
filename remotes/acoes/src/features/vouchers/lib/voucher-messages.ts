import { formatDateTime } from '@fidelidade/session';

// Every pt-BR text of the voucher counter (docs/product.md §2.2: the Validar Voucher tab).
export const voucherMessages = {
  counterTitle: 'Validar Voucher',
  codeLabel: 'Código do voucher',
  codePlaceholder: 'Digite o código',
  codeRequired: 'Informe o código do voucher.',
  search: 'Buscar',
  scan: 'Ler QR Code',
  scanHint: 'Aponte a câmera para o QR Code do voucher.',
  cancelScan: 'Cancelar leitura',
  cameraPreview: 'Imagem da câmera',
  cameraFailed: 'Não foi possível acessar a câmera. Digite o código do voucher.',
  lookupFailed: 'Não foi possível buscar o voucher. Tente novamente.',
  purchaseValue: 'Valor da compra (R$)',
  purchaseHint: 'Em branco: vale o valor dos pontos do voucher.',
  purchaseInvalid: 'Informe um valor em reais maior que zero.',
  referenceCode: 'Código de referência',
  referenceHint: 'Nota fiscal, pedido ou outro código da venda (opcional).',
  confirm: 'Confirmar uso',
  confirmTitle: (code: string, customer: string) => `Confirmar uso do voucher ${code} de ${customer}?`,
  confirmValue: (value: string) => `Valor da compra: ${value}.`,
  confirmNoValue: 'Sem valor da compra: vale o valor dos pontos do voucher.',
  confirmIrreversible: 'O uso não pode ser desfeito por aqui.',
  back: 'Voltar',
  usedTitle: 'Voucher já utilizado',
  used: 'Voucher utilizado com sucesso!',
  useFailed: 'Não foi possível utilizar o voucher. Tente novamente.',
  listTitle: 'Vouchers',
  listSearch: 'Buscar vouchers',
  listSearchPlaceholder: 'Código, cliente ou oferta',
  listStatus: 'Status',
  listAll: 'Todos',
  listMine: 'Só as minhas baixas',
  listEmpty: 'Nenhum voucher encontrado.',
  listFailed: 'Erro ao carregar os vouchers.',
  openInCounter: 'Validar',
  actions: 'Ações',
  cancelledTitle: 'Voucher cancelado',
  cancelled: 'Este voucher foi cancelado e não pode ser utilizado.',
  reverse: 'Estornar uso',
  reverseTitle: (code: string) => `Estornar o uso do voucher ${code}?`,
  reverseExplain:
    "O voucher volta a 'Pendente' e poderá ser utilizado de novo; os valores deste uso deixam de contar nos relatórios. Use só para desfazer uma baixa feita por engano.",
  reverseReason: 'Motivo do estorno',
  reverseReasonRequired: 'Informe o motivo do estorno (mínimo de 3 caracteres).',
  reverseReasonTooLong: 'O motivo pode ter no máximo 500 caracteres.',
  reversed: 'Uso estornado: o voucher voltou a Pendente e pode ser utilizado de novo.',
  reverseFailed: 'Não foi possível estornar o uso. Tente novamente.',
  reversibleUntil: (when: string) => `O uso pode ser estornado até ${when}.`,
  reversalOver: (when: string) => `O prazo para estornar este uso terminou em ${when}.`,
} as const;

/**
 * 'Este voucher já foi utilizado em 26/11/2026 às 15:26 por Carlos Menezes.' — the API's words for
 * a refused burn, shown as soon as a used voucher is looked up.
 */
export function voucherUsedMessage(usedAt: string | null, burnedBy: string | null): string {
  const who = burnedBy ?? 'outro usuário';
  const [date, time] = formatDateTime(usedAt).split(' ');
  if (!date || !time) return `Este voucher já foi utilizado por ${who}.`;
  return `Este voucher já foi utilizado em ${date} às ${time} por ${who}.`;
}

/** The card's field labels (the report's own words where it has them: 'Baixado por'). */
export const voucherFieldLabels = {
  code: 'Código',
  offer: 'Oferta',
  customer: 'Cliente',
  cpf: 'CPF',
  status: 'Status',
  points: 'Pontos',
  validUntil: 'Validade',
  location: 'Local',
  redeemedAt: 'Resgatado em',
  usedAt: 'Utilizado em',
  burnedBy: 'Baixado por',
  purchaseValue: 'Valor da compra',
  referenceCode: 'Código de referência',
} as const;
