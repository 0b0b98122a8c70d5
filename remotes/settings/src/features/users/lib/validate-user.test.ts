import { type UserFormValues, userDefaults } from './user-form-values';
import { validateUserEdit } from './validate-user';

const valid: UserFormValues = { ...userDefaults, cpf: '529.982.247-25', full_name: 'Maria' };
const messages = (values: Partial<UserFormValues>) =>
  validateUserEdit({ ...valid, ...values }).map((check) => check.message);

it('a blank password and confirmation pass (the current password stays)', () => {
  expect(messages({})).toEqual([]);
});

it('a confirmation alone asks for the password, like the API', () => {
  expect(messages({ password_confirm: 'abcdef' })).toEqual(['Senha é obrigatória']);
});

it('the type-dependent links come last, in the creation form order', () => {
  expect(messages({ cpf: '', user_type: 'DEALERSHIP' })).toEqual([
    'CPF é obrigatório',
    'Concessionária é obrigatória para usuários do tipo Concessionária',
  ]);
  expect(messages({ cpf: '123', user_type: 'PARCEIRO' })).toEqual([
    'CPF deve ter 11 dígitos',
    'Parceiro é obrigatório para usuários do tipo Parceiro',
  ]);
  expect(messages({ user_type: 'PARCEIRO', partner: 5 })).toEqual([]);
});
