import { formatNumber } from '@fidelidade/session';
import { Button, Flex, Typography } from 'antd';
import type { RowSelection } from './bulk-values';

/**
 * Above the list while rows are selected: how many, 'Selecionar todos os N que atendem ao filtro',
 * 'Limpar seleção' and 'Ação em massa…'.
 */
export function BulkActionBar(props: {
  selection: RowSelection;
  matching: number;
  onSelectAll: () => void;
  onClear: () => void;
  onAct: () => void;
}) {
  const { selection } = props;
  const selected = selection.mode === 'all' ? props.matching : selection.ids.length;
  if (selected === 0) return null;
  return (
    <Flex role="region" aria-label="Seleção" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
      <Typography.Text strong>
        {selection.mode === 'all'
          ? `Todos os ${formatNumber(props.matching)} usuários que atendem ao filtro estão selecionados.`
          : `${formatNumber(selected)} selecionado(s) nesta página.`}
      </Typography.Text>
      {selection.mode === 'ids' && props.matching > selected ? (
        <Button type="link" onClick={props.onSelectAll}>
          Selecionar todos os {formatNumber(props.matching)} que atendem ao filtro
        </Button>
      ) : null}
      <Button onClick={props.onClear}>Limpar seleção</Button>
      <Button type="primary" onClick={props.onAct}>
        Ação em massa…
      </Button>
    </Flex>
  );
}
