// Public entry of @fidelidade/contract: every /api/v1 schema and its static type.
// Front-end code imports from here with `import type` only (zero run-time bytes);
// run-time values for the UI come from './enums' and './capabilities', which do not load TypeBox.
export * from './enums.ts';
