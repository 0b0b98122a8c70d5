import type { Offer } from '@fidelidade/contract';
import { getErrorMessage } from '@fidelidade/session';
import { App } from 'antd';
import { isHTTPError } from 'ky';
import { useDeleteOffer } from '../api/delete-offer';
import { offerActionLabels, offerActionMessages } from '../lib/offer-action-messages';

/**
 * Excluir: asks first, then deletes. An offer with redemptions cannot go (the API answers 400 with
 * why): the same dialog then shows that answer and offers Desativar instead, so the refusal is
 * never silent and the way out is one click away.
 */
export function useDeleteOfferDialog(deactivate: (offer: Offer) => Promise<void>) {
  const { message, modal } = App.useApp();
  const remove = useDeleteOffer();

  return (offer: Offer) => {
    const dialog = modal.confirm({
      title: offerActionMessages.confirmDelete,
      content: offer.title,
      okText: offerActionLabels.delete,
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      // Taking `close` keeps the dialog open until the answer arrives and says what comes next.
      onOk: (close: () => void) => {
        dialog.update({ okButtonProps: { danger: true, loading: true } });
        remove.mutateAsync(offer.id).then(
          () => {
            message.success(offerActionMessages.deleted);
            close();
          },
          async (error: unknown) => {
            const detail = await getErrorMessage(error, offerActionMessages.deleteFailed);
            if (!isHTTPError(error) || error.response.status !== 400) {
              message.error(detail);
              close();
              return;
            }
            dialog.update({
              title: offerActionMessages.deleteRefused,
              content: detail,
              ...(offer.is_active
                ? {
                    okText: offerActionLabels.deactivate,
                    okButtonProps: { loading: false },
                    // setActive never rejects (it shows its own error): the dialog closes after it.
                    onOk: () => deactivate(offer),
                  }
                : { okText: 'Fechar', okCancel: false, okButtonProps: { loading: false }, onOk: close }),
            });
          },
        );
      },
    });
  };
}
