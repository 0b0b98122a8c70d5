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
 * Create, update and delete with the docs/product.md §8 alerts; a success changes the cached list in place
 * (no refetch), an answer without an id is rejected as invalid.
 */
export function useManagementCrud<T extends Identified, V>(
  queryKey: QueryKey,
  api: CrudApi<T, V>,
  messages: ManagementMessages,
) {
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const [saving, setSaving] = useState(false);
  const setList = (change: (list: T[]) => T[]) =>
    queryClient.setQueryData<T[]>(queryKey, (list) => change(list ?? []));

  async function save(run: () => Promise<T>, failed: string, succeeded: string, apply: (saved: T) => void) {
    setSaving(true);
    try {
      const saved = await run();
      if (!hasId(saved)) {
        message.error(messages.invalidResponse);
        return false;
      }
      apply(saved);
      message.success(succeeded);
      return true;
    } catch (error) {
      console.error(failed, error);
      message.error(failed);
      return false;
    } finally {
      setSaving(false);
    }
  }

  const create = (values: V) =>
    save(
      () => api.create(values),
      messages.createFailed,
      messages.created,
      (saved) => setList((list) => [...list, saved]),
    );

  const update = (id: number, values: V) =>
    save(
      () => api.update(id, values),
      messages.updateFailed,
      messages.updated,
      (saved) => setList((list) => list.map((item) => (item.id === saved.id ? saved : item))),
    );

  async function remove(item: T): Promise<boolean> {
    try {
      await api.remove(item.id);
    } catch (error) {
      console.error(messages.deleteFailed, error);
      message.error(messages.deleteFailed);
      return false;
    }
    setList((list) => list.filter((entry) => entry.id !== item.id));
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
