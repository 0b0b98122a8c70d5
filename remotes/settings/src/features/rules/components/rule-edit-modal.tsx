import type { PointsRule } from '@fidelidade/contract';
import { FormDraft, useConfirmDiscard } from '@fidelidade/ui/unsaved-changes-guard';
import { Modal } from 'antd';
import { useState } from 'react';
import { ruleMessages } from '../lib/rule-form';
import { RuleEditForm } from './rule-edit-form';

/**
 * The 'Editar' dialog of a rule; mounted only while open, so each opening starts from the rule as
 * in force. Closing it, or leaving the tab, with changes asks first (docs/product.md §4).
 */
export function RuleEditModal(props: { rule: PointsRule; onClose: () => void }) {
  const [dirty, setDirty] = useState(false);
  const confirmDiscard = useConfirmDiscard();
  const close = () => confirmDiscard(dirty, props.onClose);
  return (
    <Modal open title={ruleMessages.editTitle} footer={null} onCancel={close} destroyOnHidden>
      <FormDraft dirty={dirty} onChange={() => setDirty(true)}>
        <RuleEditForm rule={props.rule} onSaved={props.onClose} onCancel={close} />
      </FormDraft>
    </Modal>
  );
}
