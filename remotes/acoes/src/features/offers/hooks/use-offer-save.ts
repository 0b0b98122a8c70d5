import type { Offer } from '@fidelidade/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateOffer } from '../api/create-offer';
import { useUpdateOffer } from '../api/update-offer';
import type { OfferFormMode } from '../lib/offer-form-mode';

/** The query key of Tabelas → Lista de Ofertas (its list reads this API path). */
const offersListKey = ['loyalty/admin/offers/list/'];

interface SaveHandlers {
  onSuccess: (saved: Partial<Offer>) => void;
  onError: (failure: Error) => void;
  onSettled: () => void;
}

/** Create (create and duplicate modes) or PUT (edit mode); a success refreshes the offers list. */
export function useOfferSave(mode: OfferFormMode) {
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const queryClient = useQueryClient();
  const save = (body: FormData, handlers: SaveHandlers) => {
    const onSuccess = (saved: Partial<Offer>) => {
      // The list is cached for a while: without this the list the user lands on would miss the change.
      void queryClient.invalidateQueries({ queryKey: offersListKey });
      handlers.onSuccess(saved);
    };
    if (mode.kind === 'edit') update.mutate({ id: mode.offer.id, body }, { ...handlers, onSuccess });
    else create.mutate(body, { ...handlers, onSuccess });
  };
  return { save, isPending: create.isPending || update.isPending };
}
