// What the users screen itself says (docs/product.md §2.9 Usuários); the form's own messages are the
// one user form's (@fidelidade/ui/user-form).
export const usersScreenMessages = {
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
} as const;
