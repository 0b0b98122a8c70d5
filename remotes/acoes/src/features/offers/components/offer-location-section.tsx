import type { AvailablePartners, OfferTarget } from '@fidelidade/contract';
import {
  OFFER_LOCATION_TYPE_LABELS,
  OFFER_LOCATION_TYPES,
  type OfferLocationType,
} from '@fidelidade/contract/enums';
import type { StoredUser } from '@fidelidade/session';
import { Form, Radio, Select } from 'antd';
import { placeLabel } from '../api/get-available-partners';
import type { LocationLock } from '../hooks/use-location-lock';
import { offerMessages } from '../lib/offer-messages';

const toOptions = (places: OfferTarget[]) =>
  places.map((place) => ({ value: place.id, label: placeLabel(place) }));

interface Props {
  options: AvailablePartners;
  loading: boolean;
  lock: LocationLock;
  user: StoredUser | null;
}

export function OfferLocationSection({ options, loading, lock, user }: Props) {
  const locationType = Form.useWatch<OfferLocationType>('location_type');
  const dealershipOptions = toOptions(options.dealerships);
  // The user's own dealership may be missing from the list; still show its name.
  if (
    lock.dealership !== undefined &&
    !dealershipOptions.some((option) => option.value === lock.dealership)
  ) {
    dealershipOptions.push({ value: lock.dealership, label: user?.dealership_name ?? `#${lock.dealership}` });
  }
  const required = [{ required: true, message: offerMessages.location }];
  return (
    <>
      <Form.Item name="location_type" label="Tipo de local">
        <Radio.Group
          disabled={lock.locationType !== null}
          options={OFFER_LOCATION_TYPES.map((type) => ({
            value: type,
            label: OFFER_LOCATION_TYPE_LABELS[type],
          }))}
        />
      </Form.Item>
      {locationType === 'dealership' ? (
        <Form.Item name="dealership" label="Concessionária participante" rules={required}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Selecione a concessionária"
            loading={loading}
            disabled={lock.placeLocked}
            options={dealershipOptions}
          />
        </Form.Item>
      ) : (
        <Form.Item name="partner_location" label="Loja do parceiro" rules={required}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Selecione a loja do parceiro"
            loading={loading}
            disabled={lock.placeLocked}
            options={toOptions(options.partner_locations)}
          />
        </Form.Item>
      )}
    </>
  );
}
