import { PlusCircleOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { PointsAdjustmentForm } from './points-adjustment-form';

/** 'Ajustar pontos' and its modal form (shown only to who may adjust: points.adjust). */
export function PointsAdjustmentButton(props: { customerId: number }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button type="primary" icon={<PlusCircleOutlined />} onClick={() => setOpen(true)}>
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
        <PointsAdjustmentForm customerId={props.customerId} onDone={close} />
      </Modal>
    </>
  );
}
