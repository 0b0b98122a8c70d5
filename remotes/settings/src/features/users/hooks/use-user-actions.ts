import type { ManagedUser } from '@fidelidade/contract';
import { getErrorMessage } from '@fidelidade/session';
import { App } from 'antd';
import { useState } from 'react';
import { useDeleteUser } from '../api/delete-user';
import { useToggleUserStatus } from '../api/toggle-user-status';
import { useResetTwoFactor } from '../api/two-factor';
import { usersScreenMessages as text } from '../lib/user-messages';

/** Editar, Ativar/Desativar and Excluir of a row: confirmations, calls and their messages. */
export function useUserActions() {
  const { message, modal } = App.useApp();
  const toggle = useToggleUserStatus();
  const remove = useDeleteUser();
  const resetTwoFactor = useResetTwoFactor();
  const [editing, setEditing] = useState<ManagedUser | null>(null);

  async function setActive(user: ManagedUser, isActive: boolean) {
    try {
      await toggle.mutateAsync({ id: user.id, isActive });
      message.success(isActive ? text.activated : text.deactivated);
    } catch (error) {
      message.error(await getErrorMessage(error, text.toggleFailed));
    }
  }

  /** Activating is harmless and immediate; deactivating ends the user's sessions, so it asks first. */
  function toggleStatus(user: ManagedUser) {
    if (!user.is_active) {
      void setActive(user, true);
      return;
    }
    modal.confirm({
      title: text.confirmDeactivate,
      content: text.deactivateNote,
      okText: 'Desativar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () => setActive(user, false),
    });
  }

  async function removeUser(user: ManagedUser) {
    try {
      const outcome = await remove.mutateAsync(user.id);
      message.success(text.deleted);
      if (outcome === 'anonymized') message.info(text.anonymized);
    } catch (error) {
      message.error(await getErrorMessage(error, text.deleteFailed));
    }
  }

  function confirmDelete(user: ManagedUser) {
    modal.confirm({
      title: text.confirmDelete,
      content: user.user_type === 'CLIENTE' ? text.deleteCustomerNote : undefined,
      okText: 'Excluir',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () => removeUser(user),
    });
  }

  /** A lost phone without recovery codes: ADMIN turns the user's second factor off (audited). */
  function confirmResetTwoFactor(user: ManagedUser) {
    modal.confirm({
      title: `Redefinir a verificação em duas etapas de ${user.full_name}?`,
      content:
        'O usuário volta a entrar só com a senha e as sessões abertas dele terminam. Se o perfil dele exigir, ele configurará de novo ao entrar.',
      okText: 'Redefinir',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          await resetTwoFactor.mutateAsync(user.id);
          message.success('Verificação em duas etapas redefinida.');
        } catch (error) {
          message.error(
            await getErrorMessage(error, 'Não foi possível redefinir a verificação em duas etapas.'),
          );
        }
      },
    });
  }

  return {
    editing,
    closeEdit: () => setEditing(null),
    rowActions: {
      onEdit: setEditing,
      onToggleStatus: toggleStatus,
      onDelete: confirmDelete,
      onResetTwoFactor: confirmResetTwoFactor,
    },
  };
}
