import { App } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OfferNotFoundError, useOfferDetail } from '../api/get-offer';
import { createMode, type OfferFormMode, offerEditMessages } from '../lib/offer-form-mode';

/** The URL parameters of the form's other modes: ?editar={id} edits, ?duplicar={id} prefills a creation. */
export const editParam = 'editar';
export const duplicateParam = 'duplicar';

export type OfferSource =
  | { status: 'ready'; key: string; mode: OfferFormMode }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void };

/** A positive integer id, or null (an id the API could never know is a 404 without asking). */
function parseId(text: string | null): number | null {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * Which form the URL asks for (docs/product.md §2.6). An unknown or out-of-scope offer (404) says so
 * and leaves the empty creation form, with the URL cleaned so a reload does not ask again.
 */
export function useOfferSource(): OfferSource {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const kind = params.has(editParam) ? 'edit' : params.has(duplicateParam) ? 'duplicate' : 'create';
  const id = parseId(params.get(kind === 'edit' ? editParam : duplicateParam));
  const query = useOfferDetail(kind === 'create' ? null : id);
  const notFound = kind !== 'create' && (id === null || query.error instanceof OfferNotFoundError);

  useEffect(() => {
    if (!notFound) return;
    // A key: a repeated effect (strict mode) shows one message, not two.
    void message.error({ content: offerEditMessages.notFound, key: 'offer-not-found' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(editParam);
        next.delete(duplicateParam);
        return next;
      },
      { replace: true },
    );
  }, [notFound, message, setParams]);

  if (kind === 'create' || notFound) return { status: 'ready', key: 'create', mode: createMode };
  if (query.data) {
    const mode: OfferFormMode = { kind, offer: query.data };
    return { status: 'ready', key: `${kind}-${query.data.id}`, mode };
  }
  if (query.isError) return { status: 'failed', retry: () => void query.refetch() };
  return { status: 'loading' };
}
