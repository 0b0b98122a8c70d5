import type { BulkSelection } from '@fidelidade/contract';
import { can } from '@fidelidade/contract/capabilities';
import { useSession } from '@fidelidade/session';
import { ExportCsvButton } from '@fidelidade/ui/export-csv-button';
import { useState } from 'react';
import { usePointsTab } from '../hooks/use-points-tab';
import { type RowSelection, toSelection } from '../lib/bulk';
import { BulkActionBar } from './bulk-action-bar';
import { BulkActionModal } from './bulk-action-modal';
import { PointsFilters } from './points-filters';
import { PointsTable } from './points-table';

const none: RowSelection = { mode: 'ids', ids: [] };

export function PointsTab() {
  const user = useSession((state) => state.user);
  const { filterProps, exportProps, list, sort } = usePointsTab();
  const [selection, setSelection] = useState<RowSelection>(none);
  const [acting, setActing] = useState<BulkSelection | null>(null);
  // A new filter is a new list: what was selected in the old one is dropped.
  const filterKey = `${filterProps.search}|${filterProps.activeOnly}`;
  const [selectedFor, setSelectedFor] = useState(filterKey);
  if (selectedFor !== filterKey) {
    setSelectedFor(filterKey);
    setSelection(none);
  }
  const bulk = can(user, 'bulk.actions');
  const ticked = selection.mode === 'all' ? list.rows.map((row) => row.user_id) : selection.ids;
  return (
    <>
      <PointsFilters {...filterProps} actions={<ExportCsvButton {...exportProps} />} />
      {bulk ? (
        <BulkActionBar
          selection={selection}
          matching={list.count}
          onSelectAll={() => setSelection({ mode: 'all' })}
          onClear={() => setSelection(none)}
          onAct={() =>
            setActing(
              toSelection(selection, { search: filterProps.search, activeOnly: filterProps.activeOnly }),
            )
          }
        />
      ) : null}
      <PointsTable
        list={list}
        sort={sort}
        rowSelection={
          bulk
            ? {
                selectedRowKeys: ticked,
                onChange: (keys) => setSelection({ mode: 'ids', ids: keys.map(Number) }),
              }
            : undefined
        }
      />
      <BulkActionModal
        selection={acting}
        onClose={(started) => {
          setActing(null);
          if (started) setSelection(none);
        }}
      />
    </>
  );
}
