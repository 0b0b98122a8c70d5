import { UserFormFields } from '@fidelidade/ui/user-form';
import { Alert, Button, Card, Form, Typography } from 'antd';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useUserForm } from '../hooks/use-user-form';

/** Tab criar-usuario (docs/product.md §2.7): the one user form, in create mode. */
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
        <UserFormFields mode="create" options={user.options} loading={user.optionsLoading} />
        <Button type="primary" htmlType="submit" disabled={user.submitting}>
          {user.submitting ? 'Criando...' : 'Criar Usuário'}
        </Button>
      </Form>
      <UnsavedChangesGuard when={user.dirty} />
    </Card>
  );
}
