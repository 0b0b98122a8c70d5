import type { ImportRun } from '@fidelidade/contract';
import { IMPORT_KIND_LABELS, IMPORT_STATE_LABELS } from '@fidelidade/contract/enums';
import { formatDateTime, formatNumber } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { Button, Card, Steps } from 'antd';
import { useState } from 'react';
import { useImports } from '../api/imports';
import { ImportMappingStep } from './import-mapping-step';
import { ImportRunView } from './import-run-view';
import { ImportUploadForm } from './import-upload-form';

const stepOf = (run: ImportRun | null) => (run === null ? 0 : run.state === 'uploaded' ? 1 : 2);

/**
 * Configurações → Importação (ADMIN, imports.manage): a CSV of customers, opening balances or an
 * offer's voucher codes — upload, column mapping, preview with per-row errors, confirm, a
 * background run with progress, the counts and the error file; the latest imports below (any can
 * be reopened).
 */
export function ImportsTab() {
  const [current, setCurrent] = useState<ImportRun | null>(null);
  const recent = useImports();
  return (
    <>
      <Card title="Importação CSV" style={{ marginBottom: 16 }}>
        <Steps
          size="small"
          current={stepOf(current)}
          items={[{ title: 'Arquivo' }, { title: 'Colunas e pré-visualização' }, { title: 'Importação' }]}
          style={{ marginBottom: 24 }}
        />
        {current === null ? <ImportUploadForm onUploaded={setCurrent} /> : null}
        {current?.state === 'uploaded' ? (
          <ImportMappingStep run={current} onStarted={setCurrent} onCancel={() => setCurrent(null)} />
        ) : null}
        {current && current.state !== 'uploaded' ? (
          <ImportRunView key={current.id} run={current} onNew={() => setCurrent(null)} />
        ) : null}
      </Card>
      <Card title="Últimas importações">
        <DataTable<ImportRun>
          label="Últimas importações"
          size="small"
          rowKey="id"
          loading={recent.isPending}
          dataSource={recent.data?.results ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: recent.isError
              ? 'Não foi possível carregar as importações.'
              : 'Nenhuma importação ainda.',
          }}
          columns={[
            { title: 'Data', dataIndex: 'created_at', key: 'at', render: formatDateTime },
            {
              title: 'Tipo',
              key: 'kind',
              render: (_: unknown, run: ImportRun) =>
                run.offer_title
                  ? `${IMPORT_KIND_LABELS[run.kind]}: ${run.offer_title}`
                  : IMPORT_KIND_LABELS[run.kind],
            },
            { title: 'Arquivo', dataIndex: 'file_name', key: 'file' },
            { title: 'Linhas', dataIndex: 'total_rows', key: 'rows', render: formatNumber },
            {
              title: 'Situação',
              dataIndex: 'state',
              key: 'state',
              render: (state: ImportRun['state']) => IMPORT_STATE_LABELS[state],
            },
            {
              title: 'Resultado',
              key: 'counts',
              render: (_: unknown, run: ImportRun) =>
                `${formatNumber(run.counts.created)} criados, ${formatNumber(run.counts.updated)} atualizados, ${formatNumber(run.counts.unchanged)} sem alteração, ${formatNumber(run.counts.failed)} com erro`,
            },
            {
              title: 'Por',
              dataIndex: 'created_by',
              key: 'by',
              render: (name: string | null) => name ?? '—',
            },
            {
              title: 'Ações',
              key: 'open',
              render: (_: unknown, run: ImportRun) => (
                <Button
                  size="small"
                  onClick={() => setCurrent(run)}
                  aria-label={`Abrir importação ${run.file_name}`}
                >
                  Abrir
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
