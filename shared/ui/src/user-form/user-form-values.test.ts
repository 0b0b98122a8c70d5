import type { ManagedUser } from '@fidelidade/contract';
import { toFormValues, toUserPayload, type UserFormValues, userDefaults } from './user-form-values';

const typed: UserFormValues = { ...userDefaults, cpf: '529.982.247-25', full_name: ' Maria ' };

it('creating sends the CPF as digits, the trimmed name and the password even when blank', () => {
  expect(toUserPayload(typed)).toEqual({
    cpf: '52998224725',
    full_name: 'Maria',
    user_type: 'CLIENTE',
    password: '',
    password_confirm: '',
    is_staff: false,
    is_active: true,
    account_for_qr_code_burn: false,
  });
});

it('editing leaves a blank password out and keeps a customer in its dealership', () => {
  const current = { dealership_associated: 7, partner: null, partner_location: null } as ManagedUser;
  const body = toUserPayload(typed, current);
  expect(body).not.toHaveProperty('password');
  expect(body.dealership_associated).toBe(7);
  expect(toUserPayload({ ...typed, password: 'x', password_confirm: 'x' }, current).password).toBe('x');
});

it("an ATENDENTE's place goes out as the link the API reads, and comes back as the select's value", () => {
  const counter = { ...typed, user_type: 'ATENDENTE' as const, counter_place: 'store:4' };
  expect(toUserPayload(counter).partner_location).toBe(4);
  const user = {
    cpf: '52998224725',
    full_name: 'Ana',
    email: null,
    user_type: 'ATENDENTE',
    is_staff: false,
    is_active: true,
    account_for_qr_code_burn: false,
    dealership_associated: null,
    partner: null,
    partner_location: 4,
  } as unknown as ManagedUser;
  expect(toFormValues(user).counter_place).toBe('store:4');
});
