import { SendOutlined } from '@ant-design/icons';
import type { Feedback, FeedbackRespondBody, FeedbackStatus } from '@fidelidade/contract';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useRespondFeedback } from '../api/respond-feedback';
import { statusOptions } from './feedback-labels';

/** The form always holds a status (it defaults one), so the body's optional status is required here. */
type FormValues = Required<FeedbackRespondBody>;

export const respondFailureMessage = 'Erro ao responder feedback. Tente novamente.';

/**
 * docs/product.md §4: a feedback not yet answered defaults to RESOLVED (answering usually closes it);
 * one already answered keeps its current status so a correction does not change it by accident.
 */
export function initialStatus(feedback: Feedback): FeedbackStatus {
  return feedback.admin_response ? feedback.status : 'RESOLVED';
}

/** The answer form; mounted per feedback (keyed by the panel), so its defaults follow the item. */
export function RespondFeedbackForm(props: { feedback: Feedback; onDone: () => void }) {
  const { feedback, onDone } = props;
  const [form] = Form.useForm<FormValues>();
  const response = Form.useWatch('response', form) ?? '';
  const mutation = useRespondFeedback();
  const blank = response.trim() === '';

  const submit = (values: FormValues) => {
    const text = values.response.trim();
    // docs/product.md §5: nothing is sent for a blank answer (the button is disabled too; Enter must not bypass it).
    if (text === '' || mutation.isPending) return;
    mutation.mutate(
      { id: feedback.id, body: { response: text, status: values.status } },
      { onSuccess: onDone },
    );
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={{ response: feedback.admin_response ?? '', status: initialStatus(feedback) }}
      onFinish={submit}
    >
      <Form.Item name="status" label="Status" rules={[{ required: true, message: 'Selecione um status' }]}>
        <Select options={statusOptions} />
      </Form.Item>
      <Form.Item
        name="response"
        label="Resposta"
        rules={[{ required: true, whitespace: true, message: 'Escreva a resposta' }]}
      >
        <Input.TextArea rows={5} maxLength={5000} placeholder="Digite a resposta para o usuário" />
      </Form.Item>
      {mutation.isError && (
        <Alert type="error" showIcon title={respondFailureMessage} style={{ marginBottom: 16 }} />
      )}
      <Button
        type="primary"
        htmlType="submit"
        icon={<SendOutlined />}
        disabled={blank || mutation.isPending}
        loading={mutation.isPending}
      >
        Enviar Resposta
      </Button>
    </Form>
  );
}
