import type { Notification } from '@fidelidade/contract';
import { formatNumber } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import { ListStatus } from '@fidelidade/ui/list-table';
import { Paginator } from '@fidelidade/ui/paginator';
import { Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { useNotificationHistory } from '../hooks/use-notification-history';
import { pushMessages } from '../lib/notification-labels';
import { notificationColumns } from './notification-columns';
import { NotificationDetailsDrawer } from './notification-details-drawer';
import { NotificationFiltersBar } from './notification-filters';
import { ScheduledPushEditModal } from './scheduled-push-edit-modal';

/** Tab historico-notificacoes (docs/product.md §2.8). */
export function NotificationHistory() {
  const { table, filterProps } = useNotificationHistory();
  const { list, sort } = table;
  const actions = useNotificationActions();
  const { view } = actions;
  const columns = useMemo(() => notificationColumns(sort.sortableColumn, view), [sort.sortableColumn, view]);
  return (
    <Card>
      <Typography.Title level={3}>Histórico de Notificações</Typography.Title>
      <NotificationFiltersBar {...filterProps} />
      <ListStatus table={table} errorMessage={pushMessages.historyError}>
        {/* Wraps on a phone: the count above, the button below, never wider than the card. */}
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{formatNumber(list.count)} notificação(ões)</Typography.Text>
          <ExportCsvButton {...table.exportProps} />
        </Flex>
        <DataTable<Notification>
          {...table.tableProps}
          label="Histórico de Notificações"
          rowKey="id"
          size="small"
          columns={columns}
          locale={{ emptyText: pushMessages.historyEmpty }}
          scroll={{ x: true }}
        />
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Paginator {...list.paginatorProps} maxButtons={7} withEllipsis />
        </Flex>
      </ListStatus>
      {actions.viewing && (
        <NotificationDetailsDrawer
          notification={actions.viewing}
          canManage={actions.canManage}
          onEdit={() => actions.viewing && actions.edit(actions.viewing)}
          onCancel={() => actions.viewing && actions.confirmCancel(actions.viewing)}
          onClose={actions.closeView}
        />
      )}
      {actions.editing && (
        <ScheduledPushEditModal notification={actions.editing} onClose={actions.closeEdit} />
      )}
    </Card>
  );
}
