import { formatNumber } from '@fidelidade/session';
import { Button, Flex, Typography } from 'antd';
import type { RowSelection } from './bulk-values';

/**
 * Above the list while rows are selected: how many, 'Selecionar todos os N que atendem ao filtro',
 * 'Limpar seleção' and 'Ação em massa…'. `matching` is undefined while the API counts the rows
 * matching the filter: the select-all link waits for the number rather than show a wrong one.
 */
export function BulkActionBar(props: {
  selection: RowSelection;
  matching: number | undefined;
  onSelectAll: () => void;
  onClear: () => void;
  onAct: () => void;
}) {
  const { selection } = props;
  const matching = props.matching ?? 0;
  const selected = selection.mode === 'all' ? matching : selection.ids.length;
  if (selected === 0) return null;
  return (
    <Flex role="region" aria-label="Seleção" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
      <Typography.Text strong>
        {selection.mode === 'all'
          ? `Todos os ${formatNumber(matching)} usuários que atendem ao filtro estão selecionados.`
          : `${formatNumber(selected)} selecionado(s) nesta página.`}
      </Typography.Text>
      {selection.mode === 'ids' && matching > selected ? (
        <Button type="link" onClick={props.onSelectAll}>
          Selecionar todos os {formatNumber(matching)} que atendem ao filtro
        </Button>
      ) : null}
      <Button onClick={props.onClear}>Limpar seleção</Button>
      <Button type="primary" onClick={props.onAct}>
        Ação em massa…
      </Button>
    </Flex>
  );
}
