export type NewUserType = 'CLIENTE' | 'PARCEIRO' | 'DEALERSHIP';

export const userTypeOptions: { value: NewUserType; label: string }[] = [
  { value: 'CLIENTE', label: 'Cliente' },
  { value: 'PARCEIRO', label: 'Parceiro' },
  { value: 'DEALERSHIP', label: 'Concessionária' },
];

export interface UserFormValues {
  cpf?: string;
  email?: string;
  full_name?: string;
  user_type: NewUserType;
  dealership_associated?: number;
  partner?: number;
  is_staff: boolean;
  is_active: boolean;
  account_for_qr_code_burn: boolean;
  password?: string;
  password_confirm?: string;
}

export const userDefaults: UserFormValues = {
  user_type: 'CLIENTE',
  is_staff: false,
  is_active: true,
  account_for_qr_code_burn: false,
};
