import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { TransactionHistoryItem } from '@fidelidade/contract';
import { formatDateTime, formatNumber } from '@fidelidade/session';
import { Alert, Avatar, Button, Card, List } from 'antd';
import { useState } from 'react';
import { useTransactionHistory } from '../api/get-transaction-history';
import { signedPoints } from './signed-points';
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
                  style={{ background: signedPoints(item) >= 0 ? '#389e0d' : '#DE3B37' }}
                  icon={signedPoints(item) >= 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
                />
              }
              title={item.user_name}
              description={`${item.description} · ${formatDateTime(item.created_at)}`}
            />
            <strong>{`${signedPoints(item) > 0 ? '+' : ''}${formatNumber(signedPoints(item))} pts`}</strong>
          </List.Item>
        )}
      />
      <TransactionDrawer transaction={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}
