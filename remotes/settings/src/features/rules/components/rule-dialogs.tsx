import type { PointsRule } from '@fidelidade/contract';
import { RuleEditModal } from './rule-edit-modal';
import { RuleHistoryDrawer } from './rule-history-drawer';

export type RuleDialog = { kind: 'edit' | 'history'; rule: PointsRule };

/** The open dialog of a rule row: its 'Editar' form or its 'Histórico'. Loaded when first opened. */
export function RuleDialogs(props: { dialog: RuleDialog; onClose: () => void }) {
  const { dialog } = props;
  return dialog.kind === 'edit' ? (
    <RuleEditModal rule={dialog.rule} onClose={props.onClose} />
  ) : (
    <RuleHistoryDrawer rule={dialog.rule} onClose={props.onClose} />
  );
}
