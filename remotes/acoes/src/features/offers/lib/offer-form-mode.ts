import type { Offer } from '@fidelidade/contract';
import { offerMessages } from './offer-messages';

/** What the offer form does: create a new offer, edit one, or create one filled from another. */
export type OfferFormMode =
  | { kind: 'create' }
  | { kind: 'edit'; offer: Offer }
  | { kind: 'duplicate'; offer: Offer };

export const createMode: OfferFormMode = { kind: 'create' };

/** Everything the form says that depends on the mode. */
export interface OfferModeTexts {
  heading: string;
  submit: string;
  pending: string;
  overlaySubmitting: string;
  overlaySuccess: string;
  failed: string;
  unexpected: string;
}

const createTexts: OfferModeTexts = {
  heading: 'Criar Nova Promoção',
  submit: 'Criar Promoção',
  pending: 'Criando...',
  overlaySubmitting: offerMessages.submitting,
  overlaySuccess: offerMessages.created,
  failed: offerMessages.failed,
  unexpected: offerMessages.unexpected,
};

export const offerEditMessages = {
  heading: 'Editar Promoção',
  submit: 'Salvar Alterações',
  pending: 'Salvando...',
  submitting: 'Salvando alterações...',
  updated: 'Promoção atualizada com sucesso!',
  failed: 'Erro ao atualizar promoção. Tente novamente.',
  unexpected: 'Erro inesperado ao atualizar promoção.',
  cancel: 'Cancelar edição',
  notFound: 'Promoção não encontrada.',
  loadFailed: 'Não foi possível carregar a promoção.',
  retry: 'Tentar novamente',
  currentImage: 'Imagem atual: mantida enquanto nenhuma outra for escolhida.',
} as const;

export const offerDuplicateMessages = {
  copySuffix: ' (cópia)',
  source: (title: string) =>
    `Nova promoção preenchida a partir de "${title}". Revise os dados antes de criar.`,
  imagesNotCopied:
    'As imagens da promoção original não são copiadas: escolha-as novamente se quiser usá-las.',
} as const;

const editTexts: OfferModeTexts = {
  heading: offerEditMessages.heading,
  submit: offerEditMessages.submit,
  pending: offerEditMessages.pending,
  overlaySubmitting: offerEditMessages.submitting,
  overlaySuccess: offerEditMessages.updated,
  failed: offerEditMessages.failed,
  unexpected: offerEditMessages.unexpected,
};

/** A duplicate is a creation: same title, button and messages (docs/product.md §2.6). */
export const textsFor = (mode: OfferFormMode): OfferModeTexts =>
  mode.kind === 'edit' ? editTexts : createTexts;
