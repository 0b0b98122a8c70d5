// Copied from remotes/acoes/src/features/users/lib/user-messages.ts (remotes may not import each
// other): the edit form keeps the creation form's messages (docs/product.md §5.2 in check order).
export const userMessages = {
  cpfRequired: 'CPF é obrigatório',
  cpfLength: 'CPF deve ter 11 dígitos',
  cpfInvalid: 'CPF inválido',
  fullName: 'Nome completo é obrigatório',
  password: 'Senha é obrigatória',
  passwordMismatch: 'As senhas não coincidem',
  passwordLength: 'A senha deve ter pelo menos 6 caracteres',
  dealership: 'Concessionária é obrigatória para usuários do tipo Concessionária',
  partner: 'Parceiro é obrigatório para usuários do tipo Parceiro',
  counterPlace: 'Concessionária ou loja é obrigatória para usuários do tipo Atendente',
  email: 'Email inválido',
} as const;

export const passwordMinLength = 6;

/** What the users screen itself says (new in docs/product.md §2.9 Usuários). */
export const usersScreenMessages = {
  updated: 'Usuário atualizado com sucesso!',
  updateFailed: 'Erro ao atualizar usuário. Tente novamente.',
  activated: 'Usuário ativado com sucesso!',
  deactivated: 'Usuário desativado com sucesso!',
  toggleFailed: 'Erro ao alterar o status do usuário. Tente novamente.',
  confirmDelete: 'Tem certeza que deseja excluir este usuário?',
  deleted: 'Usuário excluído com sucesso!',
  anonymized: 'Os dados pessoais do cliente foram anonimizados; o histórico foi mantido.',
  deleteFailed: 'Erro ao excluir usuário. Tente novamente.',
  confirmDeactivate: 'Desativar este usuário?',
  deactivateNote: 'As sessões abertas deste usuário terminam imediatamente e ele não poderá mais entrar.',
  deleteCustomerNote:
    'Um cliente com histórico não é apagado: seus dados pessoais são anonimizados e os pontos, resgates e relatórios são mantidos.',
  loadFailed: 'Erro ao carregar usuários. Verifique sua conexão.',
  passwordHint: 'Deixe em branco para manter a senha atual.',
} as const;
