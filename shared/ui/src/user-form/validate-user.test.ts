import { type UserFormValues, userDefaults } from './user-form-values';
import { validateUser } from './validate-user';

const valid: UserFormValues = { ...userDefaults, cpf: '529.982.247-25', full_name: 'Maria' };
const messages = (values: Partial<UserFormValues>) =>
  validateUser({ ...valid, ...values }, 'edit').map((check) => check.message);

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

it('a new password of a back-office account needs 12 characters, after the seven rules (§5.7)', () => {
  const staff = 'Usuários do painel precisam de uma senha com pelo menos 12 caracteres';
  for (const password of ['123456', 'senha123456'])
    expect(messages({ user_type: 'DEALERSHIP', password, password_confirm: password })).toEqual([
      'Concessionária é obrigatória para usuários do tipo Concessionária',
      staff,
    ]);
  expect(
    messages({ user_type: 'PARCEIRO', partner: 5, password: '12345', password_confirm: '12345' }),
  ).toEqual(['A senha deve ter pelo menos 6 caracteres']);
  expect(
    messages({
      user_type: 'PARCEIRO',
      partner: 5,
      password: 'cavalo-bateria',
      password_confirm: 'cavalo-bateria',
    }),
  ).toEqual([]);
  expect(messages({ user_type: 'CLIENTE', password: '123456', password_confirm: '123456' })).toEqual([]);
});

it('creating asks for the password even when both fields are blank', () => {
  expect(validateUser({ ...valid }, 'create').map((check) => check.message)).toEqual(['Senha é obrigatória']);
  expect(validateUser({ ...valid, password: 'abcdef', password_confirm: 'abcdef' }, 'create')).toEqual([]);
});
