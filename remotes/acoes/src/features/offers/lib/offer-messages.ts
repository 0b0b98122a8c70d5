// Validation and outcome messages of docs/product.md §5 and §8 (exact).
export const offerMessages = {
  title: 'Título é obrigatório',
  pointsCost: 'Custo em pontos deve ser maior ou igual a 0',
  validFrom: 'Data de início é obrigatória',
  validUntil: 'Data de fim é obrigatória',
  endAfterStart: 'Data de fim deve ser posterior à data de início',
  location: 'É necessário selecionar um parceiro ou concessionária',
  gasolinePrice: 'Preço da gasolina é obrigatório e deve ser maior que 0',
  gasolineType: 'Tipo de combustível é obrigatório',
  discount: 'Percentual de desconto deve estar entre 0 e 100',
  startTime: 'Horário de início é obrigatório',
  endTime: 'Horário de fim é obrigatório',
  weekdays: 'Pelo menos um dia da semana deve ser selecionado',
  maxLiters: 'Máximo de litros deve ser pelo menos 1',
  maxRedemptions: 'Máximo de resgates deve ser pelo menos 1',
  unexpected: 'Erro inesperado ao criar promoção.',
  failed: 'Erro ao criar promoção. Tente novamente.',
  submitting: 'Criando promoção...',
  created: 'Promoção criada com sucesso!',
  awaitingApproval:
    'Promoção salva. O orçamento passa do limite do programa e aguarda a aprovação de outro administrador antes de valer.',
} as const;
