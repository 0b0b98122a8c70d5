import type { FormOptions } from '@fidelidade/contract';
import { formatCpf } from '@fidelidade/session';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { userCheckRule } from './user-check-rule';
import { userTypeOptions } from './user-form-values';
import { type UserFormMode, userMessages } from './user-messages';
import { UserTypeFields } from './user-type-fields';

/**
 * The user form's fields (docs/product.md §2.7, §5): the same in Ações → Criar Usuário and in
 * Configurações → Usuários → Editar, where the password may stay blank to keep the current one.
 */
export function UserFormFields(props: { mode: UserFormMode; options: FormOptions; loading: boolean }) {
  const { mode } = props;
  const creating = mode === 'create';
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="cpf"
            label="CPF"
            required
            normalize={formatCpf}
            rules={[userCheckRule('cpf', mode)]}
          >
            <Input maxLength={14} placeholder="000.000.000-00" inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label="Email" rules={[{ type: 'email', message: userMessages.email }]}>
            <Input type="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="full_name"
            label="Nome completo"
            required
            rules={[userCheckRule('full_name', mode)]}
          >
            <Input maxLength={255} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="user_type" label="Tipo de usuário">
            <Select options={userTypeOptions} />
          </Form.Item>
        </Col>
      </Row>
      <UserTypeFields mode={mode} options={props.options} loading={props.loading} />
      <Form.Item name="is_active" valuePropName="checked">
        <Checkbox>Usuário ativo</Checkbox>
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="password"
            label="Senha"
            required={creating}
            extra={creating ? undefined : userMessages.passwordHint}
            dependencies={['password_confirm']}
            rules={[userCheckRule('password', mode)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="password_confirm"
            label="Confirmar senha"
            required={creating}
            dependencies={['password']}
            rules={[userCheckRule('password_confirm', mode)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
