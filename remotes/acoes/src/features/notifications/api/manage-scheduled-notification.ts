import type { Notification, ScheduledPushBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsPath } from './get-notifications';

const notificationPath = (id: number) => `communications/admin/notifications/${id}/`;

/** PUT communications/admin/notifications/{id}/ — a scheduled push, edited (it stays scheduled). */
export const updateScheduledNotification = ({ id, body }: { id: number; body: ScheduledPushBody }) =>
  getHttp().put(notificationPath(id), { json: body }).json<Notification>();

/** POST communications/admin/notifications/{id}/cancel/ — a scheduled push called off. */
export const cancelScheduledNotification = (id: number) =>
  getHttp()
    .post(`${notificationPath(id)}cancel/`)
    .json<Notification>();

/** Both writes, each refreshing the history it changed. */
export function useScheduledNotificationWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [notificationsPath] });
  return {
    update: useMutation({ mutationFn: updateScheduledNotification, onSuccess }),
    cancel: useMutation({ mutationFn: cancelScheduledNotification, onSuccess }),
  };
}
