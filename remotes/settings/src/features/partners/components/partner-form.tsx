import type { Partner } from '@fidelidade/contract';
import { selectSearch } from '@fidelidade/ui/select-search';
import { Alert, Form, Select } from 'antd';
import { useState } from 'react';
import { FormActions } from '../../../lib/management/form-actions';
import { FormWithPreview, RequiredTextItem } from '../../../lib/management/form-layout';
import type { EntityFormProps } from '../../../lib/management/types';
import { partnerCategories } from '../../../lib/partner-categories';
import type { PartnerValues } from '../api/create-partner';
import { PartnerPreview } from './partner-preview';

// A stable options array: a new one per render makes an open Select recompute on every keystroke.
const categoryOptions = [...partnerCategories];

/** What the inputs hold (antd state): no category until one is chosen. */
type FormFields = Pick<PartnerValues, 'brand_name'> & Partial<Pick<PartnerValues, 'category'>>;

export function PartnerForm(props: EntityFormProps<Partner, PartnerValues>) {
  const initialValues: FormFields = {
    brand_name: props.initial?.brand_name ?? '',
    category: props.initial?.category,
  };
  // The preview follows what is typed (kept here from onValuesChange).
  const [preview, setPreview] = useState<FormFields>(initialValues);
  return (
    <Form<FormFields>
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={(_, all) => setPreview(all)}
      onFinish={(fields) =>
        props.onSubmit({ brand_name: fields.brand_name.trim(), category: fields.category ?? '' })
      }
    >
      <FormWithPreview
        preview={<PartnerPreview brandName={preview.brand_name} category={preview.category} />}
      >
        <RequiredTextItem
          name="brand_name"
          label="Nome da Marca"
          message="Nome da marca é obrigatório"
          maxLength={150}
        />
        <Form.Item
          name="category"
          label="Categoria"
          rules={[{ required: true, message: 'Categoria é obrigatória' }]}
        >
          <Select options={categoryOptions} placeholder="Selecione a categoria" showSearch={selectSearch} />
        </Form.Item>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="A categoria agrupa o parceiro nas ofertas e relatórios; escolha a que melhor descreve a marca."
        />
        <FormActions saving={props.saving} onCancel={props.onCancel} />
      </FormWithPreview>
    </Form>
  );
}
