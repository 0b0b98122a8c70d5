import type { Offer } from '@fidelidade/contract';
import { type Actor, can, scopeOf } from '@fidelidade/contract/capabilities';

/** Which row actions a user may take on one offer (Ver is always there: the row is readable). */
export interface OfferPermissions {
  update: boolean;
  duplicate: boolean;
  delete: boolean;
}

const none: OfferPermissions = { update: false, duplicate: false, delete: false };

/**
 * The list is scoped by the API already; this second look keeps a DEALERSHIP's buttons off any
 * offer of another dealership that would ever reach it (the server would refuse the write anyway).
 * A PARCEIRO's rows carry the store, not its partner, so for it the server's scope is the check.
 */
function ownsOffer(user: Actor, offer: Pick<Offer, 'dealership_id'>): boolean {
  const scope = scopeOf(user);
  if (scope.kind === 'dealership') return offer.dealership_id === scope.dealershipId;
  return true;
}

export function offerPermissions(
  user: Actor | null | undefined,
  offer: Pick<Offer, 'dealership_id'>,
): OfferPermissions {
  if (!user || !ownsOffer(user, offer)) return none;
  return {
    update: can(user, 'offers.update'),
    // A copy is a new offer of the same place: the user must be allowed to create one.
    duplicate: can(user, 'offers.create'),
    delete: can(user, 'offers.delete'),
  };
}
