import type { PartnerLocation } from '@fidelidade/contract';

/** The store form (sent as multipart): the store's own fields, and a new logo or null to keep the current one. */
export type PartnerLocationValues = Pick<PartnerLocation, 'store_name' | 'partner_id' | 'location_id'> & {
  store_logo: File | null;
};

/** Multipart body: every field as text, the logo as a file; null fields are left out (docs/product.md §3). */
export function storeFormData(values: PartnerLocationValues): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    body.append(key, value instanceof File ? value : String(value));
  }
  return body;
}
