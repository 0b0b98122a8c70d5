import type { FormOptions } from '@fidelidade/contract';
import type { ManagedUserType } from '@fidelidade/contract/enums';
import { Checkbox, Form, Select } from 'antd';
import { selectSearch } from '../select-search';
import { counterPlaceOptions } from './counter-place';
import { userCheckRule } from './user-check-rule';
import type { UserFormMode } from './user-messages';

/** The fields that depend on user_type (docs/product.md §3, §6). */
export function UserTypeFields(props: { mode: UserFormMode; options: FormOptions; loading: boolean }) {
  const type = Form.useWatch<ManagedUserType>('user_type');
  return (
    <>
      {type === 'DEALERSHIP' && (
        <Form.Item
          name="dealership_associated"
          label="Concessionária"
          required
          rules={[userCheckRule('dealership_associated', props.mode)]}
        >
          <Select
            showSearch={selectSearch}
            placeholder="Selecione a concessionária"
            loading={props.loading}
            options={props.options.dealerships.map((d) => ({ value: d.id, label: d.name }))}
          />
        </Form.Item>
      )}
      {type === 'PARCEIRO' && (
        <Form.Item name="partner" label="Parceiro" required rules={[userCheckRule('partner', props.mode)]}>
          <Select
            showSearch={selectSearch}
            placeholder="Selecione o parceiro"
            loading={props.loading}
            options={props.options.partners.map((p) => ({ value: p.id, label: p.brand_name }))}
          />
        </Form.Item>
      )}
      {type === 'ATENDENTE' && (
        <Form.Item
          name="counter_place"
          label="Local de atendimento"
          required
          extra="A concessionária ou a loja de parceiro onde o atendente valida vouchers."
          rules={[userCheckRule('counter_place', props.mode)]}
        >
          <Select
            showSearch={selectSearch}
            placeholder="Selecione a concessionária ou a loja"
            loading={props.loading}
            options={counterPlaceOptions(props.options)}
          />
        </Form.Item>
      )}
      {type === 'DEALERSHIP' && (
        <Form.Item name="is_staff" valuePropName="checked" extra="Permite acesso ao painel administrativo.">
          <Checkbox>Acesso ao painel administrativo (equipe)</Checkbox>
        </Form.Item>
      )}
      {type && type !== 'CLIENTE' && type !== 'ATENDENTE' && (
        <Form.Item name="account_for_qr_code_burn" valuePropName="checked">
          <Checkbox>Conta para baixa de QR Code</Checkbox>
        </Form.Item>
      )}
    </>
  );
}
