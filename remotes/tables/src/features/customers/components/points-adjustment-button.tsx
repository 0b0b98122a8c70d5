import { PlusCircleOutlined } from '@ant-design/icons';
import { FormDraft, useConfirmDiscard } from '@fidelidade/ui/unsaved-changes-guard';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { PointsAdjustmentForm } from './points-adjustment-form';

/**
 * 'Ajustar pontos' and its modal form (shown only to who may adjust: points.adjust). Closing the
 * dialog or leaving the page with something typed asks first (docs/product.md §4).
 */
export function PointsAdjustmentButton(props: { customerId: number }) {
  const [open, setOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const confirmDiscard = useConfirmDiscard();
  const done = () => setOpen(false);
  const close = () => confirmDiscard(dirty, done);
  return (
    <>
      <Button
        type="primary"
        icon={<PlusCircleOutlined />}
        onClick={() => {
          setDirty(false);
          setOpen(true);
        }}
      >
        Ajustar pontos
      </Button>
      <Modal
        title="Ajuste manual de pontos"
        open={open}
        onCancel={close}
        footer={null}
        // A new form at each opening: nothing typed for a previous adjustment comes back.
        destroyOnHidden
      >
        <FormDraft dirty={open && dirty} onChange={() => setDirty(true)}>
          <PointsAdjustmentForm customerId={props.customerId} onDone={done} onCancel={close} />
        </FormDraft>
      </Modal>
    </>
  );
}
