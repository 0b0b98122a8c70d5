import type { RemoteReleaseOut } from '@fidelidade/contract';
import { NumberField, numberOf } from '@fidelidade/ui/number-input';
import { Form, Modal, Select } from 'antd';
import { remoteLabel } from '../lib/release-format';

interface CanaryForm {
  version: string;
  percent: number | string | null;
}

/** A usual first share: enough sessions to measure, few enough to hurt little. */
const defaultPercent = 10;

/** 'Iniciar canário': which published version, for what share of sessions; the caller confirms. */
export function StartCanaryModal(props: {
  release: RemoteReleaseOut;
  open: boolean;
  onClose: () => void;
  onSubmit: (version: string, percent: number) => void;
}) {
  const { release, open, onClose, onSubmit } = props;
  const [form] = Form.useForm<CanaryForm>();
  const versions = release.published.filter((version) => version !== release.live.version);
  const submit = async () => {
    const values = await form.validateFields();
    onClose();
    onSubmit(values.version, numberOf(values.percent) ?? defaultPercent);
  };
  return (
    <Modal
      title={`Iniciar canário — ${remoteLabel(release.remote)}`}
      open={open}
      okText="Continuar"
      cancelText="Cancelar"
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name={`canario-${release.remote}`}
        layout="vertical"
        preserve={false}
        initialValues={{ version: versions[0], percent: defaultPercent }}
      >
        <Form.Item name="version" label="Versão" rules={[{ required: true, message: 'Selecione a versão.' }]}>
          <Select options={versions.map((version) => ({ value: version, label: version }))} />
        </Form.Item>
        <NumberField
          name="percent"
          label="Parcela (%)"
          extra="Parte das sessões (navegadores) que passa a usar o canário."
          format={{ kind: 'percent', decimals: 0 }}
          range={{ required: true, min: 1, max: 99, message: 'Informe a parcela entre 1 e 99%.' }}
        />
      </Form>
    </Modal>
  );
}
