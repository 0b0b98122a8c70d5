// antd components that only some screens use and that weigh the most: each is shared as its own
// lazy singleton ('antd/es/<folder>'), loaded the first time a screen needs it, instead of
// being part of the 'antd' design system every page loads at start-up. (Tabs is not here: Card
// imports it, so it is part of the core anyway.) InputNumber is in neither list on purpose: it reads
// only a dot as the decimal separator and clamps silently, so numbers use @fidelidade/ui/number-input
// and an import of InputNumber fails the build.
/** Component name → antd/es folder. */
const antdExtras = {
  DatePicker: 'date-picker',
  Image: 'image',
  // The progress of a job (imports, bulk actions) and the import's steps: Configurações and Tabelas only.
  Progress: 'progress',
  Steps: 'steps',
  Upload: 'upload',
};

module.exports = { antdExtras };
