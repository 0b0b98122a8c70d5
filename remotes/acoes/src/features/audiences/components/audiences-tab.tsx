import type { Audience } from '@fidelidade/contract';
import { FormRefusal, formatDateTime, formatNumber } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { App, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useAudiences, useAudienceWrites } from '../api/audiences';
import { audienceMessages } from '../lib/audience-form';
import { AudienceBuilder } from './audience-builder';

/** Tab publicos: the caller's saved audiences, and the builder to add or edit one (docs/product.md §2.18). */
export function AudiencesTab() {
  const list = useAudiences();
  const { remove } = useAudienceWrites();
  const { message, modal } = App.useApp();
  // undefined: the list; null: a new audience; an audience: editing it.
  const [editing, setEditing] = useState<Audience | null | undefined>(undefined);

  const onDelete = (audience: Audience) =>
    remove.mutate(audience.id, {
      onSuccess: () => void message.success(audienceMessages.deleted),
      onError: (error) =>
        void message.error(error instanceof FormRefusal && error.detail ? error.detail : error.message),
    });
  // Deleting cannot be undone: it asks first (the shared design system's modal, as every delete).
  const confirmDelete = (audience: Audience) =>
    modal.confirm({
      title: `Excluir o público "${audience.name}"?`,
      okText: 'Excluir',
      cancelText: 'Voltar',
      okButtonProps: { danger: true },
      onOk: () => onDelete(audience),
    });

  if (editing !== undefined)
    return (
      <Card>
        <Typography.Title level={3}>
          {editing ? `Editar público: ${editing.name}` : 'Novo público'}
        </Typography.Title>
        <AudienceBuilder
          key={editing?.id ?? 'novo'}
          audience={editing}
          onDone={() => setEditing(undefined)}
        />
      </Card>
    );
  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>Públicos</Typography.Title>
        <Button type="primary" onClick={() => setEditing(null)}>
          Novo público
        </Button>
      </Space>
      <DataTable<Audience>
        label="Públicos salvos"
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{
          emptyText: list.isError ? 'Não foi possível carregar os públicos.' : 'Nenhum público salvo.',
        }}
        columns={[
          { title: 'Nome', dataIndex: 'name' },
          {
            title: 'Na lista',
            dataIndex: 'listed_count',
            align: 'right',
            render: (n: number) => formatNumber(n),
          },
          { title: 'Criado por', dataIndex: 'created_by', render: (v: string | null) => v ?? '—' },
          { title: 'Atualizado em', dataIndex: 'updated_at', render: (v: string) => formatDateTime(v) },
          {
            title: 'Ações',
            key: 'actions',
            render: (_: unknown, audience: Audience) => (
              <Space>
                <Button size="small" onClick={() => setEditing(audience)}>
                  Editar
                </Button>
                <Button size="small" danger onClick={() => confirmDelete(audience)}>
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
