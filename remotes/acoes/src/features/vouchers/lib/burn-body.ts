import type { StoredUser, VoucherUseBody } from '@fidelidade/contract';
import { effectiveRole } from '@fidelidade/contract/capabilities';
import { type NumberFieldValue, numberOf } from '@fidelidade/ui/number-input';

/** The 'Confirmar uso' form: the purchase value as typed in pt-BR ('1.234,56'), the sale's code. */
export interface BurnFormValues {
  purchase_value?: NumberFieldValue;
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
  // Sent as the API's decimal text ('1234.56'): the cents exactly as typed.
  const value = numberOf(values.purchase_value);
  if (value !== null) body.purchase_value = value.toFixed(2);
  const reference = values.reference_code?.trim();
  if (reference) body.reference_code = reference;
  return body;
}
