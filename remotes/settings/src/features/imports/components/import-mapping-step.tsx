import type { ImportPreview, ImportRun } from '@fidelidade/contract';
import { formatNumber, getErrorMessage } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { Alert, App, Button, Descriptions, Flex, Form, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { usePreviewImport, useStartImport } from '../api/imports';
import {
  cleanMapping,
  encodingLabel,
  fieldLabel,
  fieldsOf,
  IMPORT_MESSAGES,
  isRequired,
  separatorLabel,
} from '../lib/import-fields';

type PreviewRow = ImportPreview['rows'][number];

/**
 * Step 2: a file column for each field (guessed from the header), a preview of the first rows
 * checked as the run will check them, then 'Importar' with the count, asked first.
 */
export function ImportMappingStep(props: {
  run: ImportRun;
  onStarted: (run: ImportRun) => void;
  onCancel: () => void;
}) {
  const { run } = props;
  const [form] = Form.useForm<Record<string, string | undefined>>();
  const { message, modal } = App.useApp();
  const preview = usePreviewImport(run.id);
  const start = useStartImport(run.id);
  const [previewed, setPreviewed] = useState<ImportPreview | null>(null);
  const fields = fieldsOf(run.kind);
  const columnOptions = run.header.map((column) => ({ value: column, label: column }));

  const uniqueColumn = (field: string) => ({
    validator: (_: unknown, value: string | undefined) => {
      const others = fields.filter((other) => other !== field).map((other) => form.getFieldValue(other));
      return value && others.includes(value)
        ? Promise.reject(new Error(IMPORT_MESSAGES.twice))
        : Promise.resolve();
    },
  });

  const onPreview = async () => {
    // A rule that fails shows on its field; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    preview.mutate(cleanMapping(values), {
      onSuccess: setPreviewed,
      onError: async (error) =>
        void message.error(await getErrorMessage(error, 'Não foi possível pré-visualizar.')),
    });
  };
  const onConfirm = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const mapping = cleanMapping(values);
    modal.confirm({
      title: `Importar ${formatNumber(run.total_rows)} linhas?`,
      content:
        'A importação roda em segundo plano; as linhas com erro ficam de fora e vão para o arquivo de erros.',
      okText: 'Importar',
      cancelText: 'Cancelar',
      onOk: () =>
        start.mutateAsync(mapping).then(props.onStarted, async (error: unknown) => {
          void message.error(await getErrorMessage(error, 'Não foi possível iniciar a importação.'));
        }),
    });
  };

  const columns = [
    { title: 'Linha', dataIndex: 'line', key: 'line' },
    ...fields.map((field) => ({
      title: fieldLabel(field),
      key: field,
      render: (_: unknown, row: PreviewRow) => row.values[field] ?? '',
    })),
    {
      title: 'Situação',
      key: 'errors',
      render: (_: unknown, row: PreviewRow) =>
        row.errors.length === 0 ? (
          <Tag color="green">OK</Tag>
        ) : (
          <Typography.Text type="danger">{row.errors.join(' ')}</Typography.Text>
        ),
    },
  ];

  return (
    <div>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          ...(run.kind === 'voucher_codes'
            ? [{ key: 'offer', label: 'Oferta', children: run.offer_title ?? 'Oferta removida' }]
            : []),
          { key: 'file', label: 'Arquivo', children: run.file_name },
          { key: 'rows', label: 'Linhas', children: formatNumber(run.total_rows) },
          { key: 'encoding', label: 'Codificação', children: encodingLabel(run.encoding) },
          { key: 'separator', label: 'Separador', children: separatorLabel(run.separator) },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Typography.Title level={5}>Correspondência das colunas</Typography.Title>
      <Form
        form={form}
        layout="vertical"
        initialValues={run.mapping}
        onValuesChange={() => setPreviewed(null)}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          columnGap: 16,
        }}
      >
        {fields.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={fieldLabel(field)}
            rules={[
              ...(isRequired(run.kind, field)
                ? [{ required: true, message: IMPORT_MESSAGES.column(field) }]
                : []),
              uniqueColumn(field),
            ]}
          >
            <Select options={columnOptions} allowClear placeholder="Não importar" />
          </Form.Item>
        ))}
      </Form>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Button onClick={onPreview} loading={preview.isPending}>
          Pré-visualizar
        </Button>
        <Button
          type="primary"
          onClick={onConfirm}
          disabled={!previewed || previewed.mapping_errors.length > 0}
          loading={start.isPending}
        >
          Importar
        </Button>
        <Button onClick={props.onCancel}>Cancelar</Button>
      </Flex>
      {previewed && previewed.mapping_errors.length > 0 ? (
        <Alert type="error" showIcon title={previewed.mapping_errors.join(' ')} />
      ) : null}
      {previewed && previewed.mapping_errors.length === 0 ? (
        <>
          <Typography.Paragraph>
            Primeiras {formatNumber(previewed.rows.length)} linhas, conferidas como na importação:{' '}
            {formatNumber(previewed.rows.filter((row) => row.errors.length > 0).length)} com erro.
          </Typography.Paragraph>
          <DataTable<PreviewRow>
            label="Pré-visualização da importação"
            size="small"
            rowKey="line"
            columns={columns}
            dataSource={previewed.rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </>
      ) : null}
    </div>
  );
}
