import type { RemoteReleaseOut } from '@fidelidade/contract';
import { formatDateTime } from '@fidelidade/session';
import { Form, Modal, Select } from 'antd';
import { actorName, remoteLabel } from '../lib/release-format';

/** 'Reverter': back to the version live before (preselected), or an older one; the caller confirms. */
export function RollbackModal(props: {
  release: RemoteReleaseOut;
  open: boolean;
  onClose: () => void;
  onSubmit: (version: string) => void;
}) {
  const { release, open, onClose, onSubmit } = props;
  const [form] = Form.useForm<{ version: string }>();
  // A version live twice is listed once, at its latest time.
  const choices = release.previous.filter(
    (previous, index) => release.previous.findIndex((other) => other.version === previous.version) === index,
  );
  const submit = async () => {
    const values = await form.validateFields();
    onClose();
    onSubmit(values.version);
  };
  return (
    <Modal
      title={`Reverter — ${remoteLabel(release.remote)}`}
      open={open}
      okText="Continuar"
      cancelText="Cancelar"
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name={`reverter-${release.remote}`}
        layout="vertical"
        preserve={false}
        initialValues={{ version: choices[0]?.version }}
      >
        <Form.Item name="version" label="Versão" rules={[{ required: true, message: 'Selecione a versão.' }]}>
          <Select
            options={choices.map((previous) => ({
              value: previous.version,
              label: `${previous.version} (no ar em ${formatDateTime(previous.at)}, por ${actorName(previous.by)})`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
