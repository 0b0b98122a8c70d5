import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  MoreOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import type { Offer } from '@fidelidade/contract';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { OfferActionHandlers } from '../hooks/use-offer-actions';
import { offerActionLabels } from '../lib/offer-action-messages';
import type { OfferPermissions } from '../lib/offer-permissions';

interface OfferRowActionsProps {
  offer: Offer;
  permissions: OfferPermissions;
  handlers: OfferActionHandlers;
  /** Narrow screens: one '⋯' button opening a menu, instead of a row of five icons. */
  compact: boolean;
}

interface RowAction {
  key: string;
  label: string;
  icon: ReactNode;
  danger?: boolean;
  run: () => void;
}

/** The actions this user may take on this offer, in the order they are shown. */
function rowActions({ offer, permissions, handlers }: OfferRowActionsProps): RowAction[] {
  const actions: Array<RowAction | false> = [
    { key: 'view', label: offerActionLabels.view, icon: <EyeOutlined />, run: () => handlers.view(offer) },
    permissions.update && {
      key: 'edit',
      label: offerActionLabels.edit,
      icon: <EditOutlined />,
      run: () => handlers.edit(offer),
    },
    permissions.duplicate && {
      key: 'duplicate',
      label: offerActionLabels.duplicate,
      icon: <CopyOutlined />,
      run: () => handlers.duplicate(offer),
    },
    permissions.update && {
      key: 'toggle',
      label: offer.is_active ? offerActionLabels.deactivate : offerActionLabels.activate,
      icon: offer.is_active ? <PauseCircleOutlined /> : <PlayCircleOutlined />,
      run: () => handlers.toggle(offer),
    },
    permissions.delete && {
      key: 'delete',
      label: offerActionLabels.delete,
      icon: <DeleteOutlined />,
      danger: true,
      run: () => handlers.delete(offer),
    },
  ];
  return actions.filter((action): action is RowAction => action !== false);
}

export function OfferRowActions(props: OfferRowActionsProps) {
  const actions = rowActions(props);
  const { offer, handlers } = props;
  const toggling = handlers.togglingId === offer.id;
  if (props.compact) {
    return (
      <Dropdown
        trigger={['click']}
        menu={{
          items: actions.map(({ key, label, icon, danger }) => ({ key, label, icon, danger })),
          onClick: ({ key }) => actions.find((action) => action.key === key)?.run(),
        }}
      >
        <Button
          type="text"
          icon={<MoreOutlined />}
          loading={toggling}
          aria-label={`Ações de ${offer.title}`}
        />
      </Dropdown>
    );
  }
  return (
    <Space size={4}>
      {actions.map((action) => (
        <Tooltip key={action.key} title={action.label}>
          <Button
            type="text"
            danger={action.danger}
            icon={action.icon}
            loading={action.key === 'toggle' && toggling}
            aria-label={`${action.label} ${offer.title}`}
            onClick={action.run}
          />
        </Tooltip>
      ))}
    </Space>
  );
}
