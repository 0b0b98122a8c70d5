import type { Campaign } from '@fidelidade/contract';
import { ALL_CUSTOMERS_LABEL } from '@fidelidade/contract/enums';
import { FormRefusal, formatDateTime, formatNumber } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCampaigns, useCampaignWrites } from '../api/campaigns';
import { campaignMessages, triggerLabel } from '../lib/campaign-form';
import { CampaignForm } from './campaign-form';

/** Tab campanhas: the automatic campaigns, their last run and whom they reached (docs/product.md §2.19). */
export function CampaignsTab() {
  const list = useCampaigns();
  const { run, remove } = useCampaignWrites();
  const { message, modal } = App.useApp();
  const [creating, setCreating] = useState(false);
  const failed = (error: Error) =>
    void message.error(error instanceof FormRefusal && error.detail ? error.detail : error.message);

  if (creating)
    return (
      <Card>
        <Typography.Title level={3}>Nova campanha</Typography.Title>
        <CampaignForm onDone={() => setCreating(false)} />
      </Card>
    );
  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>Campanhas automáticas</Typography.Title>
        <Button type="primary" onClick={() => setCreating(true)}>
          Nova campanha
        </Button>
      </Space>
      <DataTable<Campaign>
        label="Campanhas"
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: list.isError ? 'Não foi possível carregar as campanhas.' : 'Nenhuma campanha.' }}
        columns={[
          { title: 'Nome', dataIndex: 'name' },
          {
            title: 'Gatilho',
            key: 'trigger',
            render: (_: unknown, c: Campaign) => triggerLabel(c.trigger, c.trigger_days),
          },
          {
            title: 'Público',
            dataIndex: 'audience_name',
            render: (v: string | null) => v ?? ALL_CUSTOMERS_LABEL,
          },
          {
            title: 'Situação',
            dataIndex: 'is_active',
            render: (active: boolean) => (
              <Tag color={active ? 'green' : 'default'}>{active ? 'Ativa' : 'Inativa'}</Tag>
            ),
          },
          {
            title: 'Última execução',
            dataIndex: 'last_run_at',
            render: (v: string | null) => (v ? formatDateTime(v) : '—'),
          },
          {
            title: 'Alcançados na última',
            dataIndex: 'last_run_reached',
            align: 'right',
            render: (n: number) => formatNumber(n),
          },
          {
            title: 'Total alcançados',
            dataIndex: 'total_reached',
            align: 'right',
            render: (n: number) => formatNumber(n),
          },
          {
            title: 'Ações',
            key: 'actions',
            render: (_: unknown, c: Campaign) => (
              <Space>
                <Button
                  size="small"
                  disabled={run.isPending}
                  onClick={() =>
                    run.mutate(c.id, {
                      onSuccess: (result) => void message.success(result.detail),
                      onError: failed,
                    })
                  }
                >
                  Executar agora
                </Button>
                <Button
                  size="small"
                  danger
                  onClick={() =>
                    // Deleting cannot be undone: it asks first.
                    modal.confirm({
                      title: `Excluir a campanha "${c.name}"?`,
                      okText: 'Excluir',
                      cancelText: 'Voltar',
                      okButtonProps: { danger: true },
                      onOk: () =>
                        remove.mutate(c.id, {
                          onSuccess: () => void message.success(campaignMessages.deleted),
                          onError: failed,
                        }),
                    })
                  }
                >
                  Excluir
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
