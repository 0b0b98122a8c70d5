// Bulk work on a list (Configurações → Usuários, Tabelas → Usuários): the selection bar, the
// confirmation with the API's count, the run's progress and result. One module, so the rule and the
// wording are written once.
export { BulkActionBar } from './bulk-action-bar';
export { BulkActionModal } from './bulk-action-modal';
export { type BulkFilter, type RowSelection, toSelection } from './bulk-values';
export { useBulkSelection } from './use-bulk-selection';
