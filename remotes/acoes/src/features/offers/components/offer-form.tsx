import { Alert, Button, Card, Skeleton } from 'antd';
import { useOfferSource } from '../hooks/use-offer-source';
import { offerEditMessages } from '../lib/offer-form-mode';
import { OfferFormCard } from './offer-form-card';

/**
 * Tab criar-promocao (docs/product.md §2.6): the creation form, or the same form editing
 * (?editar={id}) or prefilled from (?duplicar={id}) an offer. The URL alone decides, so a reload or a
 * shared link opens the same form.
 */
export function OfferForm() {
  const source = useOfferSource();
  if (source.status === 'loading') {
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (source.status === 'failed') {
    return (
      <Card>
        <Alert
          type="error"
          showIcon
          title={offerEditMessages.loadFailed}
          action={<Button onClick={source.retry}>{offerEditMessages.retry}</Button>}
        />
      </Card>
    );
  }
  // A new key per offer and mode: the form starts again from that offer's values.
  return <OfferFormCard key={source.key} mode={source.mode} />;
}
