import type { Offer } from '@fidelidade/contract';
import { Descriptions, Drawer } from 'antd';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { offerDetailSections } from './offer-detail-sections';

interface OfferDetailsDrawerProps {
  /** The offer shown; null = closed. */
  offer: Offer | null;
  onClose: () => void;
}

/** Ver: every field of the offer and both images, read-only, beside the list it came from. */
export function OfferDetailsDrawer(props: OfferDetailsDrawerProps) {
  const narrow = useNarrowScreen();
  const { offer } = props;
  return (
    <Drawer
      open={offer !== null}
      onClose={props.onClose}
      title={offer ? `Promoção: ${offer.title}` : 'Promoção'}
      // A phone gets the whole width; on a desk the list stays visible beside it.
      size={narrow ? '100%' : 560}
      destroyOnHidden
    >
      {offer &&
        offerDetailSections(offer).map((section) => (
          <Descriptions
            key={section.title}
            title={section.title}
            items={section.items}
            column={1}
            size="small"
            bordered
            layout={narrow ? 'vertical' : 'horizontal'}
            style={{ marginBottom: 24 }}
          />
        ))}
    </Drawer>
  );
}
