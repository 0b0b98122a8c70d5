import type { ApprovalRequest } from '@fidelidade/contract';
import { getErrorMessage } from '@fidelidade/session';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useDecideApproval } from '../api/approvals';
import { describeRequest, approvalMessages as text } from '../lib/approval-messages';

const titleOf = (approve: boolean, adjustment: boolean) =>
  adjustment
    ? approve
      ? text.approveTitle
      : text.rejectTitle
    : approve
      ? text.approveChangeTitle
      : text.rejectChangeTitle;

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
  const adjustment = request.kind === 'POINTS_ADJUSTMENT';
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
      title={titleOf(approve, adjustment)}
      okText={
        adjustment
          ? approve
            ? text.confirmApprove
            : text.confirmReject
          : approve
            ? text.confirmApproveChange
            : text.confirmRejectChange
      }
      okButtonProps={{ danger: !approve, loading: decide.isPending }}
      cancelText={text.cancel}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{describeRequest(request)}</Typography.Paragraph>
      <Typography.Paragraph type="warning">
        {adjustment
          ? approve
            ? text.approveWarning
            : text.rejectWarning
          : approve
            ? text.approveChangeWarning
            : text.rejectChangeWarning}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish} aria-label={titleOf(approve, adjustment)}>
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
