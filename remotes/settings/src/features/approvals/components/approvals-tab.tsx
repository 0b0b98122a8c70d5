import { ErrorPanel } from '@fidelidade/ui/error-panel';
import { Card, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useApprovalSettings, useApprovals } from '../api/approvals';
import { approvalMessages as text } from '../lib/approval-messages';
import { ApprovalTable } from './approval-table';
import { ApprovalThresholdForm } from './approval-threshold-form';
import { DecisionModal, type PendingDecision } from './decision-modal';

/**
 * Configurações → Aprovações (docs/product.md §2.9, ADMIN): the requests waiting for a second
 * administrator, the latest decisions, and the threshold that sends an adjustment here.
 */
export function ApprovalsTab() {
  const pending = useApprovals('PENDING');
  const approved = useApprovals('APPROVED');
  const rejected = useApprovals('REJECTED');
  const settings = useApprovalSettings();
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const decided = [...(approved.data?.results ?? []), ...(rejected.data?.results ?? [])].sort((a, b) =>
    (b.decided_at ?? '').localeCompare(a.decided_at ?? ''),
  );
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={text.pendingTitle}>
        {pending.isError ? (
          <ErrorPanel message={text.loadFailed} onRetry={() => void pending.refetch()} />
        ) : (
          <ApprovalTable
            rows={pending.data?.results ?? []}
            loading={pending.isPending}
            pending
            empty={text.empty}
            onDecide={(request, action) => setDecision({ request, action })}
          />
        )}
      </Card>
      <Card title={text.settingsTitle}>
        {settings.isError ? (
          <ErrorPanel message={text.settingsLoadFailed} onRetry={() => void settings.refetch()} />
        ) : settings.data ? (
          <ApprovalThresholdForm settings={settings.data} />
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )}
      </Card>
      <Card title={text.decidedTitle}>
        {approved.isError || rejected.isError ? (
          <ErrorPanel
            message={text.loadFailed}
            onRetry={() => {
              void approved.refetch();
              void rejected.refetch();
            }}
          />
        ) : (
          <ApprovalTable
            rows={decided}
            loading={approved.isPending || rejected.isPending}
            pending={false}
            empty={text.emptyDecided}
          />
        )}
      </Card>
      {decision ? <DecisionModal decision={decision} onClose={() => setDecision(null)} /> : null}
    </Space>
  );
}
