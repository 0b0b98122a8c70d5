import type { Location } from '@fidelidade/contract';
import { useMarkDraftChanged } from '@fidelidade/ui/unsaved-changes-guard';
import { Col, Form, Input, Row, Select } from 'antd';
import { ufOptions } from '../../../lib/brazil';
import { FormActions } from '../../../lib/management/form-actions';
import { RequiredTextItem } from '../../../lib/management/form-layout';
import type { EntityFormProps } from '../../../lib/management/types';
import type { SelectedPlace } from '../../../lib/maps/maps-api';
import { pointOf } from '../../../lib/maps/point-of';
import { maskCep } from '../../../lib/masks';
import type { LocationValues } from '../api/create-location';
import { LocationMapPanel } from './location-map-panel';

/** What the inputs hold (antd state): every optional field is text, undefined until filled. */
type FormFields = Pick<LocationValues, 'address' | 'city'> & {
  [K in 'state' | 'zip_code' | 'latitude' | 'longitude']?: string;
};

const toValues = (fields: FormFields): LocationValues => ({
  address: fields.address.trim(),
  city: fields.city.trim(),
  state: fields.state ?? '',
  zip_code: fields.zip_code?.trim() || null,
  latitude: fields.latitude || null,
  longitude: fields.longitude || null,
});

export function LocationForm(props: EntityFormProps<Location, LocationValues>) {
  const [form] = Form.useForm<FormFields>();
  const { initial } = props;
  const point = pointOf(initial?.latitude, initial?.longitude);
  const markChanged = useMarkDraftChanged();
  // The map fills coordinates always and the address fields it could resolve: a change to the draft.
  const onSelect = (place: SelectedPlace) => {
    form.setFieldsValue(place);
    markChanged();
  };

  return (
    <Form<FormFields>
      form={form}
      layout="vertical"
      initialValues={{
        address: initial?.address ?? '',
        city: initial?.city ?? '',
        state: initial?.state,
        zip_code: maskCep(initial?.zip_code ?? initial?.postal_code),
        latitude: initial?.latitude ?? '',
        longitude: initial?.longitude ?? '',
      }}
      onFinish={(fields) => props.onSubmit(toValues(fields))}
    >
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <LocationMapPanel point={point} onSelect={onSelect} />
        </Col>
        <Col xs={24} lg={12}>
          <RequiredTextItem
            name="address"
            label="Endereço"
            message="Endereço é obrigatório"
            maxLength={255}
          />
          <RequiredTextItem name="city" label="Cidade" message="Cidade é obrigatória" maxLength={100} />
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="state"
                label="Estado"
                rules={[{ required: true, message: 'Estado é obrigatório' }]}
              >
                <Select options={ufOptions} showSearch placeholder="UF" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="zip_code" label="CEP" normalize={(value: string) => maskCep(value)}>
                <Input maxLength={9} placeholder="00000-000" inputMode="numeric" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item name="latitude" label="Latitude" extra="Preenchida pelo mapa">
                <Input readOnly />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="longitude" label="Longitude" extra="Preenchida pelo mapa">
                <Input readOnly />
              </Form.Item>
            </Col>
          </Row>
          <FormActions saving={props.saving} onCancel={props.onCancel} />
        </Col>
      </Row>
    </Form>
  );
}
