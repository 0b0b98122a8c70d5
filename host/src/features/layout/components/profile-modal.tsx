import { roleLabel, type StoredUser } from '@fidelidade/session';
import { Descriptions, Modal } from 'antd';

/** 'Meu Perfil': the spec leaves profile editing out, so this shows the signed-in account read-only. */
export function ProfileModal(props: { user: StoredUser; open: boolean; onClose: () => void }) {
  const { user } = props;
  return (
    <Modal title="Meu Perfil" open={props.open} onCancel={props.onClose} footer={null}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Nome">{user.full_name}</Descriptions.Item>
        <Descriptions.Item label="Email">{user.email ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Perfil">{roleLabel(user)}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
