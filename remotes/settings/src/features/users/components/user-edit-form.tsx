import type { ManagedUser } from '@fidelidade/contract';
import { UserFormFields } from '@fidelidade/ui/user-form';
import { Alert, Button, Form, Space } from 'antd';
import { useUserEditForm } from '../hooks/use-user-edit-form';

interface UserEditFormProps {
  user: ManagedUser;
  onSaved: () => void;
  onCancel: () => void;
}

/** Editar of the users screen: the one user form in edit mode (docs/product.md §2.7, §5.2). */
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
        <UserFormFields mode="edit" options={edit.options} loading={edit.optionsLoading} />
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
