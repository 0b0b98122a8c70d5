import type { PartnerLocation } from '@fidelidade/contract';
import { selectSearch } from '@fidelidade/ui/select-search';
import { Alert, Form, Select } from 'antd';
import { useMemo, useState } from 'react';
import { locationLabel } from '../../../lib/location-label';
import { LocationSelectItem, useLocationOptions } from '../../../lib/location-select';
import { FormActions } from '../../../lib/management/form-actions';
import { FormWithPreview, RequiredTextItem } from '../../../lib/management/form-layout';
import type { EntityFormProps } from '../../../lib/management/types';
import { categoryLabel } from '../../../lib/partner-categories';
import { usePartnerOptions } from '../api/get-store-options';
import type { PartnerLocationValues } from '../api/store-form-data';
import { LogoField } from './logo-field';
import { StorePreview } from './store-preview';

/** What the inputs hold (antd state): the selects and the logo are empty until chosen. */
type FormFields = Pick<PartnerLocationValues, 'store_name'> &
  Partial<Pick<PartnerLocationValues, 'partner_id' | 'location_id' | 'store_logo'>>;

export function StoreForm(props: EntityFormProps<PartnerLocation, PartnerLocationValues>) {
  const partners = usePartnerOptions();
  const locations = useLocationOptions();
  const { initial } = props;
  const initialValues: FormFields = {
    store_name: initial?.store_name ?? '',
    partner_id: initial?.partner?.id,
    location_id: initial?.location?.id,
    store_logo: null,
  };
  // The note and the preview follow what is chosen (kept here from onValuesChange).
  const [current, setCurrent] = useState<FormFields>(initialValues);
  // Stable options: a new array per render makes an open Select recompute on every keystroke.
  const partnerOptions = useMemo(
    () =>
      (partners.data ?? []).map((item) => ({
        value: item.id,
        label: `${item.brand_name} (${categoryLabel(item.category)})`,
      })),
    [partners.data],
  );
  const { store_name: storeName, partner_id: partnerId, location_id: locationId } = current;
  const partner = partners.data?.find((item) => item.id === partnerId);
  const location = locations.data?.find((item) => item.id === locationId);
  return (
    <Form<FormFields>
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={(_, all) => setCurrent(all)}
      onFinish={(fields) =>
        props.onSubmit({
          store_name: fields.store_name.trim(),
          partner_id: Number(fields.partner_id),
          location_id: Number(fields.location_id),
          store_logo: fields.store_logo ?? null,
        })
      }
    >
      <FormWithPreview
        preview={
          <StorePreview
            storeName={storeName}
            partnerName={partner?.brand_name}
            locationText={location ? locationLabel(location) : undefined}
          />
        }
      >
        <RequiredTextItem
          name="store_name"
          label="Nome da Loja"
          message="Nome da loja é obrigatório"
          maxLength={150}
        />
        <Form.Item
          name="partner_id"
          label="Parceiro"
          rules={[{ required: true, message: 'Parceiro é obrigatório' }]}
        >
          <Select
            showSearch={selectSearch}
            placeholder="Selecione o parceiro"
            loading={partners.isPending}
            options={partnerOptions}
          />
        </Form.Item>
        <LocationSelectItem name="location_id" locations={locations} />
        <Form.Item name="store_logo" label="Logo da loja (opcional)">
          <LogoField currentUrl={initial?.logo ?? null} />
        </Form.Item>
        {partnerId && locationId ? (
          <Alert type="success" showIcon title="Configuração válida" style={{ marginBottom: 16 }} />
        ) : null}
        <FormActions saving={props.saving} onCancel={props.onCancel} />
      </FormWithPreview>
    </Form>
  );
}
