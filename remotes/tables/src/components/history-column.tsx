import { can } from '@fidelidade/contract/capabilities';
import type { AuditTargetType } from '@fidelidade/contract/enums';
import { useSession } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { desktopOnly } from './column-priority';

/** Configurações → Auditoria filtered to one record: its history of back-office writes. */
export function auditHistoryUrl(targetType: AuditTargetType, id: number): string {
  const query = new URLSearchParams({ tab: 'auditoria', target_type: targetType, target_id: String(id) });
  return `/admin/settings?${query}`;
}

/**
 * `columns` plus a last 'Histórico' column linking each row to its audit log, for who may read the
 * log (audit.read); everyone else gets `columns` unchanged.
 */
export function useHistoryColumns<T>(
  columns: TypedColumns<T>,
  targetType: AuditTargetType,
  row: { idOf: (row: T) => number; nameOf: (row: T) => string },
): TypedColumns<T> {
  const user = useSession((state) => state.user);
  const allowed = can(user, 'audit.read');
  const { idOf, nameOf } = row;
  return useMemo(
    () =>
      allowed
        ? [
            ...columns,
            {
              title: 'Histórico',
              key: 'history',
              // An office task: on a phone the row keeps its key figures instead.
              ...desktopOnly,
              render: (_: unknown, record: T) => (
                <Link
                  to={auditHistoryUrl(targetType, idOf(record))}
                  aria-label={`Histórico de ${nameOf(record)}`}
                >
                  Histórico
                </Link>
              ),
            },
          ]
        : columns,
    [allowed, columns, targetType, idOf, nameOf],
  );
}
