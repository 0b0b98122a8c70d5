import type { Feedback } from '@fidelidade/contract';
import { displayCpf, formatDateTime } from '@fidelidade/session';
import { FormDraft, useConfirmDiscard } from '@fidelidade/ui/unsaved-changes-guard';
import { Descriptions, Drawer, Tag, Typography } from 'antd';
import { useState } from 'react';
import { feedbackStatusColors, priorityLabel, statusLabel, typeLabel } from './feedback-labels';
import { RespondFeedbackForm } from './respond-feedback-form';

/**
 * The 'Responder Feedback' drawer: the whole feedback (as plain text) and the answer form. Closing it
 * or leaving the screen with an answer being written asks first (docs/product.md §4).
 */
export function RespondFeedbackPanel(props: { feedback: Feedback | null; onClose: () => void }) {
  const { feedback, onClose } = props;
  // The feedback whose answer was touched: opening another starts clean.
  const [changed, setChanged] = useState<number | null>(null);
  const dirty = feedback !== null && changed === feedback.id;
  const confirmDiscard = useConfirmDiscard();
  return (
    <Drawer
      title="Responder Feedback"
      open={feedback !== null}
      onClose={() => confirmDiscard(dirty, onClose)}
      size={560}
      destroyOnHidden
    >
      {feedback && (
        <>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="Usuário">
              {feedback.user_name} ({displayCpf(feedback.user_cpf)})
            </Descriptions.Item>
            <Descriptions.Item label="Assunto">{feedback.subject}</Descriptions.Item>
            <Descriptions.Item label="Tipo">{typeLabel(feedback)}</Descriptions.Item>
            <Descriptions.Item label="Prioridade">{priorityLabel(feedback.priority)}</Descriptions.Item>
            <Descriptions.Item label="Status">
              <Tag color={feedbackStatusColors[feedback.status]}>{statusLabel(feedback.status)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Data">{formatDateTime(feedback.created_at)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>Mensagem</Typography.Title>
          {/* Customer text: rendered as a text node, line breaks kept, never parsed as HTML. */}
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-message">
            {feedback.message}
          </Typography.Paragraph>
          <FormDraft dirty={dirty} onChange={() => setChanged(feedback.id)}>
            <RespondFeedbackForm key={feedback.id} feedback={feedback} onDone={onClose} />
          </FormDraft>
        </>
      )}
    </Drawer>
  );
}
