import type { Notification } from '@fidelidade/contract';
import { Form, Input, Modal, Select } from 'antd';
import { TitleMessageFields } from '../../../components/title-message-fields';
import { useScheduledPushEdit } from '../hooks/use-scheduled-push-edit';
import { priorityOptions, pushMessages } from '../lib/notification-labels';
import type { ScheduledPushValues } from '../lib/scheduled-push-values';
import { PushExpiryFields } from './push-expiry-fields';

/** 'Editar agendamento': the push's text, priority and times while it has not gone out. */
export function ScheduledPushEditModal(props: { notification: Notification; onClose: () => void }) {
  const { formProps, saving, save, close } = useScheduledPushEdit(props.notification, props.onClose);
  const setExpiry = Form.useWatch('set_expiry', formProps.form);
  return (
    <Modal
      open
      title="Editar notificação agendada"
      okText="Salvar alterações"
      cancelText="Cancelar"
      confirmLoading={saving}
      onOk={save}
      onCancel={close}
      destroyOnHidden
    >
      <Form<ScheduledPushValues> {...formProps} aria-label="Editar notificação agendada">
        <TitleMessageFields messages={pushMessages} rows={4} />
        <Form.Item name="priority" label="Prioridade">
          <Select options={priorityOptions} />
        </Form.Item>
        <Form.Item
          name="scheduled_for"
          label="Data de agendamento"
          rules={[{ required: true, message: pushMessages.scheduledFor }]}
        >
          <Input type="datetime-local" />
        </Form.Item>
        <PushExpiryFields shown={setExpiry} />
      </Form>
    </Modal>
  );
}
