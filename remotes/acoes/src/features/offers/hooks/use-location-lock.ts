import type { StoredUser } from '@fidelidade/session';
import type { AvailablePartners } from '../api/get-available-partners';
import type { LocationType } from '../lib/offer-constants';

export interface LocationLock {
  /** The location kind is fixed by the role (DEALERSHIP → dealership, PARCEIRO → partner). */
  locationType: LocationType | null;
  /** Preselected place, and whether the place select is locked too. */
  dealership?: number;
  partnerLocation?: number;
  placeLocked: boolean;
}

/**
 * DESIGN §6: a DEALERSHIP creates offers at its own dealership; a PARCEIRO at its own partner's
 * stores (the server already scopes available-partners to them); ADMIN anywhere.
 */
export function locationLockFor(user: StoredUser | null, options: AvailablePartners): LocationLock {
  if (!user || user.is_superuser || user.user_type === 'ADMIN')
    return { locationType: null, placeLocked: false };
  if (user.user_type === 'DEALERSHIP') {
    return {
      locationType: 'dealership',
      dealership: user.dealership_associated ?? undefined,
      placeLocked: true,
    };
  }
  if (user.user_type === 'PARCEIRO') {
    const only = options.partner_locations.length === 1 ? options.partner_locations[0]?.id : undefined;
    return { locationType: 'partner', partnerLocation: only, placeLocked: only !== undefined };
  }
  return { locationType: null, placeLocked: false };
}
