import type { StoredUser, VoucherUseBody } from '@fidelidade/contract';
import { effectiveRole } from '@fidelidade/contract/capabilities';

/** The 'Confirmar uso' form: the purchase value as InputNumber's string ('150.9'), the sale's code. */
export interface BurnFormValues {
  purchase_value?: string | null;
  reference_code?: string;
}

/**
 * POST loyalty/vouchers/use/'s body. A DEALERSHIP clerk names its dealership, as the product's
 * use call does (docs/product.md §3); ADMIN and PARCEIRO name none (the API scopes them itself).
 * Blank values are left out: the API then values the purchase at the voucher's points.
 */
export function toBurnBody(code: string, values: BurnFormValues, user: StoredUser | null): VoucherUseBody {
  const body: VoucherUseBody = { voucher_code: code };
  if (user && effectiveRole(user) === 'DEALERSHIP' && user.dealership_associated !== null)
    body.dealership_id = user.dealership_associated;
  const value = values.purchase_value?.trim();
  if (value) body.purchase_value = value;
  const reference = values.reference_code?.trim();
  if (reference) body.reference_code = reference;
  return body;
}
