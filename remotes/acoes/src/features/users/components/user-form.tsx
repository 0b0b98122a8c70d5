import { formatCpf } from '@fidelidade/session';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Row, Select, Typography } from 'antd';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { userCheckRule, useUserForm } from '../hooks/use-user-form';
import { userTypeOptions } from '../lib/user-form-values';
import { userMessages } from '../lib/user-messages';
import { UserTypeFields } from './user-type-fields';

/** Tab criar-usuario (docs/product.md §2.7). */
export function UserForm() {
  const user = useUserForm();
  return (
    <Card>
      <Typography.Title level={3}>Criar Novo Usuário</Typography.Title>
      {user.banner && (
        <Alert
          type={user.banner.type}
          showIcon
          closable={{ onClose: user.closeBanner }}
          title={user.banner.text}
          role={user.banner.type === 'error' ? 'alert' : 'status'}
          data-testid="user-form-banner"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form {...user.formProps} aria-label="Criar Novo Usuário">
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
        <UserTypeFields options={user.options} loading={user.optionsLoading} />
        <Form.Item name="is_active" valuePropName="checked">
          <Checkbox>Usuário ativo</Checkbox>
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="password"
              label="Senha"
              required
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
              required
              dependencies={['password']}
              rules={[userCheckRule('password_confirm')]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" disabled={user.submitting}>
          {user.submitting ? 'Criando...' : 'Criar Usuário'}
        </Button>
      </Form>
      <UnsavedChangesGuard when={user.dirty} />
    </Card>
  );
}
