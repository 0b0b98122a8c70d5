import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import type { ManagementMessages } from './entity-noun';
import type { Identified } from './types';

export interface CrudApi<T extends Identified, V> {
  create: (values: V) => Promise<T>;
  update: (id: number, values: V) => Promise<T>;
  remove: (id: number) => Promise<unknown>;
}

const hasId = (answer: unknown): boolean =>
  typeof answer === 'object' &&
  answer !== null &&
  'id' in answer &&
  answer.id !== null &&
  answer.id !== undefined &&
  answer.id !== '';

/**
 * Create, update and delete with the docs/product.md §8 alerts; a success changes the cached lists in
 * place (no refetch), an answer without an id is rejected as invalid.
 */
export function useManagementCrud<T extends Identified, V>(
  queryKey: QueryKey,
  api: CrudApi<T, V>,
  messages: ManagementMessages,
) {
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const [saving, setSaving] = useState(false);
  // Every cached variant of the list (each sort, a search) changes alike; a list not loaded stays so.
  const setLists = (change: (list: T[]) => T[]) =>
    queryClient.setQueriesData<T[]>({ queryKey }, (list) => (list ? change(list) : list));

  /** The saved item, or null when it failed (the alert has been shown). */
  async function save(run: () => Promise<T>, failed: string, succeeded: string, apply: (saved: T) => void) {
    setSaving(true);
    try {
      const saved = await run();
      if (!hasId(saved)) {
        message.error(messages.invalidResponse);
        return null;
      }
      apply(saved);
      message.success(succeeded);
      return saved;
    } catch (error) {
      console.error(failed, error);
      message.error(failed);
      return null;
    } finally {
      setSaving(false);
    }
  }

  /**
   * The new item goes first in the list as the API orders it by default (newest first), where the
   * screen shows it after the create; where it lands in a sorted or searched variant only the API
   * knows, so those are marked stale and reload when shown again.
   */
  function addCreated(saved: T) {
    queryClient.setQueryData<T[]>(queryKey, (list) => (list ? [saved, ...list] : list));
    void queryClient.invalidateQueries({
      queryKey,
      predicate: (query) => query.queryKey.length > queryKey.length,
      refetchType: 'none',
    });
  }

  const create = (values: V) =>
    save(() => api.create(values), messages.createFailed, messages.created, addCreated);

  const update = (id: number, values: V) =>
    save(
      () => api.update(id, values),
      messages.updateFailed,
      messages.updated,
      (saved) => setLists((list) => list.map((item) => (item.id === saved.id ? saved : item))),
    );

  async function remove(item: T): Promise<boolean> {
    try {
      await api.remove(item.id);
    } catch (error) {
      console.error(messages.deleteFailed, error);
      message.error(messages.deleteFailed);
      return false;
    }
    setLists((list) => list.filter((entry) => entry.id !== item.id));
    message.success(messages.deleted);
    return true;
  }

  /** Asks the docs/product.md §5 confirmation; resolves true once the item is gone. */
  const confirmRemove = (item: T) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: messages.confirmDelete,
        okText: 'Excluir',
        okButtonProps: { danger: true },
        cancelText: 'Cancelar',
        onOk: async () => resolve(await remove(item)),
        onCancel: () => resolve(false),
      });
    });

  return { saving, create, update, confirmRemove };
}
