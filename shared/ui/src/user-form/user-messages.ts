// The user form's messages (docs/product.md §5 in check order, §8): one list for Ações → Criar
// Usuário and Configurações → Usuários → Editar.
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
  failed: 'Erro ao criar usuário. Tente novamente.',
  created: 'Usuário criado com sucesso!',
  updated: 'Usuário atualizado com sucesso!',
  updateFailed: 'Erro ao atualizar usuário. Tente novamente.',
  passwordHint: 'Deixe em branco para manter a senha atual.',
} as const;

export const passwordMinLength = 6;

/** Creating asks for a password; editing keeps the current one when both fields are left blank. */
export type UserFormMode = 'create' | 'edit';
