import type { Offer } from '@fidelidade/contract';
import { getErrorMessage } from '@fidelidade/session';
import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToggleOfferStatus } from '../api/toggle-offer-status';
import { offerActionMessages } from '../lib/offer-action-messages';
import { offerDuplicateUrl, offerEditUrl } from '../lib/offer-urls';
import { useDeleteOfferDialog } from './use-delete-offer-dialog';

export interface OfferActionHandlers {
  view: (offer: Offer) => void;
  edit: (offer: Offer) => void;
  duplicate: (offer: Offer) => void;
  toggle: (offer: Offer) => void;
  delete: (offer: Offer) => void;
  /** The offer whose status is being changed (its toggle shows a spinner). */
  togglingId: number | null;
}

/** The row actions of Lista de Ofertas, and the props of the details drawer (Ver). */
export function useOfferActions() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const toggle = useToggleOfferStatus();
  const [viewing, setViewing] = useState<Offer | null>(null);

  // Never rejects: a refusal becomes the server's message.
  const setActive = async (offer: Offer, isActive: boolean) => {
    try {
      await toggle.mutateAsync({ id: offer.id, isActive });
      message.success(isActive ? offerActionMessages.activated : offerActionMessages.deactivated);
    } catch (error) {
      message.error(await getErrorMessage(error, offerActionMessages.toggleFailed));
    }
  };
  const confirmDelete = useDeleteOfferDialog((offer) => setActive(offer, false));

  const handlers: OfferActionHandlers = {
    view: setViewing,
    edit: (offer) => navigate(offerEditUrl(offer.id)),
    duplicate: (offer) => navigate(offerDuplicateUrl(offer.id)),
    toggle: (offer) => void setActive(offer, !offer.is_active),
    delete: confirmDelete,
    togglingId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
  };
  return { handlers, details: { offer: viewing, onClose: () => setViewing(null) } };
}
