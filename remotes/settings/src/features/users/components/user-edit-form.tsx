import type { ManagedUser } from '@fidelidade/contract';
import { formatCpf } from '@fidelidade/session';
import { Alert, Button, Checkbox, Col, Form, Input, Row, Select, Space } from 'antd';
import { userCheckRule, useUserEditForm } from '../hooks/use-user-edit-form';
import { userTypeOptions } from '../lib/user-form-values';
import { userMessages, usersScreenMessages } from '../lib/user-messages';
import { UserTypeFields } from './user-type-fields';

interface UserEditFormProps {
  user: ManagedUser;
  onSaved: () => void;
  onCancel: () => void;
}

/** Editar of the users screen: the fields of Criar Novo Usuário (docs/product.md §2.7, §5.2). */
export function UserEditForm(props: UserEditFormProps) {
  const edit = useUserEditForm(props.user, props.onSaved);
  return (
    <>
      {edit.error && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: edit.closeError }}
          title={edit.error}
          role="alert"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form {...edit.formProps} aria-label="Editar Usuário">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="cpf" label="CPF" required normalize={formatCpf} rules={[userCheckRule('cpf')]}>
              <Input maxLength={14} placeholder="000.000.000-00" inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label="Email" rules={[{ type: 'email', message: userMessages.email }]}>
              <Input type="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="full_name" label="Nome completo" required rules={[userCheckRule('full_name')]}>
              <Input maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="user_type" label="Tipo de usuário">
              <Select options={userTypeOptions} />
            </Form.Item>
          </Col>
        </Row>
        <UserTypeFields options={edit.options} loading={edit.optionsLoading} />
        <Form.Item name="is_active" valuePropName="checked">
          <Checkbox>Usuário ativo</Checkbox>
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="password"
              label="Senha"
              extra={usersScreenMessages.passwordHint}
              dependencies={['password_confirm']}
              rules={[userCheckRule('password')]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="password_confirm"
              label="Confirmar senha"
              dependencies={['password']}
              rules={[userCheckRule('password_confirm')]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
        <Space wrap>
          <Button type="primary" htmlType="submit" disabled={edit.submitting}>
            {edit.submitting ? 'Salvando...' : 'Salvar Alterações'}
          </Button>
          <Button onClick={props.onCancel}>Cancelar</Button>
        </Space>
      </Form>
    </>
  );
}
