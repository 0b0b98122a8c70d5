import { ArrowLeftOutlined } from '@ant-design/icons';
import { FormDraft, useConfirmDiscard } from '@fidelidade/ui/unsaved-changes-guard';
import { Button, Card, Space } from 'antd';
import { type ComponentType, useState } from 'react';
import type { EntityFormProps } from './types';

interface ManagementFormViewProps<T, V> {
  title: string;
  initial: T | null;
  saving: boolean;
  onSubmit: (values: V) => void;
  /** Back to the table; asked first while the draft has changes. */
  onLeave: () => void;
  Form: ComponentType<EntityFormProps<T, V>>;
}

/**
 * The create/edit card of a management screen. It mounts per visit, so the form starts from the
 * item's values, is fresh after saving, and its draft flag starts clean. 'Voltar' and 'Cancelar'
 * with changes ask 'Descartar alterações?' like leaving the tab does (docs/product.md §4).
 */
export function ManagementFormView<T, V>(props: ManagementFormViewProps<T, V>) {
  const [dirty, setDirty] = useState(false);
  const confirmDiscard = useConfirmDiscard();
  const leave = () => confirmDiscard(dirty, props.onLeave);
  return (
    <Card
      title={
        <Space>
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={leave} aria-label="Voltar" />
          {props.title}
        </Space>
      }
    >
      <FormDraft dirty={dirty && !props.saving} onChange={() => setDirty(true)}>
        <props.Form
          initial={props.initial}
          saving={props.saving}
          onSubmit={props.onSubmit}
          onCancel={leave}
        />
      </FormDraft>
    </Card>
  );
}
