import type { AvailablePartners } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import type { OfferLocationType } from '@fidelidade/contract/enums';
import type { StoredUser } from '@fidelidade/session';

export interface LocationLock {
  /** The location kind is fixed by the role (DEALERSHIP → dealership, PARCEIRO → partner). */
  locationType: OfferLocationType | null;
  /** Preselected place, and whether the place select is locked too. */
  dealership?: number;
  partnerLocation?: number;
  placeLocked: boolean;
}

/**
 * The capability table's offers.target.* (the API checks the same entries): with
 * offers.target.any, anywhere; otherwise a DEALERSHIP its own dealership, a PARCEIRO its own
 * partner's stores (the server already scopes available-partners to them).
 */
export function locationLockFor(user: StoredUser | null, options: AvailablePartners): LocationLock {
  if (!user || can(user, 'offers.target.any')) return { locationType: null, placeLocked: false };
  if (can(user, 'offers.target.dealership')) {
    return {
      locationType: 'dealership',
      dealership: user.dealership_associated ?? undefined,
      placeLocked: true,
    };
  }
  if (can(user, 'offers.target.partner-store')) {
    const only = options.partner_locations.length === 1 ? options.partner_locations[0]?.id : undefined;
    return { locationType: 'partner', partnerLocation: only, placeLocked: only !== undefined };
  }
  return { locationType: null, placeLocked: false };
}
