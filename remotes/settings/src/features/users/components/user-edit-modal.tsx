import type { ManagedUser } from '@fidelidade/contract';
import { Modal } from 'antd';
import { UserEditForm } from './user-edit-form';

/** The Editar dialog; mounted only while a row is being edited, so each opening starts from the row. */
export function UserEditModal(props: { user: ManagedUser; onClose: () => void }) {
  return (
    <Modal open title="Editar Usuário" footer={null} onCancel={props.onClose} width={720} destroyOnHidden>
      <UserEditForm user={props.user} onSaved={props.onClose} onCancel={props.onClose} />
    </Modal>
  );
}
