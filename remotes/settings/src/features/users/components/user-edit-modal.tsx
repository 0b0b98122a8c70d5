import type { ManagedUser } from '@fidelidade/contract';
import { FormDraft, useConfirmDiscard } from '@fidelidade/ui/unsaved-changes-guard';
import { Modal } from 'antd';
import { useState } from 'react';
import { UserEditForm } from './user-edit-form';

/**
 * The Editar dialog; mounted only while a row is being edited, so each opening starts from the row.
 * Closing it (Cancelar, the X, Esc, a click beside it) or leaving the tab with changes asks first (docs/product.md §4).
 */
export function UserEditModal(props: { user: ManagedUser; onClose: () => void }) {
  const [dirty, setDirty] = useState(false);
  const confirmDiscard = useConfirmDiscard();
  const close = () => confirmDiscard(dirty, props.onClose);
  return (
    <Modal open title="Editar Usuário" footer={null} onCancel={close} width={720} destroyOnHidden>
      <FormDraft dirty={dirty} onChange={() => setDirty(true)}>
        <UserEditForm user={props.user} onSaved={props.onClose} onCancel={close} />
      </FormDraft>
    </Modal>
  );
}
