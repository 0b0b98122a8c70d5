import { Badge } from 'antd';
import { useApprovals } from '../api/approvals';
import { approvalMessages as text } from '../lib/approval-messages';

/** 'Aprovações' with how many requests wait (none: no badge). */
export function ApprovalsTabLabel() {
  const pending = useApprovals('PENDING');
  const count = pending.data?.count ?? 0;
  return (
    <span>
      {text.tab}
      {count > 0 ? (
        <Badge
          count={count}
          aria-label={`${count} aguardando aprovação`}
          size="small"
          style={{ marginInlineStart: 6 }}
        />
      ) : null}
    </span>
  );
}
