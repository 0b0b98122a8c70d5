import type { StoredUser } from '@fidelidade/contract';
import { adminUser } from '@fidelidade/session/test-helpers';
import { toBurnBody } from './burn-body';

const dealer: StoredUser = {
  ...adminUser,
  user_type: 'DEALERSHIP',
  dealership_associated: 3,
  account_for_qr_code_burn: true,
};

describe('POST loyalty/vouchers/use/ body', () => {
  it('a DEALERSHIP clerk names its dealership; values trimmed', () => {
    expect(toBurnBody('AB12', { purchase_value: 150.9, reference_code: ' NF 1 ' }, dealer)).toEqual({
      voucher_code: 'AB12',
      dealership_id: 3,
      purchase_value: '150.90',
      reference_code: 'NF 1',
    });
  });

  it.each([
    ['ADMIN', adminUser],
    ['a DEALERSHIP superuser (acts as ADMIN)', { ...dealer, is_superuser: true }],
    ['PARCEIRO', { ...adminUser, user_type: 'PARCEIRO', partner: 4 } satisfies StoredUser],
  ])('%s names no dealership', (_name, user: StoredUser) => {
    expect(toBurnBody('AB12', {}, user)).toEqual({ voucher_code: 'AB12' });
  });

  it('blank value and reference are left out (the API values it at the points)', () => {
    expect(toBurnBody('AB12', { purchase_value: null, reference_code: '   ' }, dealer)).toEqual({
      voucher_code: 'AB12',
      dealership_id: 3,
    });
  });
});
