import type { FormOptions, UserBody } from '@fidelidade/contract';

// An ATENDENTE serves one place: a dealership or a partner store (docs/product.md §6). The form
// holds it in one select, as 'dealership:<id>' or 'store:<id>'; the API gets dealership_associated
// or partner_location.

export const counterPlaceValue = (kind: 'dealership' | 'store', id: number) => `${kind}:${id}`;

/** The select's options, grouped: the dealerships, then the partner stores (with their partner). */
export function counterPlaceOptions(options: FormOptions) {
  return [
    {
      label: 'Concessionárias',
      title: 'Concessionárias',
      options: options.dealerships.map((d) => ({
        value: counterPlaceValue('dealership', d.id),
        label: d.name,
      })),
    },
    {
      label: 'Lojas de parceiros',
      title: 'Lojas de parceiros',
      options: options.partner_locations.map((s) => ({
        value: counterPlaceValue('store', s.id),
        label: `${s.store_name} (${s.partner_name})`,
      })),
    },
  ];
}

/** The select's value of a user's place (the edit form starts from it); undefined without one. */
export function counterPlaceOf(user: {
  dealership_associated: number | null;
  partner_location: number | null;
}) {
  if (user.partner_location !== null) return counterPlaceValue('store', user.partner_location);
  if (user.dealership_associated !== null) return counterPlaceValue('dealership', user.dealership_associated);
  return undefined;
}

/** The body fields of a chosen place; nothing for a value the select never produces. */
export function counterPlaceFields(
  value: string | undefined,
): Pick<UserBody, 'dealership_associated' | 'partner_location'> {
  const match = /^(dealership|store):(\d+)$/.exec(value ?? '');
  if (!match) return {};
  const id = Number(match[2]);
  return match[1] === 'dealership' ? { dealership_associated: id } : { partner_location: id };
}
