/** What the row actions of Lista de Ofertas say (docs/product.md §2.10). */
export const offerActionMessages = {
  activated: 'Promoção ativada com sucesso!',
  deactivated: 'Promoção desativada com sucesso!',
  toggleFailed: 'Não foi possível alterar o status da promoção.',
  confirmDelete: 'Tem certeza que deseja excluir esta promoção?',
  deleted: 'Promoção excluída com sucesso!',
  deleteFailed: 'Não foi possível excluir a promoção.',
  deleteRefused: 'Esta promoção não pode ser excluída',
} as const;

/** The label of each row action (tooltips, menu items, and the start of each button's name). */
export const offerActionLabels = {
  view: 'Ver',
  edit: 'Editar',
  duplicate: 'Duplicar',
  activate: 'Ativar',
  deactivate: 'Desativar',
  delete: 'Excluir',
} as const;
