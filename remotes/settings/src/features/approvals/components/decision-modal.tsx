import type { ApprovalRequest } from '@fidelidade/contract';
import { getErrorMessage } from '@fidelidade/session';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useDecideApproval } from '../api/approvals';
import { signedPoints, approvalMessages as text } from '../lib/approval-messages';

export interface PendingDecision {
  request: ApprovalRequest;
  action: 'approve' | 'reject';
}

/**
 * Asks before a decision (it cannot be undone): what will happen, and a comment — required to
 * reject, optional to approve. The API's words say what was done or why it was refused.
 */
export function DecisionModal(props: { decision: PendingDecision; onClose: () => void }) {
  const { request, action } = props.decision;
  const approve = action === 'approve';
  const [form] = Form.useForm<{ comment: string }>();
  const { message } = App.useApp();
  const decide = useDecideApproval();
  const onFinish = ({ comment }: { comment: string }) => {
    decide.mutate(
      { id: request.id, action, comment: (comment ?? '').trim() },
      {
        onSuccess: (answer) => {
          void message.success(answer.detail);
          props.onClose();
        },
        onError: async (error) => void message.error(await getErrorMessage(error, text.decideFailed)),
      },
    );
  };
  return (
    <Modal
      open
      title={approve ? text.approveTitle : text.rejectTitle}
      okText={approve ? text.confirmApprove : text.confirmReject}
      okButtonProps={{ danger: !approve, loading: decide.isPending }}
      cancelText={text.cancel}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {request.customer.full_name}: {signedPoints(request.points)} pontos — {request.reason}
      </Typography.Paragraph>
      <Typography.Paragraph type="warning">
        {approve ? text.approveWarning : text.rejectWarning}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        aria-label={approve ? text.approveTitle : text.rejectTitle}
      >
        <Form.Item
          name="comment"
          label={approve ? text.commentOptional : text.commentLabel}
          rules={[
            ...(approve ? [] : [{ required: true, whitespace: true, message: text.commentRequired }]),
            { max: 500, message: text.commentTooLong },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
