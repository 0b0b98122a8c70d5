import type { AuditChanges as Changes } from '@fidelidade/contract';
import { valueText } from '../lib/audit-labels';

/** Up to this many fields show at once; more fold under "N campos alterados". */
const SHOWN = 3;

function ChangeList(props: { entries: Array<[string, Changes[string]]> }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {props.entries.map(([field, change]) => (
        <li key={field}>
          <code>{field}</code>: {valueText(change.before)} → {valueText(change.after)}
        </li>
      ))}
    </ul>
  );
}

/** The fields a write changed, each "campo: antes → depois"; long lists fold. Text only, never HTML. */
export function AuditChanges(props: { changes: Changes }) {
  const entries = Object.entries(props.changes);
  if (entries.length === 0) return <>—</>;
  if (entries.length <= SHOWN) return <ChangeList entries={entries} />;
  return (
    <details>
      <summary>{entries.length} campos alterados</summary>
      <ChangeList entries={entries} />
    </details>
  );
}
