import type { AuditChanges as Changes } from '@fidelidade/contract';
import { formatNumber } from '@fidelidade/session';
import { fieldLabel } from '../lib/audit-fields';
import { valueText } from '../lib/audit-values';

/** Up to this many fields show at once; more fold under "N campos alterados". */
const SHOWN = 3;

function ChangeList(props: { entries: Array<[string, Changes[string]]>; targetType: string }) {
  const value = (field: string, recorded: unknown) => valueText(field, recorded, props.targetType);
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {props.entries.map(([field, change]) => (
        <li key={field}>
          {fieldLabel(field)}: {value(field, change.before)} → {value(field, change.after)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The fields a write changed, each "Campo: antes → depois" with the screens' labels and values
 * (enum labels, São Paulo times); long lists fold. Text only, never HTML.
 */
export function AuditChanges(props: { changes: Changes; targetType: string }) {
  const entries = Object.entries(props.changes);
  if (entries.length === 0) return <>—</>;
  const list = <ChangeList entries={entries} targetType={props.targetType} />;
  if (entries.length <= SHOWN) return list;
  return (
    <details>
      <summary>{formatNumber(entries.length)} campos alterados</summary>
      {list}
    </details>
  );
}
