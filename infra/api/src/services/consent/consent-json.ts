import type { ConsentEvent, ConsentState, Consents } from '@fidelidade/contract';
import type { ConsentPurpose } from '@fidelidade/contract/enums';
import type { ConsentEventRow, ConsentRow } from './consent-store.ts';

function stateOf(rows: ConsentRow[], purpose: ConsentPurpose): ConsentState {
  const row = rows.find((r) => r.purpose === purpose);
  return row
    ? { granted: row.granted, changed_at: row.changedAt.toISOString(), source: row.source }
    : { granted: false, changed_at: null, source: null };
}

/** The API's view of the stored consents (no row: not given). */
export function consentsBody(rows: ConsentRow[]): Consents {
  return {
    marketing_push: stateOf(rows, 'marketing_push'),
    data_processing: stateOf(rows, 'data_processing'),
  };
}

export function consentEventBody(row: ConsentEventRow): ConsentEvent {
  return {
    id: row.id,
    purpose: row.purpose,
    granted: row.granted,
    source: row.source,
    actor_name: row.actorName,
    note: row.note,
    at: row.at.toISOString(),
  };
}
