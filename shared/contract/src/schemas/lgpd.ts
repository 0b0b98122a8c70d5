import { type Static, Type } from 'typebox';
import { CONSENT_PURPOSES, CONSENT_SOURCES, DATA_REQUEST_CHANNELS, DATA_REQUEST_KINDS } from '../enums.ts';
import { DateTime, Nullable } from './common.ts';

/** A consent as it stands: on or off, since when, how (docs/security.md, LGPD). */
export const ConsentState = Type.Object({
  granted: Type.Boolean(),
  /** When it last changed; null: never recorded (counts as not given). */
  changed_at: Nullable(DateTime),
  source: Nullable(Type.Enum(CONSENT_SOURCES)),
});
export type ConsentState = Static<typeof ConsentState>;

/** One change of a consent: when, what, how and by whom. */
export const ConsentEvent = Type.Object({
  id: Type.Integer(),
  purpose: Type.Enum(CONSENT_PURPOSES),
  granted: Type.Boolean(),
  source: Type.Enum(CONSENT_SOURCES),
  /** The back-office user who recorded it; null for the customer app, imports and the ERP. */
  actor_name: Nullable(Type.String()),
  note: Nullable(Type.String()),
  at: DateTime,
});
export type ConsentEvent = Static<typeof ConsentEvent>;

/** The customer's two consents (the customer app reads the same shape without the history). */
export const Consents = Type.Object({
  marketing_push: ConsentState,
  data_processing: ConsentState,
});
export type Consents = Static<typeof Consents>;

/** GET users/{id}/consents/: the consents and their history, newest first. */
export const CustomerConsents = Type.Object({
  ...Consents.properties,
  history: Type.Array(ConsentEvent),
});
export type CustomerConsents = Static<typeof CustomerConsents>;

/** PUT users/{id}/consents/ (back office): one consent, with an optional note (how it was asked). */
export const ConsentChangeBody = Type.Object({
  purpose: Type.Enum(CONSENT_PURPOSES),
  granted: Type.Boolean(),
  note: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
});
export type ConsentChangeBody = Static<typeof ConsentChangeBody>;

/** PUT users/consents/ (the customer app): either consent or both. */
export const OwnConsentsBody = Type.Object({
  marketing_push: Type.Optional(Type.Boolean()),
  data_processing: Type.Optional(Type.Boolean()),
});
export type OwnConsentsBody = Static<typeof OwnConsentsBody>;

/** POST users/{id}/cpf/reveal/: the whole CPF, shown on purpose (audited). */
export const RevealedCpf = Type.Object({ id: Type.Integer(), cpf: Type.String() });
export type RevealedCpf = Static<typeof RevealedCpf>;

/** A data subject's request (LGPD art. 18) and what was delivered for it. */
export const DataRequest = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(DATA_REQUEST_KINDS),
  /** When the data subject asked. */
  received_at: DateTime,
  /** received_at + 15 days: LGPD art. 19, II. */
  due_at: DateTime,
  channel: Nullable(Type.Enum(DATA_REQUEST_CHANNELS)),
  note: Nullable(Type.String()),
  registered_by: Nullable(Type.String()),
  fulfilled_at: Nullable(DateTime),
  fulfilled_by: Nullable(Type.String()),
  /** What was delivered: the file, its SHA-256 and the records per kind (an export), or what was kept. */
  delivery: Nullable(Type.Record(Type.String(), Type.Unknown())),
});
export type DataRequest = Static<typeof DataRequest>;

export const DataRequestList = Type.Object({ results: Type.Array(DataRequest) });
export type DataRequestList = Static<typeof DataRequestList>;

/** POST users/{id}/data-requests/: a request received (today by default), to be answered later. */
export const DataRequestBody = Type.Object({
  kind: Type.Enum(DATA_REQUEST_KINDS),
  /** 'AAAA-MM-DD' in Brasília time; not in the future; default today. */
  received_on: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  channel: Type.Optional(Nullable(Type.Enum(DATA_REQUEST_CHANNELS))),
  note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
});
export type DataRequestBody = Static<typeof DataRequestBody>;

/** POST users/{id}/anonymize/: the answer, with what was kept and why. */
export const AnonymizeResult = Type.Object({
  outcome: Type.Union([Type.Literal('anonymized'), Type.Literal('removed')]),
  detail: Type.String(),
  request: DataRequest,
});
export type AnonymizeResult = Static<typeof AnonymizeResult>;

const ZipFile = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' });

/** POST users/{id}/data-export/: the bundle (`attachment; filename="dados-titular-<id>-<dia>.zip"`). */
export const DataExportZip = {
  description: 'Dados do titular: dados.json e as mesmas informações em planilhas (ZIP).',
  content: { 'application/zip': { schema: ZipFile } },
};
