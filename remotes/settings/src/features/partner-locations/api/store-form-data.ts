export interface PartnerLocationValues {
  store_name: string;
  partner_id: number;
  location_id: number;
  /** A new logo; null keeps the current one. */
  store_logo: File | null;
}

/** Multipart body: every field as text, the logo as a file; null fields are left out (SPEC §3). */
export function storeFormData(values: PartnerLocationValues): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    body.append(key, value instanceof File ? value : String(value));
  }
  return body;
}
