import type { Dealership, DealershipBody } from '@fidelidade/contract';
import { Form, Input } from 'antd';
import { LocationSelectItem, useLocationOptions } from '../../../lib/location-select';
import { FormActions } from '../../../lib/management/form-actions';
import { RequiredTextItem } from '../../../lib/management/form-layout';
import type { EntityFormProps } from '../../../lib/management/types';
import { hasValidCnpjDigits, maskCnpj } from '../../../lib/masks';

/** Shown under the field, in the warning colour; saving stays possible (docs/product.md §5.3). */
export const cnpjCheckWarning =
  'Este CNPJ não é válido: os dígitos verificadores não conferem. Confira o número antes de salvar.';

/** What the inputs hold (antd state): the select's location id may come back as text. */
type FormFields = Pick<DealershipBody, 'name' | 'cnpj'> & {
  external_name_ref?: string;
  location?: string | number;
};

const toValues = (fields: FormFields): DealershipBody => ({
  name: fields.name.trim(),
  cnpj: fields.cnpj.trim(),
  external_name_ref: fields.external_name_ref?.trim() || null,
  location_id: Math.trunc(Number(fields.location)),
});

export function DealershipForm(props: EntityFormProps<Dealership, DealershipBody>) {
  const locations = useLocationOptions();
  const { initial } = props;
  return (
    <Form<FormFields>
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={{
        name: initial?.name ?? '',
        cnpj: maskCnpj(initial?.cnpj) || initial?.cnpj || '',
        external_name_ref: initial?.external_name_ref ?? '',
        location: initial?.location?.id ?? initial?.location_id ?? undefined,
      }}
      onFinish={(fields) => props.onSubmit(toValues(fields))}
    >
      <RequiredTextItem name="name" label="Nome" message="Nome é obrigatório" maxLength={150} />
      <Form.Item
        name="cnpj"
        label="CNPJ"
        extra="Informe um CNPJ válido (00.000.000/0000-00)."
        normalize={(value: string) => maskCnpj(value)}
        rules={[
          { required: true, whitespace: true, message: 'CNPJ é obrigatório' },
          // A warning, not an error: a dealership may be registered while its CNPJ is being fixed.
          {
            warningOnly: true,
            validator: (_, value: string | undefined) =>
              !value?.trim() || hasValidCnpjDigits(value)
                ? Promise.resolve()
                : Promise.reject(new Error(cnpjCheckWarning)),
          },
        ]}
      >
        <Input maxLength={18} placeholder="00.000.000/0000-00" inputMode="numeric" />
      </Form.Item>
      <Form.Item name="external_name_ref" label="Referência Externa">
        <Input maxLength={150} />
      </Form.Item>
      <LocationSelectItem name="location" locations={locations} />
      <FormActions saving={props.saving} onCancel={props.onCancel} />
    </Form>
  );
}
