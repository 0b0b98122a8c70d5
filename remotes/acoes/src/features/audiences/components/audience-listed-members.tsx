import type { AudienceListedMember } from '@fidelidade/contract';
import { formatDateTime, formatNumber, getErrorMessage } from '@fidelidade/session';
import { DataTable } from '@fidelidade/ui/data-table';
import { Paginator } from '@fidelidade/ui/paginator';
import { App, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useListedMemberRemovals, useListedMembers } from '../api/audience-members';
import { listedMessages as M } from '../lib/listed-members';

/**
 * 'Clientes adicionados à lista': the customers listed in a saved audience (members whatever its
 * rules say), a page at a time, each with 'Remover', and 'Esvaziar lista'; both ask first.
 */
export function AudienceListedMembers({ audienceId }: { audienceId: number }) {
  const [page, setPage] = useState(1);
  const members = useListedMembers(audienceId, page);
  const { removeOne, removeAll } = useListedMemberRemovals(audienceId);
  const { message, modal } = App.useApp();
  const total = members.data?.count ?? 0;
  const failed = async (error: unknown) => void message.error(await getErrorMessage(error, M.failed));

  const confirmRemove = (member: AudienceListedMember) =>
    modal.confirm({
      title: M.removeTitle(member.full_name),
      content: M.removeContent,
      okText: 'Remover',
      cancelText: 'Voltar',
      okButtonProps: { danger: true },
      onOk: () => removeOne.mutateAsync(member.id).then(() => void message.success(M.removed), failed),
    });
  const confirmClear = () =>
    modal.confirm({
      title: M.clearTitle(total),
      content: M.removeContent,
      okText: 'Esvaziar lista',
      cancelText: 'Voltar',
      okButtonProps: { danger: true },
      onOk: () =>
        removeAll.mutateAsync().then((body) => void message.success(M.cleared(body.removed)), failed),
    });

  return (
    <Card
      size="small"
      title={M.title(total)}
      style={{ marginTop: 16 }}
      extra={
        total > 0 ? (
          <Button size="small" danger onClick={confirmClear}>
            Esvaziar lista
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{M.hint}</Typography.Paragraph>
      <DataTable<AudienceListedMember>
        label="Clientes adicionados à lista"
        size="small"
        rowKey="id"
        loading={members.isPending}
        dataSource={members.data?.results ?? []}
        pagination={false}
        locale={{ emptyText: members.isError ? M.loadFailed : M.empty }}
        columns={[
          { title: 'Cliente', dataIndex: 'full_name', key: 'name' },
          {
            title: 'Concessionária',
            dataIndex: 'dealership_name',
            key: 'dealership',
            render: (v: string | null) => v ?? '—',
          },
          { title: 'Adicionado em', dataIndex: 'added_at', key: 'added', render: formatDateTime },
          {
            title: 'Adicionado por',
            dataIndex: 'added_by',
            key: 'by',
            render: (v: string | null) => v ?? '—',
          },
          {
            title: 'Ações',
            key: 'actions',
            render: (_: unknown, member: AudienceListedMember) => (
              <Button
                size="small"
                danger
                aria-label={`Remover ${member.full_name} da lista`}
                onClick={() => confirmRemove(member)}
              >
                Remover
              </Button>
            ),
          },
        ]}
      />
      <Flex justify="space-between" align="center" style={{ marginTop: 8 }} wrap>
        <Typography.Text type="secondary">{`${formatNumber(total)} na lista`}</Typography.Text>
        <Paginator page={page} totalPages={members.data?.total_pages ?? 1} onChange={setPage} />
      </Flex>
    </Card>
  );
}
