import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { DataRequest } from '@fidelidade/contract';
import { DATA_REQUEST_CHANNEL_LABELS, DATA_REQUEST_KIND_LABELS } from '@fidelidade/contract/enums';
import { formatDate, getErrorMessage } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { FormDraft, useConfirmDiscard } from '@fidelidade/ui/unsaved-changes-guard';
import { App, Button, Divider, Flex, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useAnonymizeCustomer, useDataRequests, useExportSubjectData } from '../api/data-subject';
import { useCustomerProfile } from '../api/get-customer-profile';
import { deliverySummary, requestStatus } from '../lib/data-request';
import { ConsentsCard } from './consents-card';
import { DataRequestForm } from './data-request-form';

/** What 'Anonimizar' removes and keeps, said before it is done (the API's answer repeats it). */
const ANONYMIZE_TEXT = (
  <>
    <p>
      Serão apagados: nome, CPF, e-mail, telefone, identificador no ERP, senha e endereços de acesso. O
      cliente não poderá mais entrar no aplicativo. Esta ação não pode ser desfeita.
    </p>
    <p>
      Ficam, sem identificação: extrato e lotes de pontos, resgates e vouchers, feedbacks e notificações
      (saldos, relatórios e contabilidade dependem deles — LGPD, art. 16), e os registros de consentimento e
      de solicitações, que comprovam o atendimento.
    </p>
  </>
);

const columns = [
  {
    title: 'Tipo',
    dataIndex: 'kind',
    key: 'kind',
    render: (kind: DataRequest['kind']) => DATA_REQUEST_KIND_LABELS[kind],
  },
  { title: 'Recebida em', dataIndex: 'received_at', key: 'received', render: formatDate },
  {
    title: 'Situação',
    key: 'status',
    render: (_: unknown, request: DataRequest) => {
      const status = requestStatus(request);
      return <Tag color={status.color}>{status.label}</Tag>;
    },
  },
  {
    title: 'Canal',
    dataIndex: 'channel',
    key: 'channel',
    render: (channel: DataRequest['channel']) => (channel ? DATA_REQUEST_CHANNEL_LABELS[channel] : '—'),
  },
  {
    title: 'Registrada por',
    dataIndex: 'registered_by',
    key: 'by',
    render: (name: string | null) => name ?? '—',
  },
  { title: 'Entregue', dataIndex: 'delivery', key: 'delivery', render: deliverySummary },
];

/**
 * 'Dados do titular (LGPD)' (ADMIN, customers.data-subject): the consents, the data subject's
 * requests with their 15-day deadline, 'Exportar dados do titular' (one ZIP) and 'Anonimizar'.
 */
export function DataSubjectSection(props: { customerId: number }) {
  const { message, modal } = App.useApp();
  const profile = useCustomerProfile(props.customerId);
  const requests = useDataRequests(props.customerId);
  const exportData = useExportSubjectData(props.customerId);
  const anonymize = useAnonymizeCustomer(props.customerId);
  const [formOpen, setFormOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const confirmDiscard = useConfirmDiscard();
  const anonymized = profile.data?.anonymized ?? false;

  const onExport = () =>
    exportData.mutate(undefined, {
      onSuccess: (file) =>
        void message.success(
          `Dados do titular exportados: ${file}. A solicitação foi registrada como atendida.`,
        ),
      onError: async (error) =>
        void message.error(await getErrorMessage(error, 'Não foi possível exportar os dados do titular.')),
    });
  const onAnonymize = () =>
    modal.confirm({
      title: 'Anonimizar este cliente?',
      content: ANONYMIZE_TEXT,
      okText: 'Anonimizar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () =>
        anonymize.mutateAsync().then(
          (result) => void message.success(result.detail),
          async (error: unknown) =>
            void message.error(await getErrorMessage(error, 'Não foi possível anonimizar o cliente.')),
        ),
    });

  return (
    <div>
      <ConsentsCard customerId={props.customerId} anonymized={anonymized} />
      <Divider />
      <section aria-labelledby="data-requests-title">
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
          <Typography.Title level={4} id="data-requests-title" style={{ margin: 0 }}>
            Solicitações do titular
          </Typography.Title>
          <Flex gap={8} wrap>
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => {
                setDirty(false);
                setFormOpen(true);
              }}
            >
              Registrar solicitação
            </Button>
            <Button icon={<DownloadOutlined aria-hidden />} loading={exportData.isPending} onClick={onExport}>
              Exportar dados do titular
            </Button>
            {anonymized ? null : (
              <Button danger loading={anonymize.isPending} onClick={onAnonymize}>
                Anonimizar
              </Button>
            )}
          </Flex>
        </Flex>
        <Typography.Paragraph type="secondary">
          O titular tem direito a uma declaração completa em até 15 dias (LGPD, art. 19). A exportação traz
          tudo o que o sistema guarda sobre o cliente (dados.json e planilhas, em um ZIP) e registra a
          solicitação como atendida.
        </Typography.Paragraph>
        <DataTable
          label="Solicitações do titular"
          size="small"
          rowKey="id"
          loading={requests.isPending}
          dataSource={requests.data?.results ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{
            emptyText: requests.isError
              ? 'Não foi possível carregar as solicitações.'
              : 'Nenhuma solicitação registrada.',
          }}
          columns={columns}
        />
      </section>
      <Modal
        title="Registrar solicitação do titular"
        open={formOpen}
        onCancel={() => confirmDiscard(dirty, () => setFormOpen(false))}
        footer={null}
        destroyOnHidden
      >
        <FormDraft dirty={formOpen && dirty} onChange={() => setDirty(true)}>
          <DataRequestForm
            customerId={props.customerId}
            onDone={() => setFormOpen(false)}
            onCancel={() => confirmDiscard(dirty, () => setFormOpen(false))}
          />
        </FormDraft>
      </Modal>
    </div>
  );
}
