import type { Voucher } from '@fidelidade/contract';
import { formatNumber } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { ListStatus } from '@fidelidade/ui/list-table';
import { Paginator } from '@fidelidade/ui/paginator';
import { Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useVoucherList } from '../hooks/use-voucher-list';
import { voucherMessages } from '../lib/voucher-messages';
import { voucherColumns } from './voucher-columns';
import { VoucherListFilters } from './voucher-list-filters';

/** The vouchers of the user's scope (the API scopes them), filtered and paged in the URL. */
export function VoucherList({ onOpen }: { onOpen: (code: string) => void }) {
  const { table, filterProps } = useVoucherList();
  const { list, sort } = table;
  const columns = useMemo(() => voucherColumns(onOpen, sort.sortableColumn), [onOpen, sort.sortableColumn]);
  return (
    <Card>
      <Typography.Title level={3}>{voucherMessages.listTitle}</Typography.Title>
      <VoucherListFilters {...filterProps} />
      <ListStatus table={table} errorMessage={voucherMessages.listFailed}>
        <Typography.Text type="secondary">{formatNumber(list.count)} voucher(s)</Typography.Text>
        <DataTable<Voucher>
          {...table.tableProps}
          label={voucherMessages.listTitle}
          rowKey="id"
          size="small"
          columns={columns}
          locale={{ emptyText: voucherMessages.listEmpty }}
          scroll={{ x: 'max-content' }}
        />
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Paginator {...list.paginatorProps} maxButtons={5} />
        </Flex>
      </ListStatus>
    </Card>
  );
}
