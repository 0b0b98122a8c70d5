import type { OfferType } from '@fidelidade/contract/enums';
import { NumberField } from '@fidelidade/ui/number-input';
import { Form, Switch } from 'antd';
import { offerMessages } from '../lib/offer-messages';
import { OfferTimeRestriction } from './offer-time-restriction';

/** Advanced settings: per-customer redemption limit and the time restriction (docs/product.md §2.6). */
export function OfferAdvancedSection() {
  const advanced = Form.useWatch<boolean>('advanced');
  const restricted = Form.useWatch<boolean>('time_restricted');
  // A TIME_LIMITED offer is the time restriction: its switches stay on.
  const timeLimited = Form.useWatch<OfferType>('offer_type') === 'TIME_LIMITED';
  return (
    <>
      <Form.Item name="advanced" label="Configurações avançadas" valuePropName="checked">
        <Switch disabled={timeLimited} />
      </Form.Item>
      {advanced && (
        <>
          <NumberField
            name="max_redemptions"
            label="Máximo de resgates por cliente"
            extra="Deixe em branco para não limitar."
            format={{ kind: 'integer' }}
            range={{ min: 1, message: offerMessages.maxRedemptions }}
          />
          <Form.Item name="time_restricted" label="Restringir por horário" valuePropName="checked">
            <Switch disabled={timeLimited} />
          </Form.Item>
          {restricted && <OfferTimeRestriction />}
        </>
      )}
    </>
  );
}
