import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { TransactionHistoryItem } from '@fidelidade/contract';
import { formatDateTime } from '@fidelidade/session';
import { Alert, Avatar, Button, Card, List } from 'antd';
import { useState } from 'react';
import { useTransactionHistory } from '../api/get-transaction-history';
import { isCredit, pointsText } from './signed-points';
import { TransactionDrawer } from './transaction-drawer';

export function RecentTransactions() {
  const { data, isPending, isError } = useTransactionHistory();
  const [selected, setSelected] = useState<TransactionHistoryItem | null>(null);
  // A failed load shows its message over an empty list.
  const items = isError ? [] : (data ?? []);
  return (
    <Card title="Transações Recentes">
      {isError && (
        <Alert type="error" showIcon title="Erro ao carregar transações" style={{ marginBottom: 12 }} />
      )}
      <List<TransactionHistoryItem>
        loading={isPending}
        dataSource={items}
        locale={{ emptyText: 'Nenhuma transação encontrada' }}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button type="link" key="open" onClick={() => setSelected(item)}>
                Detalhes
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={
                <Avatar
                  style={{ background: isCredit(item) ? '#389e0d' : '#DE3B37' }}
                  icon={isCredit(item) ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
                />
              }
              title={item.user_name}
              description={`${item.description} · ${formatDateTime(item.created_at)}`}
            />
            <strong>{pointsText(item)}</strong>
          </List.Item>
        )}
      />
      <TransactionDrawer transaction={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}
