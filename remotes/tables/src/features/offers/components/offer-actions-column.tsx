import type { Offer } from '@fidelidade/contract';
import { useSession } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { singleLine } from '../../../components/single-line';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import type { OfferActionHandlers } from '../hooks/use-offer-actions';
import { offerPermissions } from '../lib/offer-permissions';
import { OfferRowActions } from './offer-row-actions';

/**
 * `columns` plus 'Ações' pinned at the right edge: the actions stay in view while the other columns
 * scroll inside the card. Below 768 px the five icons fold into one '⋯' menu, so the pinned column
 * does not eat a phone's screen.
 */
export function useOfferActionsColumn(
  columns: TypedColumns<Offer>,
  handlers: OfferActionHandlers,
): TypedColumns<Offer> {
  const user = useSession((state) => state.user);
  const compact = useNarrowScreen();
  return [
    ...columns,
    {
      title: 'Ações',
      key: 'actions',
      fixed: 'right',
      ...singleLine,
      render: (_: unknown, offer: Offer) => (
        <OfferRowActions
          offer={offer}
          permissions={offerPermissions(user, offer)}
          handlers={handlers}
          compact={compact}
        />
      ),
    },
  ];
}
