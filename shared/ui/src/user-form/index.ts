// The one user form (docs/architecture.md): fields, type-specific fields, the docs/product.md §5
// checks in order with a create/edit mode, messages, server-error mapping and payload, rendered by
// Ações → Criar Usuário and Configurações → Usuários → Editar. Its select lists' loader serves the
// offer form too.
export { counterPlaceOf } from './counter-place';
export { useSelectLists } from './use-select-lists';
export { useUserFormCore } from './use-user-form-core';
export { UserFormFields } from './user-form-fields';
export { toFormValues, toUserPayload, type UserFormValues, userDefaults } from './user-form-values';
export { type UserFormMode, userMessages } from './user-messages';
export { userServerErrorMessage } from './user-server-error';
export { cpfProblem, type UserCheck, validateUser } from './validate-user';
