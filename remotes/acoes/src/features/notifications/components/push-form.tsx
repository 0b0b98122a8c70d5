import { can } from '@fidelidade/contract/capabilities';
import { Alert, Button, Card, Col, Form, Input, Radio, Row, Select, Switch, Typography } from 'antd';
import { TitleMessageFields } from '../../../components/title-message-fields';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { usePushForm } from '../hooks/use-push-form';
import { priorityOptions, pushMessages } from '../lib/notification-labels';
import { PushExpiryFields } from './push-expiry-fields';
import { PushOutcomeAlert } from './push-outcome';
import { PushRecipientsChoice } from './push-recipients-choice';

/** Tab enviar-notificacao (docs/product.md §2.8). */
export function PushForm() {
  const push = usePushForm();
  const schedule = Form.useWatch('schedule', push.formProps.form);
  const setExpiry = Form.useWatch('set_expiry', push.formProps.form);
  const recipients = Form.useWatch('recipients', push.formProps.form) ?? 'all';
  return (
    <Card>
      <Typography.Title level={3}>Enviar Notificação</Typography.Title>
      {can(push.user, 'notifications.audience.all') && recipients === 'all' && (
        <Alert
          type="warning"
          showIcon
          title={pushMessages.adminWarning}
          description={pushMessages.adminAdvice}
          style={{ marginBottom: 16 }}
        />
      )}
      <PushOutcomeAlert outcome={push.outcome} />
      <Form {...push.formProps} aria-label="Enviar Notificação">
        <TitleMessageFields messages={pushMessages} rows={4} />
        <Form.Item name="recipients" label={pushMessages.recipients}>
          <Radio.Group
            options={[
              { value: 'all', label: pushMessages.toAll },
              { value: 'audience', label: pushMessages.toAudience },
            ]}
          />
        </Form.Item>
        {recipients === 'audience' && <PushRecipientsChoice form={push.formProps.form} />}
        <Form.Item name="priority" label="Prioridade">
          <Select options={priorityOptions} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="schedule" label="Agendar envio" valuePropName="checked">
              <Switch />
            </Form.Item>
            {schedule && (
              <Form.Item
                name="scheduled_for"
                label="Data de agendamento"
                rules={[{ required: true, message: pushMessages.scheduledFor }]}
              >
                <Input type="datetime-local" />
              </Form.Item>
            )}
          </Col>
          <Col xs={24} md={12}>
            <PushExpiryFields shown={setExpiry} />
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" disabled={push.submitting}>
          {push.submitting ? 'Enviando...' : 'Enviar Notificação'}
        </Button>
      </Form>
      <UnsavedChangesGuard when={push.dirty} />
    </Card>
  );
}
