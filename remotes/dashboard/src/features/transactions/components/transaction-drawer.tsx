import type { TransactionHistoryItem } from '@fidelidade/contract';
import { TRANSACTION_TYPE_LABELS } from '@fidelidade/contract/enums';
import { formatDateTime, formatNumber } from '@fidelidade/session';
import { Descriptions, Drawer } from 'antd';
import { signedPoints } from './signed-points';

/** The side panel: one transaction's details. */
export function TransactionDrawer(props: {
  transaction: TransactionHistoryItem | null;
  onClose: () => void;
}) {
  const { transaction } = props;
  return (
    <Drawer title="Detalhes da transação" open={transaction !== null} onClose={props.onClose} size={420}>
      {transaction && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Usuário">{transaction.user_name}</Descriptions.Item>
          <Descriptions.Item label="Tipo">
            {TRANSACTION_TYPE_LABELS[transaction.transaction_type]}
          </Descriptions.Item>
          <Descriptions.Item label="Pontos">{formatNumber(signedPoints(transaction))}</Descriptions.Item>
          <Descriptions.Item label="Descrição">{transaction.description}</Descriptions.Item>
          <Descriptions.Item label="Data">{formatDateTime(transaction.created_at)}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
