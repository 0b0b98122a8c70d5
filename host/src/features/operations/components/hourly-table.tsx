import type { VersionHour } from '@fidelidade/contract';
import { formatDateTime, formatNumber } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Table } from 'antd';
import { formatRate } from '../lib/release-format';

const columns: TypedColumns<VersionHour> = [
  { title: 'Hora', dataIndex: 'hour', render: (hour: string) => formatDateTime(hour) },
  { title: 'Versão', dataIndex: 'version' },
  { title: 'Sessões', dataIndex: 'sessions', align: 'right', render: formatNumber },
  { title: 'Sessões com falha', dataIndex: 'failed_sessions', align: 'right', render: formatNumber },
  {
    title: 'Taxa de falhas',
    key: 'rate',
    align: 'right',
    render: (_: unknown, row: VersionHour) =>
      formatRate(row.sessions ? row.failed_sessions / row.sessions : 0),
  },
];

/** 'Sessões e falhas por hora': the last 24 h per version, the latest hour first. */
export function HourlyTable(props: { hourly: VersionHour[] }) {
  return (
    <Table
      size="small"
      rowKey={(row) => `${row.hour}:${row.version}`}
      columns={columns}
      dataSource={[...props.hourly].reverse()}
      pagination={{ pageSize: 12, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'Nenhuma sessão nas últimas 24 horas.' }}
    />
  );
}
