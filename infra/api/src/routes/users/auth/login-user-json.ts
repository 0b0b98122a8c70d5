import type { LoginUser } from '@fidelidade/contract';
import type { AccountRow } from '../../../repositories/users.ts';

/** The `user` of both sign-in answers (back-office and customer app); no default export: not a route. */
export function loginUserJson(account: AccountRow): LoginUser {
  return {
    id: account.id,
    full_name: account.fullName,
    email: account.email,
    user_type: account.userType,
    is_superuser: account.isSuperuser,
    is_staff: account.isStaff,
    dealership_name: account.dealershipName,
    partner_name: account.partnerName,
    dealership_associated: account.dealershipId,
    partner: account.partnerId,
    partner_location: account.partnerLocationId,
    partner_location_name: account.partnerLocationName,
    account_for_qr_code_burn: account.accountForQrCodeBurn,
    password_change_required: account.passwordChangeRequired,
    two_factor_setup_required: account.twoFactorRequired && !account.twoFactorEnabled,
    two_factor_enabled: account.twoFactorEnabled,
  };
}
